import { readFileSync } from 'node:fs';
import path from 'node:path';

export type E2eLocale = 'es' | 'pt';

type Tree = { [key: string]: string | Tree };

/**
 * The app's own texts, read from messages/{locale}/{namespace}.json: a test written once runs
 * in Spanish and Portuguese without copying strings. Playwright runs from the repository root.
 */
export function messages(locale: E2eLocale, namespace: string): Tree {
  return JSON.parse(readFileSync(path.join(process.cwd(), 'messages', locale, `${namespace}.json`), 'utf8')) as Tree;
}

/** One text by dotted key ('card.notifyMe'); throws for a key that is not a string. */
export function text(locale: E2eLocale, namespace: string, key: string): string {
  const value = key.split('.').reduce<string | Tree | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), messages(locale, namespace));
  if (typeof value !== 'string') throw new Error(`No message ${locale}/${namespace}:${key}`);
  return value;
}

/** A page path in a language: Spanish unprefixed, /pt/… otherwise. */
export function localePath(locale: E2eLocale, appPath: string): string {
  return locale === 'es' ? appPath : `/${locale}${appPath}`;
}
