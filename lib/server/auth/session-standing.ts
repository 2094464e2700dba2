import 'server-only';
import { eq, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { readCookie } from '@/lib/server/http/cookies';
import { revokedSessions, users } from '@/lib/server/db/schema';
import { isSessionCurrent, type SessionClaims, type SessionStanding } from './session-rules';
import { extractSessionToken, SESSION_COOKIE, verifySessionToken } from './session-token';

/**
 * The account's session version and whether this token was revoked, in one round trip (the
 * users primary key and the revoked_sessions primary key): every signed-in request pays this.
 */
export async function readSessionStanding(db: Db, claims: SessionClaims): Promise<SessionStanding> {
  const [row] = await db
    .select({
      accountVersion: users.sessionVersion,
      revoked: sql<boolean>`exists (select 1 from ${revokedSessions} where ${revokedSessions.jti} = ${claims.jti})`,
    })
    .from(users)
    .where(eq(users.id, claims.userId))
    .limit(1);
  return row ? { accountVersion: row.accountVersion, revoked: Boolean(row.revoked) } : null;
}

/** The claims of a token that is well signed and still current (session-rules.ts isSessionCurrent), else null. */
export async function currentSession(db: Db, token: string | null | undefined): Promise<SessionClaims | null> {
  if (!token) return null;
  const claims = await verifySessionToken(token);
  if (!claims) return null;
  return isSessionCurrent(claims, await readSessionStanding(db, claims)) ? claims : null;
}

/** The current session of a route handler's request (cookie, else Authorization header); null when signed out. */
export async function requestSession(request: Request): Promise<SessionClaims | null> {
  const token = extractSessionToken(request, readCookie(request.headers.get('cookie'), SESSION_COOKIE));
  return token ? currentSession(await getDb(), token) : null;
}

/** The signed-in user's id of a route handler's request, or null. */
export async function requestViewerId(request: Request): Promise<number | null> {
  return (await requestSession(request))?.userId ?? null;
}
