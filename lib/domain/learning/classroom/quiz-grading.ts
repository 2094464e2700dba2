/**
 * Grading a quiz attempt (spec §3 "Quiz settings"; issue 15: "graded on the server"). Pure: the
 * server grades with it; nothing of it needs to reach the browser.
 *
 * Decisions:
 * - SIMPLE and MULTIPLE are all or nothing: a MULTIPLE question scores only when the chosen set
 *   is exactly the right set. Partial credit would reward ticking every box.
 * - DEVELOPMENT answers are read by a person. Until reviewed they earn nothing and the attempt
 *   may be "pending review"; a blank written answer is simply wrong (nothing to review).
 * - The score is earned points over all points, shown rounded down: with a whole-number
 *   threshold, "shown score ≥ threshold" and "real score ≥ threshold" then always agree
 *   (69.9 % shows 69 % and fails a 70 % quiz).
 * - Outcome with reviews pending: passed when the points already earned reach the threshold
 *   (reviews can only add), failed when even all pending answers right could not reach it,
 *   otherwise pending review.
 * - CUMULATIVE quizzes count toward the course (a QUIZ_EVALUATION certificate needs a pass at
 *   each); FORMATIVE ones are practice. When a quiz lecture counts as completed is the course's
 *   rule (lib/domain/learning/course-completion.ts: once an attempt is handed in).
 */
import type { PublicQuizQuestion, QuizAnswer, QuizQuestion, QuizSettings } from './quiz-settings';

export type QuizOutcome = 'passed' | 'failed' | 'pending-review';

export type QuestionGrade = {
  questionId: string;
  type: PublicQuizQuestion['type'];
  points: number;
  earned: number;
  answered: boolean;
  /** null: a written answer waiting for a reviewer. */
  correct: boolean | null;
};

export type QuizGrade = {
  /** Earned points over all points, whole percent rounded down. */
  scorePercent: number;
  /** The score if every answer awaiting review were judged right (equals scorePercent when none waits). */
  maxPossiblePercent: number;
  approvalThreshold: number;
  outcome: QuizOutcome;
  /** Some written answer awaits a reviewer. */
  needsReview: boolean;
  /** CUMULATIVE: the outcome counts for the course; FORMATIVE: practice only. */
  countsTowardCourse: boolean;
  questions: QuestionGrade[];
};

/** A reviewer's verdict on written answers, by question id. */
export type DevelopmentReviews = Readonly<Record<string, boolean>>;

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  const left = new Set(a);
  const right = new Set(b);
  if (left.size !== right.size) return false;
  for (const x of left) if (!right.has(x)) return false;
  return true;
}

function weight(question: Pick<PublicQuizQuestion, 'points'>): number {
  return Number.isFinite(question.points) && question.points > 0 ? question.points : 1;
}

/** One question against one answer (also what the IMMEDIATELY setting reveals after each answer). */
export function gradeQuestion(question: QuizQuestion, answer: QuizAnswer | undefined, reviews: DevelopmentReviews = {}): QuestionGrade {
  const points = weight(question);
  const base = { questionId: question.id, type: question.type, points };
  if (question.type === 'DEVELOPMENT') {
    const answered = (answer?.text ?? '').trim().length > 0;
    if (!answered) return { ...base, answered, correct: false, earned: 0 };
    const verdict = Object.hasOwn(reviews, question.id) ? reviews[question.id] : null;
    return { ...base, answered, correct: verdict, earned: verdict ? points : 0 };
  }
  const chosen = answer?.optionIds ?? [];
  const answered = chosen.length > 0;
  const correct = answered && question.correctOptionIds.length > 0 && sameSet(chosen, question.correctOptionIds);
  return { ...base, answered, correct, earned: correct ? points : 0 };
}

function percentOf(part: number, total: number): number {
  // Rounded down; the tiny epsilon keeps 0.7 × 100 from becoming 69.99… → 69.
  return total > 0 ? Math.min(100, Math.floor((part * 100) / total + 1e-9)) : 100;
}

/**
 * Grades an attempt. Answers to questions that are not in the quiz are ignored; a question with
 * no answer is wrong. A quiz without questions cannot be failed (100 %, passed).
 */
export function gradeQuiz(questions: readonly QuizQuestion[], answers: readonly QuizAnswer[], settings: Pick<QuizSettings, 'approvalThreshold' | 'mode'>, reviews: DevelopmentReviews = {}): QuizGrade {
  const byQuestion = new Map(answers.map((a) => [a.questionId, a]));
  const grades = questions.map((q) => gradeQuestion(q, byQuestion.get(q.id), reviews));
  const total = grades.reduce((n, g) => n + g.points, 0);
  const earned = grades.reduce((n, g) => n + g.earned, 0);
  const pending = grades.reduce((n, g) => n + (g.correct === null ? g.points : 0), 0);
  const scorePercent = percentOf(earned, total);
  const maxPossiblePercent = percentOf(earned + pending, total);
  const threshold = settings.approvalThreshold;
  const outcome: QuizOutcome = scorePercent >= threshold ? 'passed' : maxPossiblePercent < threshold ? 'failed' : 'pending-review';
  return {
    scorePercent,
    maxPossiblePercent,
    approvalThreshold: threshold,
    outcome,
    needsReview: pending > 0,
    countsTowardCourse: settings.mode === 'CUMULATIVE',
    questions: grades,
  };
}
