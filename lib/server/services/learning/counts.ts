/** The counts the learner home shows (issue 7): notes, projects by stage, certificates. */
import 'server-only';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certificates, learnerNotes, projects } from '@/lib/server/db/schema';
import type { ContentStatus } from '@/lib/domain/learning/project-status';

export type LearnerCounts = { notes: number; projectsToDo: number; projectsInReview: number; projectsDone: number; certificates: number };

export async function getLearnerCounts(db: Db, userId: number): Promise<LearnerCounts> {
  const [[notes], projectRows, [certs]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(learnerNotes).where(eq(learnerNotes.userId, userId)),
    db.select({ status: projects.status, n: sql<number>`count(*)::int` }).from(projects).where(eq(projects.userId, userId)).groupBy(projects.status),
    db.select({ n: sql<number>`count(*)::int` }).from(certificates).where(eq(certificates.userId, userId)),
  ]);
  const count = (statuses: ContentStatus[]) => projectRows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + Number(r.n), 0);
  return {
    notes: Number(notes?.n ?? 0),
    projectsToDo: count(['DRAFT', 'OBSERVED']),
    projectsInReview: count(['PUBLISHED']),
    projectsDone: count(['FINISHED', 'CERTIFIED']),
    certificates: Number(certs?.n ?? 0),
  };
}
