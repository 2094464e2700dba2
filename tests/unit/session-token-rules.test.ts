/**
 * The rules of a session token's life (issue 17 "Trust", items 1, 2 and 4):
 * lib/server/auth/session-rules.ts and the claims of lib/server/auth/session-token.ts.
 */
import { decodeJwt, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  CURRENT_TOKEN_PARAM,
  isBrowserRequest,
  isSessionCurrent,
  pickSessionToken,
  tokenInResponseBody,
  URL_TOKEN_EXCHANGE_PATH,
  urlTokenExchangeTarget,
  urlTokenOutcome,
  withoutUrlToken,
  type SessionClaims,
} from '@/lib/server/auth/session-rules';
import { jwtSecret } from '@/lib/server/auth/jwt-secret';
import { signSessionToken, verifySessionToken } from '@/lib/server/auth/session-token';

const claims: SessionClaims = { userId: 7, version: 2, jti: '0b7a6c1e-8f5e-4e0b-9c1a-2f3d4e5f6a7b', expiresAt: new Date('2030-01-01T00:00:00Z') };

describe('isSessionCurrent (item 1: revocable tokens)', () => {
  it('accepts a token of an existing account, not revoked, with the account’s session version', () => {
    expect(isSessionCurrent(claims, { accountVersion: 2, revoked: false })).toBe(true);
  });

  it('refuses a logged-out (revoked) token', () => {
    expect(isSessionCurrent(claims, { accountVersion: 2, revoked: true })).toBe(false);
  });

  it('refuses a token from before a password change or "log out everywhere" (older version)', () => {
    expect(isSessionCurrent(claims, { accountVersion: 3, revoked: false })).toBe(false);
  });

  it('refuses a token whose version the account never had, and a deleted account’s token', () => {
    expect(isSessionCurrent(claims, { accountVersion: 1, revoked: false })).toBe(false);
    expect(isSessionCurrent(claims, null)).toBe(false);
  });
});

describe('pickSessionToken (item 2: the cookie wins)', () => {
  it('takes the session cookie over any Authorization header', () => {
    expect(pickSessionToken({ cookie: 'victim.cookie', authorization: 'JWT attacker.token' })).toBe('victim.cookie');
    expect(pickSessionToken({ cookie: 'victim.cookie', authorization: 'Bearer attacker.token' })).toBe('victim.cookie');
  });

  it('uses the Authorization header (JWT or Bearer, any case) without a cookie', () => {
    expect(pickSessionToken({ cookie: null, authorization: 'JWT api.token' })).toBe('api.token');
    expect(pickSessionToken({ cookie: '', authorization: '  bearer api.token ' })).toBe('api.token');
  });

  it('has no token for a malformed header and no cookie', () => {
    expect(pickSessionToken({ cookie: undefined, authorization: 'Basic dXNlcjpwYXNz' })).toBeNull();
    expect(pickSessionToken({ cookie: null, authorization: 'JWT two words' })).toBeNull();
    expect(pickSessionToken({ cookie: null, authorization: null })).toBeNull();
  });
});

describe('URL tokens (item 2: exchanged once for a cookie, or dropped)', () => {
  it('exchanges only for a signed-out browser and a current token', () => {
    expect(urlTokenOutcome({ browserSignedIn: false, urlTokenCurrent: true })).toBe('exchange');
    expect(urlTokenOutcome({ browserSignedIn: true, urlTokenCurrent: true })).toBe('drop');
    expect(urlTokenOutcome({ browserSignedIn: false, urlTokenCurrent: false })).toBe('drop');
    expect(urlTokenOutcome({ browserSignedIn: true, urlTokenCurrent: false })).toBe('drop');
  });

  it('removes every current_token from an address and keeps the rest', () => {
    const clean = withoutUrlToken(new URL('https://cursalia.test/pt/cursos/?a=1&current_token=x&b=2&current_token=y#top'));
    expect(clean?.toString()).toBe('https://cursalia.test/pt/cursos/?a=1&b=2#top');
    expect(withoutUrlToken(new URL('https://cursalia.test/cursos/?a=1'))).toBeNull();
  });

  it('sends a page with a token to the exchange route, with the token and the clean page to come back to', () => {
    const target = urlTokenExchangeTarget(new URL(`https://cursalia.test/mi-cuenta/?x=1&${CURRENT_TOKEN_PARAM}=tok.en`))!;
    expect(target.origin).toBe('https://cursalia.test');
    expect(target.pathname).toBe(URL_TOKEN_EXCHANGE_PATH);
    expect(target.searchParams.get(CURRENT_TOKEN_PARAM)).toBe('tok.en');
    expect(target.searchParams.get('next')).toBe('/mi-cuenta/?x=1');
    expect(urlTokenExchangeTarget(new URL('https://cursalia.test/mi-cuenta/?x=1'))).toBeNull();
  });

  it('comes back to the bare path when the token was the only parameter', () => {
    expect(urlTokenExchangeTarget(new URL('https://cursalia.test/home/?current_token=t'))!.searchParams.get('next')).toBe('/home/');
  });
});

describe('the token in a response body (item 4: non-browser clients only)', () => {
  it('recognises a browser by Sec-Fetch-Site or Origin', () => {
    expect(isBrowserRequest(new Headers({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isBrowserRequest(new Headers({ origin: 'https://cursalia.test' }))).toBe(true);
    // Node's fetch sends Sec-Fetch-Mode but neither of the two: a non-browser client.
    expect(isBrowserRequest(new Headers({ 'sec-fetch-mode': 'cors', 'user-agent': 'node' }))).toBe(false);
    expect(isBrowserRequest(new Headers({ authorization: 'JWT x' }))).toBe(false);
  });

  it('gives the token to a non-browser client only', () => {
    expect(tokenInResponseBody(new Headers({ origin: 'https://cursalia.test' }), 'tok')).toBeNull();
    expect(tokenInResponseBody(new Headers(), 'tok')).toBe('tok');
  });
});

describe('session token claims (item 1)', () => {
  it('carries the user, the session version and an id of its own', async () => {
    const a = await signSessionToken(42, 3);
    const b = await signSessionToken(42, 3);
    const verified = await verifySessionToken(a);
    expect(verified).toMatchObject({ userId: 42, version: 3 });
    expect(verified!.jti).toBe(decodeJwt(a).jti);
    expect(verified!.expiresAt.getTime()).toBe(decodeJwt(a).exp! * 1000);
    expect(decodeJwt(b).jti).not.toBe(decodeJwt(a).jti);
  });

  it('refuses a token from before revocation existed (no jti or session version)', async () => {
    const legacy = await new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setIssuer('cursalia').setIssuedAt().setExpirationTime('1h').sign(jwtSecret());
    expect(await verifySessionToken(legacy)).toBeNull();
    const noJti = await new SignJWT({ sv: 0 }).setProtectedHeader({ alg: 'HS256' }).setSubject('42').setIssuer('cursalia').setIssuedAt().setExpirationTime('1h').sign(jwtSecret());
    expect(await verifySessionToken(noJti)).toBeNull();
  });
});
