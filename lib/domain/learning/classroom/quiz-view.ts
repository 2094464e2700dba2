import type { PublicStartDecision } from './quiz-attempts';
import type { PublicQuizResult, QuestionReview } from './quiz-reveal';
import type { PublicQuizQuestion, QuizAnswer, QuizSettings } from './quiz-settings';

/**
 * What the server hands the quiz island and the quiz form shows: plain data, so the classroom
 * service and resolvers (lib/server, graphql) read the same types as the form without importing
 * a component (docs/architecture.md, "Zones").
 */

/** An open attempt: its questions reach the browser only once it has started (a timed quiz's clock starts with them). */
export type QuizAttemptView = {
  startedAt: string;
  /** The server's clock when it answered: the countdown corrects a wrong clock on the device with it. */
  serverNow: string;
  questions: PublicQuizQuestion[];
  /** IMMEDIATELY: answers already confirmed in this attempt (when resuming it), with their reviews. */
  confirmed?: { answer: QuizAnswer; review: QuestionReview }[];
};

/**
 * A finished attempt: the result as the reveal policy shaped it, with the questions and answers it
 * reviews and, once a person reviewed its written answers, their comment to the learner (if any).
 */
export type QuizFinishedView = { result: PublicQuizResult; questions: PublicQuizQuestion[]; answers: QuizAnswer[]; reviewComment?: string | null };

/**
 * What the classroom page reads on the server for a QUIZ lecture and hands to the quiz island:
 * everything QuizForm shows before the learner acts (its actions are the island's GraphQL calls).
 */
export type QuizViewData = {
  settings: QuizSettings;
  questionCount: number;
  /** May a new attempt start (canStartAttempt on the server, toPublicStartDecision). */
  availability: PublicStartDecision;
  /** The attempt in progress, if any: the form opens on it. */
  attempt: QuizAttemptView | null;
  /** The last finished attempt, shown until a new one starts. */
  lastResult: QuizFinishedView | null;
};
