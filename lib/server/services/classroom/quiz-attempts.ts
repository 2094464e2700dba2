import 'server-only';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { quizAttempts } from '@/lib/server/db/schema';
import type { QuizAnswers, QuizReviews } from '@/lib/domain/learning/lecture-content';
import { clampPercent } from '@/lib/domain/learning/progress';
import type { Result } from '@/lib/server/services/learning/result';
import { completeAndSettle } from './course-settlement';
import { findLecture } from './lecture-row';
import type { EnrollmentType, ProgressOutcome } from './progress-outcome';

/**
 * One stored quiz attempt. This module is storage only: grading is the caller's, with the
 * classroom's pure quiz rules.
 */
export type QuizAttemptRecord = {
  id: number;
  startedAt: Date;
  submittedAt: Date | null;
  answers: QuizAnswers | null;
  scorePercent: number | null;
  passed: boolean;
  needsReview: boolean;
  /** A reviewer's verdicts on the written answers (null until reviewed). */
  reviews: QuizReviews | null;
  /** The reviewer's written comment to the learner (null: none, or not reviewed). */
  reviewComment: string | null;
};

/** The columns of an attempt's record (quiz-reviews.ts returns the same). */
export const attemptColumns = {
  id: quizAttempts.id,
  startedAt: quizAttempts.startedAt,
  submittedAt: quizAttempts.submittedAt,
  answers: quizAttempts.answers,
  scorePercent: quizAttempts.scorePercent,
  passed: quizAttempts.passed,
  needsReview: quizAttempts.needsReview,
  reviews: quizAttempts.reviews,
  reviewComment: quizAttempts.reviewComment,
};

/** The record of an attempt out of a row that has attemptColumns (and maybe more). */
export function attemptRecord(row: QuizAttemptRecord): QuizAttemptRecord {
  const { id, startedAt, submittedAt, answers, scorePercent, passed, needsReview, reviews, reviewComment } = row;
  return { id, startedAt, submittedAt, answers, scorePercent, passed, needsReview, reviews, reviewComment };
}

/** The learner's attempts at a quiz, newest first (the retry wait and the results read them). */
export async function listQuizAttempts(db: Db, userId: number, lectureId: number): Promise<QuizAttemptRecord[]> {
  return db
    .select(attemptColumns)
    .from(quizAttempts)
    .where(and(eq(quizAttempts.userId, userId), eq(quizAttempts.lectureId, lectureId)))
    .orderBy(desc(quizAttempts.startedAt), desc(quizAttempts.id));
}

/**
 * The open attempt at a quiz, started now when there is none (at most one open per learner and
 * quiz: quiz_attempts_one_open). Whether a new attempt may start yet (the retry wait) is the
 * caller's rule to apply first; the start time is what a duration limit counts from.
 */
export async function openQuizAttempt(db: Db, input: { userId: number; lectureId: number; now?: Date }): Promise<Result<QuizAttemptRecord, 'notFound' | 'notQuiz'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (lecture.content?.type !== 'QUIZ') return { ok: false as const, error: 'notQuiz' as const };
    await tx.insert(quizAttempts).values({ userId: input.userId, lectureId: lecture.id, startedAt: now }).onConflictDoNothing();
    const [open] = await tx
      .select(attemptColumns)
      .from(quizAttempts)
      .where(and(eq(quizAttempts.userId, input.userId), eq(quizAttempts.lectureId, lecture.id), isNull(quizAttempts.submittedAt)))
      .limit(1);
    return { ok: true as const, data: open };
  });
}

export type QuizSubmission = {
  userId: number;
  attemptId: number;
  answers: QuizAnswers;
  /** The grade the server computed from the full quiz (loadQuizForGrading). */
  scorePercent: number;
  passed: boolean;
  needsReview: boolean;
  enrollAs?: EnrollmentType;
  now?: Date;
};

/**
 * Submits an open attempt with its grade, completes the quiz lecture (a submitted attempt
 * completes it, passed or not: passing is what QUIZ_EVALUATION asks for the certificate) and
 * settles the course, all in one transaction. A submitted or someone else's attempt is 'notOpen'.
 */
export async function submitQuizAttempt(db: Db, input: QuizSubmission): Promise<Result<ProgressOutcome & { attempt: QuizAttemptRecord }, 'notOpen' | 'notFound'>> {
  const now = input.now ?? new Date();
  const score = clampPercent(input.scorePercent);
  return db.transaction(async (tx) => {
    const [attempt] = await tx
      .update(quizAttempts)
      .set({ submittedAt: now, answers: input.answers, scorePercent: score, passed: input.passed && !input.needsReview, needsReview: input.needsReview })
      .where(and(eq(quizAttempts.id, input.attemptId), eq(quizAttempts.userId, input.userId), isNull(quizAttempts.submittedAt)))
      .returning({ ...attemptColumns, lectureId: quizAttempts.lectureId });
    if (!attempt) return { ok: false as const, error: 'notOpen' as const };
    const lecture = await findLecture(tx, attempt.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    const outcome = await completeAndSettle(tx, input.userId, lecture, input.enrollAs, now);
    return { ok: true as const, data: { ...outcome, attempt: attemptRecord(attempt) } };
  });
}
