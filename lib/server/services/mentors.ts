import 'server-only';
import { asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { mentors, type LocalizedText } from '@/lib/server/db/schema';

export type MentorStatus = (typeof mentors.status.enumValues)[number];

export type MentorRecord = {
  id: number;
  userId: number | null;
  slug: string;
  fullName: string;
  headline: LocalizedText;
  expertise: string[];
  status: MentorStatus;
  rating: number;
  sessionsCount: number;
  avatarUrl: string;
};

/**
 * Mentors shown on the public landing: available first, then the others by rating.
 * Mentors who unsubscribed (spec §3 mentor status UNSUBSCRIBED) are not listed.
 */
export async function listPublicMentors(db: Db): Promise<MentorRecord[]> {
  return db
    .select()
    .from(mentors)
    .where(ne(mentors.status, 'UNSUBSCRIBED'))
    .orderBy(sql`case when ${mentors.status} = 'AVAILABLE' then 0 else 1 end`, desc(mentors.rating), asc(mentors.fullName));
}

/** The mentor profile linked to a user account (the mentor panel), or null. */
export async function getMentorByUserId(db: Db, userId: number): Promise<MentorRecord | null> {
  const [row] = await db.select().from(mentors).where(eq(mentors.userId, userId)).limit(1);
  return row ?? null;
}
