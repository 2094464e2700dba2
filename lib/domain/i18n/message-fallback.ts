import { createTranslator, type AbstractIntlMessages, type IntlError } from 'next-intl';

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

/** The main menu's namespace: the spec's 'main-menu' is messages/<locale>/menu.json here. */
const MAIN_MENU_NAMESPACE = 'menu';
/** Spec §9 fallback namespace 'main-menu'. */
export const FALLBACK_NAMESPACE = MAIN_MENU_NAMESPACE;

/** What a message that is missing everywhere shows: its full key (spec §8 "then to the key"). */
export function messageKeyPath(namespace: string | undefined, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

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
    const [first, ...rest] = path.split('.');
    // The main menu's own keys, and whole-namespace lookups, have nowhere further to go.
    if (first === FALLBACK_NAMESPACE || rest.length === 0) return path;
    const name = rest.join('.');
    if (!t.has(name as never)) return path;
    failed = false;
    const text = t(name as never);
    return failed ? path : text;
  };
}
