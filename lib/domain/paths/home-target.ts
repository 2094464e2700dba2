/**
 * Spec §2 "The home target is the login-free home for anonymous non-business users, and a
 * personalised home otherwise": the visitor landing (/, /pt/, /en/) is not a page for a
 * signed-in user, who belongs on /home/ in their language. Pure: proxy.ts redirects a visit
 * with a session cookie, and the login dialog opened on the landing goes on to it.
 */
import { defaultLocale, isLocale } from '@/lib/domain/i18n/routing';
import { SPEC_ROUTES } from './spec-routes';
import { localizedPath } from './localized-path';

/** The locale of the visitor landing at `pathname`, or null when it is another page. */
function landingLocale(pathname: string): string | null {
  if (pathname === '/' || pathname === '') return defaultLocale;
  const match = /^\/([a-z]{2})\/?$/.exec(pathname);
  return match && isLocale(match[1]) ? match[1] : null;
}

/** Where a signed-in user who asks for `pathname` belongs instead, or null when it is not the visitor landing. */
export function signedInHomeInstead(pathname: string): string | null {
  const locale = landingLocale(pathname);
  return locale ? localizedPath(SPEC_ROUTES.homeLoggedIn, locale) : null;
}
