import 'server-only';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures, enrollments, lectureProgress } from '@/lib/server/db/schema';
import { countsTowardProgress, courseProgressPercent } from '@/lib/domain/learning/course-completion';
import { evaluateCertificate, type Evaluation } from './certificate-decision';
import type { LectureRow } from './lecture-row';
import type { EnrollmentType, ProgressOutcome } from './progress-outcome';

/**
 * How a progress event settles its course (issue 15 item 4): progress by lecture, course progress
 * and certificates, all moved by learner events — never by a page render. The events are the
 * other modules of this folder (playback.ts, lecture-completion.ts, quiz-attempts.ts,
 * quiz-reviews.ts, survey-responses.ts); they all end here.
 *
 * Every write runs in ONE transaction: the lecture's row in lecture_progress, the recomputed
 * `enrollments.progress_percent`, and — when every lecture is done and the course's evaluation
 * is satisfied (lib/domain/learning/course-completion.ts certificateBlockers) — the certificate, issued
 * once: the enrollment row is locked while deciding, and certificates_user_course makes a second
 * insert a no-op (on conflict do nothing).
 *
 * ACCESS IS NOT CHECKED HERE. Whether this user may open this course or lecture is the access
 * rule's decision (lib/domain/learning/course-access.ts), taken by the caller (resolver or page) before
 * calling any of these modules. The reads (classroom-lecture.ts) return media addresses of any
 * lecture they are asked for.
 *
 * Progress and certificates belong to an enrollment: a learner with access but no enrollment row
 * yet (a premium member opening a membership course, an organisation member opening an assigned
 * one) is enrolled by passing `enrollAs` with the access reason; without an enrollment the
 * lecture's own progress (the resume second) is still saved.
 */

export async function ensureEnrollment(db: Db, userId: number, courseId: number, enrollAs: EnrollmentType | undefined, now: Date): Promise<void> {
  if (!enrollAs) return;
  await db.insert(enrollments).values({ userId, courseId, enrollmentType: enrollAs, progressPercent: 0, createdAt: now }).onConflictDoNothing();
}

/** The learner's row of a lecture, created when missing and locked for the rest of the transaction. */
export async function lockLectureProgress(db: Db, userId: number, lecture: LectureRow, now: Date) {
  await db.insert(lectureProgress).values({ userId, lectureId: lecture.id, courseId: lecture.courseId, updatedAt: now }).onConflictDoNothing();
  const [row] = await db
    .select({ positionSeconds: lectureProgress.positionSeconds, watchedSeconds: lectureProgress.watchedSeconds, completedAt: lectureProgress.completedAt })
    .from(lectureProgress)
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)))
    .for('update')
    .limit(1);
  return row;
}

async function markCompleted(db: Db, userId: number, lecture: LectureRow, now: Date): Promise<void> {
  await lockLectureProgress(db, userId, lecture, now);
  await db
    .update(lectureProgress)
    .set({ completedAt: sql`coalesce(${lectureProgress.completedAt}, ${now})`, updatedAt: now })
    .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.lectureId, lecture.id)));
}

/** Completed and total lectures that count towards the course's progress (all but SCORM). */
async function countLectures(db: Db, userId: number, courseId: number): Promise<{ completed: number; total: number }> {
  const rows = await db
    .select({ type: courseLectures.lectureType, completedAt: lectureProgress.completedAt })
    .from(courseLectures)
    .leftJoin(lectureProgress, and(eq(lectureProgress.lectureId, courseLectures.id), eq(lectureProgress.userId, userId)))
    .where(eq(courseLectures.courseId, courseId));
  const counted = rows.filter((r) => countsTowardProgress(r.type));
  return { completed: counted.filter((r) => r.completedAt !== null).length, total: counted.length };
}

/** Recomputes the enrollment's progress from the completed lectures and, at 100 %, decides the certificate. */
export async function settleCourse(db: Db, userId: number, courseId: number, now: Date): Promise<{ progressPercent: number | null } & Evaluation> {
  // Locking the enrollment serialises every event of this learner in this course: two lectures
  // completed at once both see the other's row, and only one of them issues the certificate.
  const [enrollment] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .for('update')
    .limit(1);
  const { completed, total } = await countLectures(db, userId, courseId);
  const percent = courseProgressPercent(completed, total);
  // No enrollment, no certificate (see the top of this file): only the lectures are reported.
  if (!enrollment) return { progressPercent: null, issued: false, blockers: percent >= 100 ? [] : ['lectures'] };
  await db
    .update(enrollments)
    .set({ progressPercent: percent, completedAt: percent >= 100 ? sql`coalesce(${enrollments.completedAt}, ${now})` : enrollments.completedAt })
    .where(eq(enrollments.id, enrollment.id));
  if (percent < 100) return { progressPercent: percent, issued: false, blockers: ['lectures'] };
  return { progressPercent: percent, ...(await evaluateCertificate(db, userId, courseId, percent, now)) };
}

/** The enrollment's progress as it stands (nothing changed). */
export async function currentProgress(db: Db, userId: number, courseId: number): Promise<{ progressPercent: number | null }> {
  const [row] = await db
    .select({ progressPercent: enrollments.progressPercent })
    .from(enrollments)
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return { progressPercent: row?.progressPercent ?? null };
}

/** Completes the lecture (enrolling first when asked) and settles its course: the common end of every completing event. */
export async function completeAndSettle(db: Db, userId: number, lecture: LectureRow, enrollAs: EnrollmentType | undefined, now: Date): Promise<ProgressOutcome> {
  await ensureEnrollment(db, userId, lecture.courseId, enrollAs, now);
  await markCompleted(db, userId, lecture, now);
  const settled = await settleCourse(db, userId, lecture.courseId, now);
  return {
    lectureId: lecture.id,
    courseId: lecture.courseId,
    lectureCompleted: true,
    progressPercent: settled.progressPercent,
    certificateIssued: settled.issued,
    certificateBlockers: settled.blockers,
  };
}

/**
 * Issues the course certificate when it is due and not issued yet (idempotent): for the events
 * that can satisfy a requirement after the last lecture — a mentor approving the final project,
 * a quiz attempt passing (also a DEVELOPMENT answer graded later). Without an enrollment, or with
 * lectures still open, nothing happens.
 */
export async function issueCertificateIfComplete(db: Db, userId: number, courseId: number, now: Date = new Date()): Promise<Evaluation & { progressPercent: number | null }> {
  return db.transaction(async (tx) => settleCourse(tx, userId, courseId, now));
}
