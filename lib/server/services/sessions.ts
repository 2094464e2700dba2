import 'server-only';
import { eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { revokedSessions, users } from '@/lib/server/db/schema';
import type { SessionClaims } from '@/lib/server/auth/session-rules';

/**
 * Ends one token (logout, a URL token exchanged for a cookie) until it would have expired.
 * True when this call revoked it, false when it already was: a URL token is exchanged once.
 * Rows of tokens past their expiry are no longer needed (the signature check refuses them).
 */
export async function revokeSession(db: Db, claims: SessionClaims, now = new Date()): Promise<boolean> {
  const inserted = await db
    .insert(revokedSessions)
    .values({ jti: claims.jti, userId: claims.userId, expiresAt: claims.expiresAt })
    .onConflictDoNothing()
    .returning({ jti: revokedSessions.jti });
  await db.delete(revokedSessions).where(lt(revokedSessions.expiresAt, now));
  return inserted.length > 0;
}

/** "Log out everywhere": every token issued so far stops counting. The new version, or null without the account. */
export async function endAllSessions(db: Db, userId: number): Promise<number | null> {
  const [row] = await db
    .update(users)
    .set({ sessionVersion: sql`${users.sessionVersion} + 1` })
    .where(eq(users.id, userId))
    .returning({ sessionVersion: users.sessionVersion });
  return row?.sessionVersion ?? null;
}
