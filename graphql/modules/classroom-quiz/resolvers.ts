import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { parseEntityId } from '@/lib/domain/graphql/global-id';
import type { PublicStartDecision } from '@/lib/domain/learning/classroom/quiz-attempts';
import type { QuizOutcome } from '@/lib/domain/learning/classroom/quiz-grading';
import type { PublicQuizResult, QuestionReview } from '@/lib/domain/learning/classroom/quiz-reveal';
import type { QuizAnswer } from '@/lib/domain/learning/classroom/quiz-settings';
import { confirmQuizAnswer, startQuiz, submitQuiz, type QuizResult, type QuizServiceError } from '@/lib/server/services/classroom/quiz-session';
import type { QuizAttemptView } from '@/lib/domain/learning/classroom/quiz-view';
import { refusedWith, requireViewerId, succeeded } from '@/graphql/errors';
import { publicEnv } from '@/lib/domain/config/public-env';
import type { Locale } from '@/lib/domain/i18n/routing';

/**
 * Thin resolvers over lib/server/services/classroom/quiz-session.ts (which asks the access rule, grades
 * and enforces the time limit and the retry wait). Payloads follow the learning module: success,
 * translated errors, the data.
 */

/** Every refusal of the quiz (its service's codes and the sign-in one): `lectureProgress.quiz.<code>` in the catalog. */
export type QuizMessageKey = QuizServiceError | 'unauthenticated';

const SIGN_IN_FIRST = 'lectureProgress.quiz.unauthenticated' satisfies `lectureProgress.quiz.${QuizMessageKey}`;

/** The zone the retry time is written in: the app's (lib/server/i18n/request.ts), as the pages show times. */
const TIME_ZONE = publicEnv().timeZone;

/** "3 de mayo de 2026, 10:30": the end of the retry wait as the learner's language writes it. */
export function retryWhen(locale: Locale, until: Date | undefined): string {
  return until ? new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short', timeZone: TIME_ZONE }).format(until) : '';
}

/** The lecture id argument (global id of a Lecture or a bare number); 0 (no lecture) when unreadable. */
function lectureIdOf(value: string): number {
  return parseEntityId(value.trim(), 'Lecture') ?? 0;
}

const OUTCOMES = { passed: 'PASSED', failed: 'FAILED', 'pending-review': 'PENDING_REVIEW' } as const satisfies Record<QuizOutcome, string>;

function availabilityView(d: PublicStartDecision) {
  if (d.allowed) return { allowed: true, reason: null, startedAt: null, deadline: null, until: null };
  return {
    allowed: false,
    reason: d.reason,
    startedAt: d.reason === 'IN_PROGRESS' ? d.startedAt : null,
    deadline: d.reason === 'IN_PROGRESS' ? d.deadline : null,
    until: d.reason === 'RETRY_WAIT' ? d.until : null,
  };
}

function reviewView(r: QuestionReview) {
  return { questionId: r.questionId, correct: r.correct, correctOptionIds: r.correctOptionIds ?? null, explanation: r.explanation ?? null };
}

function answerView(a: QuizAnswer) {
  return { questionId: a.questionId, optionIds: a.optionIds ?? null, text: a.text ?? null };
}

function resultView(r: PublicQuizResult) {
  return { ...r, outcome: OUTCOMES[r.outcome], review: r.review.map(reviewView) };
}

function attemptView(a: QuizAttemptView & { deadline: string | null }) {
  return {
    startedAt: a.startedAt,
    serverNow: a.serverNow,
    deadline: a.deadline,
    questions: a.questions,
    confirmed: (a.confirmed ?? []).map((c) => ({ answer: answerView(c.answer), review: reviewView(c.review) })),
  };
}

/** A refusal as the payload's one error (the retry wait with its end, in words and in `availability`). */
function refusal(ctx: GraphQLContext, result: Extract<QuizResult<unknown>, { ok: false }>) {
  const field = result.error === 'invalidAnswers' || result.error === 'answerTooLong' || result.error === 'emptyAnswer' ? 'answers' : null;
  return refusedWith(ctx, `lectureProgress.quiz.${result.error satisfies QuizMessageKey}`, field, { when: retryWhen(ctx.locale, result.until) });
}

/** GraphQL input → the service's answer (absent lists and texts stay absent; the service validates). */
function answerInput(a: { questionId: string; optionIds?: readonly string[] | null; text?: string | null }): QuizAnswer {
  return { questionId: a.questionId, ...(a.optionIds ? { optionIds: [...a.optionIds] } : {}), ...(typeof a.text === 'string' ? { text: a.text } : {}) };
}

export const resolvers: Resolvers = {
  Mutation: {
    startQuizAttempt: async (_parent, { lectureId }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const result = await startQuiz(await ctx.db(), { userId, lectureId: lectureIdOf(lectureId), locale: ctx.locale });
      if (!result.ok) {
        const availability = result.error === 'retryWait' && result.until ? availabilityView({ allowed: false, reason: 'RETRY_WAIT', until: result.until.toISOString() }) : null;
        return { ...refusal(ctx, result), attempt: null, availability };
      }
      return { ...succeeded(), attempt: attemptView(result.data), availability: null };
    },
    submitQuizAttempt: async (_parent, { lectureId, answers }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const result = await submitQuiz(await ctx.db(), { userId, lectureId: lectureIdOf(lectureId), locale: ctx.locale, answers: answers.map(answerInput) });
      if (!result.ok) return { ...refusal(ctx, result), result: null, next: null, progressPercent: null, certificateIssued: false };
      const { data } = result;
      return { ...succeeded(), result: resultView(data.result), next: availabilityView(data.next), progressPercent: data.progressPercent, certificateIssued: data.certificateIssued };
    },
    confirmQuizAnswer: async (_parent, { lectureId, answer }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const result = await confirmQuizAnswer(await ctx.db(), { userId, lectureId: lectureIdOf(lectureId), locale: ctx.locale, answer: answerInput(answer) });
      if (!result.ok) return { ...refusal(ctx, result), review: null };
      return { ...succeeded(), review: reviewView(result.data) };
    },
  },
};
