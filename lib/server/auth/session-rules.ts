/**
 * The rules of a session token's life (issue 17 "Trust", items 1, 2 and 4), as pure functions:
 * which token a request is signed in with, whether a token still counts, what becomes of a
 * token in a page's address, and who gets the token in a response body. Applied by
 * session-standing.ts (every request), the auth module and the URL-token exchange route.
 */

/** The cookie a browser's session token travels in (httpOnly; set by the auth module). */
export { SESSION_COOKIE } from '../../domain/http/proxy-inputs.mjs';

/** The claims of a well-signed session token (session-token.ts). */
export type SessionClaims = {
  userId: number;
  /** The account's session version when the token was issued. */
  version: number;
  /** The token's own id: logout revokes exactly this token. */
  jti: string;
  expiresAt: Date;
};

/** What the database says about a token's account and id; null when the account is gone. */
export type SessionStanding = { accountVersion: number; revoked: boolean } | null;

/**
 * Item 1: a valid signature is not enough. The account must still exist, the token must not have
 * been revoked (logout, URL token already exchanged) and it must carry the account's current
 * session version (password change and "log out everywhere" bump it).
 */
export function isSessionCurrent(claims: SessionClaims, standing: SessionStanding): boolean {
  return standing !== null && !standing.revoked && standing.accountVersion === claims.version;
}

const AUTHORIZATION = /^(?:JWT|Bearer)\s+(\S+)$/i;

/**
 * Item 2: the token a request is signed in with. The session cookie wins whenever it is sent: a
 * browser always sends it once signed in, and only our server can set it (httpOnly), so nothing a
 * page, link or script adds to a request (an Authorization header, a token in the address) can
 * switch the account of a signed-in browser. Without the cookie (API clients, the mobile app)
 * the `Authorization: JWT <token>` (or `Bearer`) header is used. A token in the query string is
 * never a credential of an API request; pages exchange it once for a cookie (urlTokenOutcome).
 */
export function pickSessionToken(input: { cookie: string | null | undefined; authorization: string | null | undefined }): string | null {
  const cookie = input.cookie?.trim();
  if (cookie) return cookie;
  const match = input.authorization ? AUTHORIZATION.exec(input.authorization.trim()) : null;
  return match ? match[1] : null;
}

/** Query parameter of the spec (§7) that may carry a session token in a page's address. */
export const CURRENT_TOKEN_PARAM = 'current_token';

/** The route that exchanges a page's `current_token` for the session cookie (proxy.ts sends pages there). */
export const URL_TOKEN_EXCHANGE_PATH = '/api/auth/session-link/';

/**
 * Item 2: where a page address carrying `current_token` is sent before anything renders: the
 * exchange route, with the token and the page to come back to (same path and other parameters,
 * without the token). Null when the address has no `current_token`.
 */
export function urlTokenExchangeTarget(url: URL): URL | null {
  const clean = withoutUrlToken(url);
  if (!clean) return null;
  const target = new URL(URL_TOKEN_EXCHANGE_PATH, url);
  target.searchParams.set(CURRENT_TOKEN_PARAM, url.searchParams.get(CURRENT_TOKEN_PARAM) ?? '');
  target.searchParams.set('next', `${clean.pathname}${clean.search}`);
  return target;
}

/**
 * Item 2: a `current_token` in a page's address is exchanged once for the session cookie only
 * when the browser is not signed in (no valid session cookie) and the token itself is current;
 * otherwise it is dropped. Either way it leaves the address.
 */
export function urlTokenOutcome(input: { browserSignedIn: boolean; urlTokenCurrent: boolean }): 'exchange' | 'drop' {
  return !input.browserSignedIn && input.urlTokenCurrent ? 'exchange' : 'drop';
}

/**
 * The same page address without its `current_token` parameter(s): path, other parameters and
 * fragment unchanged. Null when the address has none (nothing to do).
 */
export function withoutUrlToken(url: URL): URL | null {
  if (!url.searchParams.has(CURRENT_TOKEN_PARAM)) return null;
  const clean = new URL(url);
  clean.searchParams.delete(CURRENT_TOKEN_PARAM);
  return clean;
}

/**
 * Item 4: a request made by a browser. Every current browser sends `Sec-Fetch-Site` with every
 * request, and `Origin` with every POST; scripts cannot remove either. Non-browser clients
 * (curl, server-side fetch, the mobile app) send neither.
 */
export function isBrowserRequest(headers: Headers): boolean {
  return headers.has('sec-fetch-site') || headers.has('origin');
}

/**
 * Item 4: the session token goes in a login/register response body only for a non-browser client,
 * which has no cookie jar and sends it back in `Authorization`. A browser holds it in the
 * httpOnly cookie, out of reach of page scripts; a copy in the body would undo that.
 */
export function tokenInResponseBody(headers: Headers, token: string): string | null {
  return isBrowserRequest(headers) ? null : token;
}
