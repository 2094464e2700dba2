import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { certificates, courseLectures, courses, projects, quizAttempts } from '@/lib/server/db/schema';
import { newCertificateCode } from '@/lib/domain/learning/certificate-code';
import { certificateBlockers, type CertificateBlocker } from '@/lib/domain/learning/course-completion';
import { parseLectureContent } from '@/lib/domain/learning/lecture-content';

/** Whether this event issued the certificate, and what still blocks it. */
export type Evaluation = { issued: boolean; blockers: CertificateBlocker[] };

/**
 * Decides the certificate of (user, course) inside the caller's transaction, with the enrollment
 * row locked by the caller: issues it when nothing blocks it (once), and marks the learner's
 * approved projects of the course CERTIFIED (lib/domain/learning/project-status.ts).
 */
export async function evaluateCertificate(db: Db, userId: number, courseId: number, progressPercent: number, now: Date): Promise<Evaluation> {
  const [course] = await db.select({ evaluation: courses.projectEvaluation }).from(courses).where(eq(courses.id, courseId)).limit(1);
  if (!course) return { issued: false, blockers: ['lectures'] };
  const [quizRows, passedRows, projectRows] = await Promise.all([
    db
      .select({ id: courseLectures.id, content: courseLectures.content })
      .from(courseLectures)
      .where(and(eq(courseLectures.courseId, courseId), eq(courseLectures.lectureType, 'QUIZ'))),
    db
      .selectDistinct({ lectureId: quizAttempts.lectureId })
      .from(quizAttempts)
      .innerJoin(courseLectures, eq(courseLectures.id, quizAttempts.lectureId))
      .where(and(eq(quizAttempts.userId, userId), eq(courseLectures.courseId, courseId), isNotNull(quizAttempts.submittedAt), eq(quizAttempts.passed, true))),
    db.select({ status: projects.status }).from(projects).where(and(eq(projects.userId, userId), eq(projects.courseId, courseId))),
  ]);
  const passed = new Set(passedRows.map((r) => r.lectureId));
  const blockers = certificateBlockers(course.evaluation, {
    lecturesDone: progressPercent >= 100,
    // A quiz whose content is missing or invalid cannot be taken: it is judged as cumulative, so
    // a broken quiz withholds a QUIZ_EVALUATION certificate rather than waiving it.
    quizzes: quizRows.map((q) => {
      const content = parseLectureContent(q.content);
      return { mode: content?.type === 'QUIZ' ? content.settings.mode : 'CUMULATIVE', passed: passed.has(q.id) };
    }),
    projectStatuses: projectRows.map((p) => p.status),
  });
  if (blockers.length > 0) return { issued: false, blockers };
  const inserted = await db
    .insert(certificates)
    .values({ userId, courseId, code: newCertificateCode(), issuedAt: now })
    .onConflictDoNothing()
    .returning({ id: certificates.id });
  if (inserted.length > 0) {
    await db
      .update(projects)
      .set({ status: 'CERTIFIED' })
      .where(and(eq(projects.userId, userId), eq(projects.courseId, courseId), eq(projects.status, 'FINISHED')));
  }
  return { issued: inserted.length > 0, blockers: [] };
}
