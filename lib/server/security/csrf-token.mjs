// The CSRF token's shape and its generation (issue 3; lib/server/security/csrf.ts has the rest).
// Plain ESM: the proxy and the production server's front page cache
// (lib/server/cache/front-page-cache.mjs, loaded uncompiled) both mint tokens for page views.

const TOKEN_PATTERN = /^[A-Za-z0-9_-]{32,128}$/;

/**
 * @param {string | null | undefined} value
 * @returns {value is string}
 */
export function isWellFormedCsrfToken(value) {
  return typeof value === 'string' && TOKEN_PATTERN.test(value);
}

/**
 * A fresh random token (Web Crypto: works in the proxy's runtime and in Node).
 * @returns {string}
 */
export function newCsrfToken() {
  const bytes = new Uint8Array(32);
  crypto.getRandomValues(bytes);
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
