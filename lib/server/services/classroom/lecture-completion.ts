import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { quizAttempts, surveyResponses } from '@/lib/server/db/schema';
import { completionMode } from '@/lib/domain/learning/course-completion';
import type { Result } from '@/lib/server/services/learning/result';
import { completeAndSettle } from './course-settlement';
import { findLecture } from './lecture-row';
import type { EnrollmentType, ProgressOutcome } from './progress-outcome';

export type CompleteError = 'notFound' | 'needsPlayback' | 'needsQuizAttempt' | 'needsSurveyResponse' | 'notCompletable';

/**
 * Completes a lecture that is not completed by watching it: an exercise, a PDF, an embedded
 * page, a break (by the learner), a quiz once an attempt was submitted, a survey once answered.
 * A video is refused (watching completes it), and so is SCORM (it cannot run here). Idempotent:
 * completing again changes nothing and never issues a second certificate.
 */
export async function completeLecture(
  db: Db,
  input: { userId: number; lectureId: number; enrollAs?: EnrollmentType; now?: Date },
): Promise<Result<ProgressOutcome, CompleteError>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    const mode = completionMode(lecture.lectureType, lecture.content);
    if (mode === 'playback') return { ok: false as const, error: 'needsPlayback' as const };
    if (mode === 'none') return { ok: false as const, error: 'notCompletable' as const };
    if (mode === 'quiz' && !(await hasSubmittedAttempt(tx, input.userId, lecture.id))) return { ok: false as const, error: 'needsQuizAttempt' as const };
    if (mode === 'survey' && !(await hasSurveyResponse(tx, input.userId, lecture.id))) return { ok: false as const, error: 'needsSurveyResponse' as const };
    return { ok: true as const, data: await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now) };
  });
}

async function hasSubmittedAttempt(db: Db, userId: number, lectureId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: quizAttempts.id })
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, lectureId), isNotNull(quizAttempts.submittedAt)))
    .limit(1);
  return Boolean(row);
}

async function hasSurveyResponse(db: Db, userId: number, lectureId: number): Promise<boolean> {
  const [row] = await db.select({ userId: surveyResponses.userId }).from(surveyResponses).where(and(eq(surveyResponses.userId, userId), eq(surveyResponses.lectureId, lectureId))).limit(1);
  return Boolean(row);
}
