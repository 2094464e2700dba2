import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { surveyResponses } from '@/lib/server/db/schema';
import type { SurveyAnswers } from '@/lib/domain/learning/lecture-content';
import type { Result } from '@/lib/server/services/learning/result';
import { completeAndSettle } from './course-settlement';
import { findLecture } from './lecture-row';
import type { EnrollmentType, ProgressOutcome } from './progress-outcome';

/**
 * Stores the learner's answers to a survey (once: a second send keeps the first answers) and
 * completes the lecture, in one transaction. The answers are checked against the survey by the
 * caller (lib/domain/learning/survey-answers.ts) before this is called.
 */
export async function saveSurveyResponse(
  db: Db,
  input: { userId: number; lectureId: number; answers: SurveyAnswers; enrollAs?: EnrollmentType; now?: Date },
): Promise<Result<ProgressOutcome & { alreadyAnswered: boolean }, 'notFound' | 'notSurvey'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (lecture.content?.type !== 'SURVEY') return { ok: false as const, error: 'notSurvey' as const };
    const inserted = await tx
      .insert(surveyResponses)
      .values({ userId: input.userId, lectureId: lecture.id, answers: input.answers, createdAt: now })
      .onConflictDoNothing()
      .returning({ userId: surveyResponses.userId });
    const outcome = await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now);
    return { ok: true as const, data: { ...outcome, alreadyAnswered: inserted.length === 0 } };
  });
}
