import { localizedPath } from '@/lib/domain/paths/localized-path';
import { LOGIN_PATH, LOGOUT_PATH, REGISTER_PATH } from './menu-links';

/** Pages that make no sense as a post-login target (they would loop or undo the login). */
const NO_RETURN = [LOGIN_PATH, REGISTER_PATH, LOGOUT_PATH, '/onboarding/'];

/**
 * The `next` value of the login and register links (spec §2): the current path (as the browser
 * shows it, with its locale prefix) and query. `undefined` when there is no useful return
 * address: on the auth pages themselves.
 */
export function returnToValue(pathname: string, search: string, locale: string): string | undefined {
  const path = pathname.startsWith('/') ? pathname : `/${pathname}`;
  const slashed = path.endsWith('/') ? path : `${path}/`;
  if (NO_RETURN.some((p) => slashed.startsWith(p))) return undefined;
  const query = search.startsWith('?') ? search.slice(1) : search;
  return `${localizedPath(path, locale)}${query ? `?${query}` : ''}`;
}
