import 'server-only';
import { randomUUID } from 'node:crypto';
import { jwtVerify, SignJWT } from 'jose';
import { jwtSecret } from './jwt-secret';
import { pickSessionToken, SESSION_COOKIE, type SessionClaims } from './session-rules';

export { SESSION_COOKIE };
export const SESSION_TTL_SECONDS = 60 * 60 * 24 * 30;
const ISSUER = 'cursalia';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A session token for an account: its own id (`jti`, so logout can revoke exactly this token)
 * and the account's session version (`sv`, issue 17 item 1). `sessionVersion` is the account's
 * current `users.session_version`; 0 is the version of an account that never bumped it.
 */
export async function signSessionToken(userId: number, sessionVersion = 0): Promise<string> {
  return new SignJWT({ sv: sessionVersion })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setJti(randomUUID())
    .setIssuedAt()
    .setExpirationTime(`${SESSION_TTL_SECONDS}s`)
    .sign(jwtSecret());
}

/**
 * The claims of a well-signed, unexpired token; a tampered, expired or foreign token — or one
 * issued before tokens could be revoked (no `jti`/`sv`) — is treated as signed out. Whether the
 * token still counts is session-standing.ts's question (it needs the database).
 */
export async function verifySessionToken(token: string): Promise<SessionClaims | null> {
  try {
    const { payload } = await jwtVerify(token, jwtSecret(), { issuer: ISSUER, algorithms: ['HS256'] });
    const userId = Number(payload.sub);
    const version = payload.sv;
    if (!Number.isInteger(userId) || userId <= 0) return null;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) return null;
    if (typeof payload.jti !== 'string' || !UUID.test(payload.jti) || typeof payload.exp !== 'number') return null;
    return { userId, version, jti: payload.jti, expiresAt: new Date(payload.exp * 1000) };
  } catch {
    return null;
  }
}

/** The token a request is signed in with: the session cookie, else the Authorization header (session-rules.ts). */
export function extractSessionToken(request: Request, cookieValue: string | null): string | null {
  return pickSessionToken({ cookie: cookieValue, authorization: request.headers.get('authorization') });
}
