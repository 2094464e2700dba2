/**
 * A person's review of the written answers of a quiz attempt (issue 15; spec §3 "Quiz settings":
 * DEVELOPMENT questions are graded by a person). Pure; the server uses it with the stored quiz
 * and answers (quiz-content.ts), the grading itself stays in quiz-grading.ts.
 *
 * Decisions:
 * - The reviewer judges each written answer as accepted or not: the stored quizzes weigh every
 *   question 1 point (quiz-content.ts), so a verdict is all the points or none, like SIMPLE and
 *   MULTIPLE questions (all or nothing).
 * - Only answers that wait for a person are judged: a DEVELOPMENT question left blank is already
 *   wrong (quiz-grading.ts) and has nothing to read.
 * - The verdicts must cover exactly those answers, once each: a partial review would leave the
 *   attempt half-decided, and a verdict for any other question would grade what the rules grade.
 */
import { gradeQuiz, type DevelopmentReviews } from './quiz-grading';
import type { QuizAnswer, QuizQuestion, QuizSettings } from './quiz-settings';

/**
 * The longest comment a reviewer may leave the learner with a review: room for a few paragraphs
 * of feedback on written answers (themselves at most MAX_DEVELOPMENT_ANSWER_LENGTH).
 */
export const MAX_REVIEW_COMMENT_LENGTH = 2000;

/** A reviewer's comment as stored: trimmed, and null when nothing is left to say. */
export function reviewComment(text: string | null | undefined): string | null {
  const trimmed = text?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** One verdict sent by the reviewer. */
export type ReviewVerdict = { questionId: string; accepted: boolean };

export type ReviewVerdictsError =
  /** A written answer awaiting review has no verdict. */
  | 'missing'
  /** A verdict names a question that has no written answer awaiting review. */
  | 'unexpected'
  /** Two verdicts for one question. */
  | 'duplicate';

/** The questions of an attempt whose written answers await a person, in the quiz's order. */
export function questionsAwaitingReview(questions: readonly QuizQuestion[], answers: readonly QuizAnswer[]): QuizQuestion[] {
  const waiting = new Set(
    gradeQuiz(questions, answers, { approvalThreshold: 100, mode: 'FORMATIVE' })
      .questions.filter((g) => g.correct === null)
      .map((g) => g.questionId),
  );
  return questions.filter((q) => waiting.has(q.id));
}

/** The verdicts as quiz-grading's reviews, when they cover exactly the answers awaiting review. */
export function matchReviewVerdicts(
  awaitingIds: readonly string[],
  verdicts: readonly ReviewVerdict[],
): { ok: true; reviews: DevelopmentReviews } | { ok: false; error: ReviewVerdictsError } {
  const awaiting = new Set(awaitingIds);
  const reviews: Record<string, boolean> = {};
  for (const v of verdicts) {
    if (!awaiting.has(v.questionId)) return { ok: false, error: 'unexpected' };
    if (Object.hasOwn(reviews, v.questionId)) return { ok: false, error: 'duplicate' };
    reviews[v.questionId] = v.accepted;
  }
  if (Object.keys(reviews).length !== awaiting.size) return { ok: false, error: 'missing' };
  return { ok: true, reviews };
}

/**
 * The attempt's final grade with the verdicts: the score over every question (rounded down, as
 * quiz-grading.ts) and whether it reaches the quiz's approval threshold. With every written answer
 * judged nothing is pending any more.
 */
export function gradeReviewedAttempt(
  questions: readonly QuizQuestion[],
  answers: readonly QuizAnswer[],
  settings: Pick<QuizSettings, 'approvalThreshold' | 'mode'>,
  reviews: DevelopmentReviews,
): { scorePercent: number; passed: boolean } {
  const grade = gradeQuiz(questions, answers, settings, reviews);
  return { scorePercent: grade.scorePercent, passed: grade.outcome === 'passed' };
}
