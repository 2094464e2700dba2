import 'server-only';
import { randomBytes } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { cookieSecure, readCookie, serializeCookie } from '@/lib/server/http/cookies';
import { jwtSecret } from './jwt-secret';

/**
 * The known-device cookie (issue 17 item 6, ASVS 2.2.1; lib/server/security/login-throttle.ts): set on
 * every successful sign-in, it names one browser and the account it signed in to, so that
 * browser's attempts are counted on itself rather than on the account. A signed JWT with an
 * issuer of its own, so it is never mistaken for a session token (nor a session token for it).
 */
export const DEVICE_COOKIE = 'cursalia_device';
const DEVICE_TTL_SECONDS = 60 * 60 * 24 * 365;
const ISSUER = 'cursalia-device';

export type KnownDevice = { accountId: number; deviceId: string };

export async function signDeviceToken(accountId: number): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(accountId))
    .setJti(randomBytes(16).toString('base64url'))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${DEVICE_TTL_SECONDS}s`)
    .sign(jwtSecret());
}

/** The device named by the request's device cookie, or null (absent, tampered, expired or foreign). */
export async function knownDevice(cookieHeader: string | null): Promise<KnownDevice | null> {
  const token = readCookie(cookieHeader, DEVICE_COOKIE);
  if (!token) return null;
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const accountId = Number(payload.sub);
    return Number.isInteger(accountId) && accountId > 0 && typeof payload.jti === 'string' && payload.jti ? { accountId, deviceId: payload.jti } : null;
  } catch {
    return null;
  }
}

/** httpOnly and SameSite=Lax like the session cookie; it outlives sign-out on purpose. */
export function deviceCookie(token: string): string {
  return serializeCookie({ name: DEVICE_COOKIE, value: token, httpOnly: true, sameSite: 'lax', path: '/', maxAge: DEVICE_TTL_SECONDS, secure: cookieSecure() });
}
