import { createTranslator, type AbstractIntlMessages, type IntlError } from 'next-intl';
import { FALLBACK_NAMESPACE, fallbackKey, messageKeyPath } from './fallback-path';

export { FALLBACK_NAMESPACE, messageKeyPath };

/**
 * Spec §9 "Translation: … fallback language Spanish, fallback namespace 'main-menu'", and §8
 * "Translation lookup: falls back to the default text, then to the key".
 *
 * A key missing from its namespace is looked up under the same name in the main menu's
 * namespace before the key itself is shown: the menu holds the labels every screen shares
 * (course, cart, account links…). The language fallback comes first: Spanish is already merged
 * under every language (lib/server/i18n/load-messages.ts), so the order is the namespace in the page's
 * language, then in Spanish, then the main menu's in the page's language, then in Spanish, then
 * the key — i18next's order for a fallback namespace.
 */

/** next-intl's `getMessageFallback` signature. */
export type MessageFallback = (info: { error: IntlError; key: string; namespace?: string }) => string;

/**
 * The `getMessageFallback` of a page in `locale`: `messages` are the page's messages, whose
 * FALLBACK_NAMESPACE answers the keys other namespaces lack. `course.links.cart` missing → the
 * text of `menu.links.cart`; a message with placeholders is formatted without values, so one
 * that needs them falls through to the key rather than showing a half-formatted text.
 */
export function createMessageFallback(locale: string, messages: AbstractIntlMessages | undefined): MessageFallback {
  const shared = messages?.[FALLBACK_NAMESPACE];
  let failed = false;
  const t =
    shared && typeof shared === 'object'
      ? createTranslator({
          locale,
          messages: { [FALLBACK_NAMESPACE]: shared },
          namespace: FALLBACK_NAMESPACE,
          onError: () => {
            failed = true;
          },
        })
      : null;
  return ({ error, namespace, key }) => {
    const path = messageKeyPath(namespace, key);
    if (!t || error.code !== 'MISSING_MESSAGE') return path;
    // The main menu's own keys, and whole-namespace lookups, have nowhere further to go.
    const name = fallbackKey(path);
    if (name === null || !t.has(name as never)) return path;
    failed = false;
    const text = t(name as never);
    return failed ? path : text;
  };
}
