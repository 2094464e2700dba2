/**
 * CSRF double-submit token (issue 3): the server sets a readable `csrftoken` cookie and every
 * mutation must carry the same value in the X-CSRFToken header. A cross-site page can make
 * the browser send the cookie but cannot read it to copy it into the header.
 */
export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
/** Spec §9: cookies live one day by default; the token is renewed on the next page view. */
export const CSRF_MAX_AGE_SECONDS = 60 * 60 * 24;

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

export function isWellFormedCsrfToken(value: string | null | undefined): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/** A fresh random token (Web Crypto: works in the proxy's edge-like runtime and in Node). */
export function newCsrfToken(): string {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** Constant-time comparison of the cookie and header values. */
export function csrfTokensMatch(cookie: string | null | undefined, header: string | null | undefined): boolean {
  if (!isWellFormedCsrfToken(cookie) || !isWellFormedCsrfToken(header) || cookie.length !== header.length) return false;
  let diff = 0;
  for (let i = 0; i < cookie.length; i += 1) diff |= cookie.charCodeAt(i) ^ header.charCodeAt(i);
  return diff === 0;
}
