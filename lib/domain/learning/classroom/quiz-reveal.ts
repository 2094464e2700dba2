/**
 * What a learner may see of a quiz's answers, and when (spec §3 "Quiz settings": show answer
 * immediately, at the end or never). Everything that goes to the browser about a quiz is built
 * here, so a right answer can only leave the server when the policy allows it: the public
 * question type has no answer field, and the review of a question carries the right options only
 * when revealed.
 *
 * Decisions:
 * - IMMEDIATELY: once the learner confirms an answer, that question is locked and shows whether
 *   it was right and the right options (the server must keep that answer: it was revealed);
 *   after the attempt, every question.
 * - AT_END: nothing during the attempt; after it is handed in (or runs out of time), every
 *   question with its right options.
 * - NEVER: the score and the outcome only — not even which questions were wrong, since with few
 *   options that is the right answer by elimination over a few attempts.
 */
import type { QuizGrade, QuizOutcome, QuestionGrade } from './quiz-grading';
import type { PublicQuizQuestion, QuizQuestion, QuizSettings } from './quiz-settings';

/** 'answering': the attempt is open; 'answered': one question confirmed during it; 'finished': the attempt ended. */
export type RevealPhase = 'answering' | 'answered' | 'finished';

export type RevealPolicy = {
  /** Whether each answer was right. */
  correctness: boolean;
  /** The right options (and the author's explanation). */
  correctAnswers: boolean;
};

const NOTHING: RevealPolicy = { correctness: false, correctAnswers: false };
const EVERYTHING: RevealPolicy = { correctness: true, correctAnswers: true };

export function revealPolicy(settings: Pick<QuizSettings, 'showAnswers'>, phase: RevealPhase): RevealPolicy {
  switch (settings.showAnswers) {
    case 'IMMEDIATELY':
      return phase === 'answering' ? NOTHING : EVERYTHING;
    case 'AT_END':
      return phase === 'finished' ? EVERYTHING : NOTHING;
    case 'NEVER':
      return NOTHING;
  }
}

/** The question for the browser: the right options and the explanation stay on the server. */
export function toPublicQuestion(question: QuizQuestion): PublicQuizQuestion {
  return {
    id: question.id,
    type: question.type,
    prompt: question.prompt,
    options: question.options.map((o) => ({ id: o.id, text: o.text })),
    points: question.points,
  };
}

/** What the browser learns about one question after answering it. */
export type QuestionReview = {
  questionId: string;
  /** null: a written answer waiting for a reviewer. */
  correct: boolean | null;
  /** Present only when the policy reveals the right answers. */
  correctOptionIds?: string[];
  explanation?: string | null;
};

function review(question: QuizQuestion, grade: QuestionGrade, policy: RevealPolicy): QuestionReview | null {
  if (!policy.correctness) return null;
  const base: QuestionReview = { questionId: question.id, correct: grade.correct };
  if (!policy.correctAnswers) return base;
  return { ...base, correctOptionIds: [...question.correctOptionIds], explanation: question.explanation ?? null };
}

/** The feedback on one confirmed answer during an attempt; null when the policy shows nothing yet. */
export function answeredQuestionReview(question: QuizQuestion, grade: QuestionGrade, settings: Pick<QuizSettings, 'showAnswers'>): QuestionReview | null {
  return review(question, grade, revealPolicy(settings, 'answered'));
}

/** The result of a finished attempt as the browser receives it. */
export type PublicQuizResult = {
  scorePercent: number;
  approvalThreshold: number;
  outcome: QuizOutcome;
  needsReview: boolean;
  countsTowardCourse: boolean;
  /** One entry per question the policy lets the learner review, in quiz order; empty for NEVER. */
  review: QuestionReview[];
};

export function publicQuizResult(questions: readonly QuizQuestion[], grade: QuizGrade, settings: Pick<QuizSettings, 'showAnswers'>): PublicQuizResult {
  const policy = revealPolicy(settings, 'finished');
  const grades = new Map(grade.questions.map((g) => [g.questionId, g]));
  const reviews: QuestionReview[] = [];
  for (const q of questions) {
    const g = grades.get(q.id);
    const r = g ? review(q, g, policy) : null;
    if (r) reviews.push(r);
  }
  return {
    scorePercent: grade.scorePercent,
    approvalThreshold: grade.approvalThreshold,
    outcome: grade.outcome,
    needsReview: grade.needsReview,
    countsTowardCourse: grade.countsTowardCourse,
    review: reviews,
  };
}
