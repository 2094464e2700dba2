/**
 * The quiz shapes the classroom's rules and the quiz island work with (spec §3 enumerations,
 * "Quiz settings": types SIMPLE, MULTIPLE, DEVELOPMENT; approval thresholds 50 to 100 percent;
 * durations 30, 45, 60, 120 minutes or none; retry waits 60, 120, 180, 240 minutes or none; show
 * answer immediately, at the end or never; cumulative or formative).
 *
 * The settings and the enumerations have ONE home, the stored lecture content
 * (lib/domain/learning/lecture-content.ts, the database's shape): they are imported from there as types
 * only, so the quiz island gets no zod. What is here is the rules' view of one quiz in the
 * learner's language — texts resolved, the right options as ids — built from the stored content
 * by the one adapter, quiz-content.ts.
 */
import type { QuestionType, QuizSettings } from '@/lib/domain/learning/lecture-content';

export type { QuestionType, QuizSettings };

export type QuizOption = { id: string; text: string };

/**
 * A question as the learner's browser receives it. It has no field for the right answer on
 * purpose: the server builds it with toPublicQuestion (quiz-reveal.ts), and the right answers
 * travel only in a QuestionReview, when the show-answers setting allows.
 */
export type PublicQuizQuestion = {
  id: string;
  type: QuestionType;
  prompt: string;
  /** The choices of SIMPLE and MULTIPLE questions, in display order; empty for DEVELOPMENT. */
  options: QuizOption[];
  /** Weight in the score (the stored quizzes weigh every question 1). */
  points: number;
};

/** A question as the server grades it: the public part plus the right options. */
export type QuizQuestion = PublicQuizQuestion & {
  /** SIMPLE: exactly one id; MULTIPLE: one or more; DEVELOPMENT: none (a person reviews it). */
  correctOptionIds: string[];
  /** Shown with the right answer when revealed, if the author wrote one. */
  explanation?: string | null;
};

/** One answer of an attempt: option ids for SIMPLE / MULTIPLE, text for DEVELOPMENT. */
export type QuizAnswer = { questionId: string; optionIds?: string[]; text?: string };

/** Longest written answer to a DEVELOPMENT question (characters). */
export const MAX_DEVELOPMENT_ANSWER_LENGTH = 5000;
