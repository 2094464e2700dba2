/**
 * Spec §9's fallback namespace ('main-menu', messages/<locale>/menu.json here) as a pure rule on
 * message paths, shared by next-intl's `getMessageFallback` (lib/domain/i18n/message-fallback.ts)
 * and the first-load islands' own translator (components/i18n/use-shell-translations.ts), which
 * must not import next-intl (issue 14).
 */

/** The main menu's namespace: the spec's 'main-menu' is messages/<locale>/menu.json here. */
export const FALLBACK_NAMESPACE = 'menu';

/** What a message that is missing everywhere shows: its full key (spec §8 "then to the key"). */
export function messageKeyPath(namespace: string | undefined, key: string): string {
  return namespace ? `${namespace}.${key}` : key;
}

/**
 * The key, inside the fallback namespace, that answers the missing message at `path`
 * (`course.links.cart` → `links.cart`), or null when there is nowhere further to go: the main
 * menu's own keys and whole-namespace lookups.
 */
export function fallbackKey(path: string): string | null {
  const [first, ...rest] = path.split('.');
  if (first === FALLBACK_NAMESPACE || rest.length === 0) return null;
  return rest.join('.');
}
