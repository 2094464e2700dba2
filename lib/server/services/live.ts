import 'server-only';
import { asc, desc, gt, isNull, lte, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { liveSessions, type LocalizedText } from '@/lib/server/db/schema';

export type LiveSessionRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  description: LocalizedText;
  hostName: string;
  coverImage: string;
  startsAt: Date;
  endsAt: Date | null;
};

const columns = {
  id: liveSessions.id,
  slug: liveSessions.slug,
  title: liveSessions.title,
  description: liveSessions.description,
  hostName: liveSessions.hostName,
  coverImage: liveSessions.coverImage,
  startsAt: liveSessions.startsAt,
  endsAt: liveSessions.endsAt,
};

/**
 * The sessions the /live/ page shows: every one not yet ended (live now or upcoming) and the
 * most recent ended ones. The state of each is decided by `liveEventState` (spec §4), not here:
 * this only bounds how many past sessions are read.
 */
export async function listLiveSessions(db: Db, options: { pastLimit?: number; openLimit?: number } = {}): Promise<LiveSessionRecord[]> {
  const [open, past] = await Promise.all([
    db
      .select(columns)
      .from(liveSessions)
      .where(or(isNull(liveSessions.endsAt), gt(liveSessions.endsAt, sql`now()`)))
      .orderBy(asc(liveSessions.startsAt))
      .limit(options.openLimit ?? 60),
    db
      .select(columns)
      .from(liveSessions)
      .where(lte(liveSessions.endsAt, sql`now()`))
      .orderBy(desc(liveSessions.startsAt))
      .limit(options.pastLimit ?? 12),
  ]);
  return [...open, ...past];
}
