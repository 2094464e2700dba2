/**
 * The learner's certificates (issue 7). Scoped to the `userId` passed in (the viewer): someone
 * else's certificate reads as not found.
 */
import 'server-only';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certificates, courseLectures, users } from '@/lib/server/db/schema';
import { getCoursesByIds, type CourseRecord } from '../catalogue';

export type LearnerCertificate = { code: string; issuedAt: Date; course: CourseRecord };

/**
 * The learner's certificates, newest first. Reads only: certificates are issued by the events
 * that complete a course (lib/server/services/classroom/course-settlement.ts), never while a page renders.
 */
export async function listLearnerCertificates(db: Db, userId: number): Promise<LearnerCertificate[]> {
  const rows = await db
    .select({ code: certificates.code, issuedAt: certificates.issuedAt, courseId: certificates.courseId })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), asc(certificates.id));
  const records = new Map((await getCoursesByIds(db, rows.map((r) => r.courseId))).map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const course = records.get(r.courseId);
    return course ? [{ code: r.code, issuedAt: r.issuedAt, course }] : [];
  });
}

export type CertificateDetail = LearnerCertificate & { learnerName: string; lectureCount: number };

/** One of the learner's certificates by code; null for an unknown code or someone else's. */
export async function getLearnerCertificate(db: Db, userId: number, code: string): Promise<CertificateDetail | null> {
  const [row] = await db
    .select({ code: certificates.code, issuedAt: certificates.issuedAt, courseId: certificates.courseId, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.userId, userId), eq(certificates.code, code)))
    .limit(1);
  if (!row) return null;
  const [[course], [lectures]] = await Promise.all([
    getCoursesByIds(db, [row.courseId]),
    db.select({ n: sql<number>`count(*)::int` }).from(courseLectures).where(eq(courseLectures.courseId, row.courseId)),
  ]);
  if (!course) return null;
  const learnerName = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return { code: row.code, issuedAt: row.issuedAt, course, learnerName, lectureCount: Number(lectures?.n ?? 0) };
}
