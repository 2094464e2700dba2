'use client';

import { useMemo } from 'react';
import formatMessage from 'use-intl/format-message';
import type { AbstractIntlMessages } from 'next-intl';
import { fallbackKey, FALLBACK_NAMESPACE, messageKeyPath } from '@/lib/domain/i18n/fallback-path';
import { INTL_FORMATTERS } from '@/lib/domain/i18n/intl-formatters';
import { useShellIntl, type ShellIntlValue } from './ShellIntl';

/** A message's values: the first-load islands pass texts and numbers only (no rich text). */
export type ShellValues = Record<string, string | number>;
export type ShellT = (key: string, values?: ShellValues) => string;

type FormatOptions = Parameters<typeof formatMessage>[3];

/** The message at a dotted path, or undefined. */
function messageAt(messages: AbstractIntlMessages, path: string): unknown {
  let node: unknown = messages;
  for (const part of path.split('.')) {
    if (!node || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

const formatOptions = new Map<string, FormatOptions>();

/** One cache and set of Intl formatters per language and zone, as next-intl keeps per provider. */
function optionsFor(locale: string, timeZone: string): FormatOptions {
  const key = `${locale}|${timeZone}`;
  let options = formatOptions.get(key);
  if (!options) {
    options = {
      locale,
      timeZone,
      cache: { dateTime: {}, number: {}, message: {}, relativeTime: {}, pluralRules: {}, list: {}, displayNames: {} },
      formatters: INTL_FORMATTERS,
    };
    formatOptions.set(key, options);
  }
  return options;
}

/** The formatted message at `path`, or null when it is missing or cannot be formatted. */
function format(intl: ShellIntlValue, path: string, values: ShellValues | undefined): string | null {
  const message = messageAt(intl.messages, path);
  if (message === undefined || message === null || (typeof message === 'object' && !Array.isArray(message))) return null;
  try {
    // next-intl's own formatter: under `next build`/`next dev` the plugin aliases it to the
    // precompiled messages' runtime (icu-minify, next.config.ts), elsewhere (tests) it parses ICU.
    // Its type names the raw ICU string; a precompiled message is an array, which it handles too.
    const text = formatMessage(path, message as string, values, optionsFor(intl.locale, intl.timeZone));
    return typeof text === 'string' ? text : String(text);
  } catch {
    return null;
  }
}

/**
 * A translator over one namespace of the page's client messages, for the islands of every
 * page's first load (issue 14), which must not import next-intl. Same lookups as next-intl's
 * useTranslations with the page's fallback (lib/domain/i18n/message-fallback.ts): the namespace
 * (Spanish is already merged in), then the same key in the main menu's namespace (spec §9), then
 * the key itself (spec §8).
 */
export function createShellTranslator(intl: ShellIntlValue, namespace: string): ShellT {
  return (key, values) => {
    const path = messageKeyPath(namespace, key);
    const text = format(intl, path, values);
    if (text !== null) return text;
    const name = fallbackKey(path);
    return (name === null ? null : format(intl, messageKeyPath(FALLBACK_NAMESPACE, name), undefined)) ?? path;
  };
}

/** useTranslations(namespace) for the first-load islands (see createShellTranslator). */
export function useShellTranslations(namespace: string): ShellT {
  const intl = useShellIntl();
  return useMemo(() => createShellTranslator(intl, namespace), [intl, namespace]);
}
