/**
 * CSRF double-submit token (issue 3): the server sets a readable `csrftoken` cookie and every
 * mutation must carry the same value in the X-CSRFToken header. A cross-site page can make
 * the browser send the cookie but cannot read it to copy it into the header.
 */
export { CSRF_COOKIE } from '../../domain/http/proxy-inputs.mjs';
import { isWellFormedCsrfToken } from './csrf-token.mjs';
export { isWellFormedCsrfToken, newCsrfToken } from './csrf-token.mjs';
export const CSRF_HEADER = 'x-csrftoken';
/** Spec §9: cookies live one day by default; the token is renewed on the next page view. */
export const CSRF_MAX_AGE_SECONDS = 60 * 60 * 24;

/** Constant-time comparison of the cookie and header values. */
export function csrfTokensMatch(cookie: string | null | undefined, header: string | null | undefined): boolean {
  if (!isWellFormedCsrfToken(cookie) || !isWellFormedCsrfToken(header) || cookie.length !== header.length) return false;
  let diff = 0;
  for (let i = 0; i < cookie.length; i += 1) diff |= cookie.charCodeAt(i) ^ header.charCodeAt(i);
  return diff === 0;
}
