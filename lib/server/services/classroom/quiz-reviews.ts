import 'server-only';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { quizAttempts } from '@/lib/server/db/schema';
import type { QuizReviews } from '@/lib/domain/learning/lecture-content';
import { clampPercent } from '@/lib/domain/learning/progress';
import type { Result } from '@/lib/server/services/learning/result';
import { completeAndSettle } from './course-settlement';
import { findLecture } from './lecture-row';
import type { ProgressOutcome } from './progress-outcome';
import { attemptColumns, attemptRecord, type QuizAttemptRecord } from './quiz-attempts';

export type QuizReviewRecord = {
  attemptId: number;
  /** The grade the caller computed with the verdicts (lib/domain/learning/classroom/quiz-review.ts). */
  scorePercent: number;
  passed: boolean;
  reviews: QuizReviews;
  reviewerUserId: number;
  /** The reviewer's comment to the learner, already trimmed and bounded by the caller; null: none. */
  comment: string | null;
  now?: Date;
};

/**
 * Records a person's review of an attempt that waited for one: its final score, passed, the
 * verdicts and who reviewed, with needs_review cleared; then settles the course exactly as a
 * handed-in attempt does (completeAndSettle: the quiz lecture completed, the progress recomputed
 * and, when nothing else blocks it, the certificate — a pass at a CUMULATIVE quiz may be the last
 * QUIZ_EVALUATION requirement). One transaction. An attempt that does not await a review
 * (open, never needed one, reviewed already) is 'notPending'; who may review is the caller's rule.
 */
export async function recordQuizReview(db: Db, input: QuizReviewRecord): Promise<Result<ProgressOutcome & { attempt: QuizAttemptRecord }, 'notPending' | 'notFound'>> {
  const now = input.now ?? new Date();
  const score = clampPercent(input.scorePercent);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(quizAttempts)
      .set({ scorePercent: score, passed: input.passed, needsReview: false, reviews: input.reviews, reviewedAt: now, reviewedBy: input.reviewerUserId, reviewComment: input.comment })
      .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.needsReview, true), isNotNull(quizAttempts.submittedAt)))
      .returning({ ...attemptColumns, userId: quizAttempts.userId, lectureId: quizAttempts.lectureId });
    if (!attempt) return { ok: false as const, error: 'notPending' as const };
    const lecture = await findLecture(tx, attempt.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    // The learner's enrollment already exists (their submission made it): nothing to enroll as.
    const outcome = await completeAndSettle(tx, attempt.userId, lecture, undefined, now);
    return { ok: true as const, data: { ...outcome, attempt: attemptRecord(attempt) } };
  });
}
