'use client';

import { useTranslations } from 'next-intl';
import {
  ConfirmQuizAnswerDocument,
  StartQuizAttemptDocument,
  SubmitQuizAttemptDocument,
  type QuizOutcome as GqlOutcome,
  type SubmitQuizAttemptMutation,
} from '@/graphql/generated/classroom/graphql';
import { graphqlRequest } from '@/lib/client/graphql-request/request';
import type { PublicStartDecision } from '@/lib/domain/learning/classroom/quiz-attempts';
import type { QuizOutcome } from '@/lib/domain/learning/classroom/quiz-grading';
import type { QuestionReview } from '@/lib/domain/learning/classroom/quiz-reveal';
import type { QuizAnswer } from '@/lib/domain/learning/classroom/quiz-settings';
import type { ClassroomActionResult } from './action-result';
import type { QuizAttemptView, QuizViewData } from '@/lib/domain/learning/classroom/quiz-view';
import { QuizForm, type QuizSubmitResult } from './QuizForm';

/**
 * The quiz of a classroom lecture (issue 15 item 3): QuizForm with its first state from the
 * server render (loadQuizView) and its actions as the `private` endpoint's mutations
 * (graphql/modules/classroom-quiz), sent with the small fetch helper (no Apollo on the classroom
 * page). The server grades and decides; this only maps its answers to the form's shapes.
 */
export function ClassroomQuiz({ lectureId, initial }: { lectureId: number; initial: QuizViewData }) {
  const t = useTranslations('classroom.quiz');
  const id = String(lectureId);

  // A request that failed on the way (network, server error) reads as the form's generic message.
  const call = async <T, V>(document: Parameters<typeof graphqlRequest<T, V>>[0], variables: V) => {
    const res = await graphqlRequest(document, variables, { clientName: 'private' });
    return res.ok ? res.data : null;
  };

  const startAttempt = async (): Promise<ClassroomActionResult<QuizAttemptView>> => {
    const data = await call(StartQuizAttemptDocument, { lectureId: id });
    const payload = data?.startQuizAttempt;
    if (!payload) return { ok: false, error: t('error') };
    if (!payload.success || !payload.attempt) return { ok: false, error: messageOf(payload.errors) ?? t('error') };
    const a = payload.attempt;
    return {
      ok: true,
      data: {
        startedAt: a.startedAt,
        serverNow: a.serverNow,
        questions: a.questions,
        confirmed: a.confirmed.map((c) => ({ answer: toAnswer(c.answer), review: toReview(c.review) })),
      },
    };
  };

  const submit = async (answers: QuizAnswer[]): Promise<ClassroomActionResult<QuizSubmitResult>> => {
    const data = await call(SubmitQuizAttemptDocument, { lectureId: id, answers: answers.map(toInput) });
    const payload = data?.submitQuizAttempt;
    if (!payload) return { ok: false, error: t('error') };
    if (!payload.success || !payload.result || !payload.next) return { ok: false, error: messageOf(payload.errors) ?? t('error') };
    return { ok: true, data: { result: toResult(payload.result), next: toDecision(payload.next) } };
  };

  const confirmAnswer = async (answer: QuizAnswer): Promise<ClassroomActionResult<QuestionReview>> => {
    const data = await call(ConfirmQuizAnswerDocument, { lectureId: id, answer: toInput(answer) });
    const payload = data?.confirmQuizAnswer;
    if (!payload) return { ok: false, error: t('error') };
    if (!payload.success || !payload.review) return { ok: false, error: messageOf(payload.errors) ?? t('error') };
    return { ok: true, data: toReview(payload.review) };
  };

  return (
    <QuizForm
      {...initial}
      startAttempt={startAttempt}
      submit={submit}
      confirmAnswer={initial.settings.showAnswers === 'IMMEDIATELY' ? confirmAnswer : undefined}
    />
  );
}

// ---- GraphQL shapes → the form's ----

type Payload = NonNullable<SubmitQuizAttemptMutation['submitQuizAttempt']>;
type GqlReview = NonNullable<Payload['result']>['review'][number];

/** The server's translated messages, one per line; null when it sent none. */
function messageOf(errors: readonly { message: string }[]): string | null {
  return errors.length > 0 ? errors.map((e) => e.message).join('\n') : null;
}

function toInput(a: QuizAnswer) {
  return { questionId: a.questionId, optionIds: a.optionIds ?? null, text: a.text ?? null };
}

function toAnswer(a: { questionId: string; optionIds: string[] | null; text: string | null }): QuizAnswer {
  return { questionId: a.questionId, ...(a.optionIds ? { optionIds: a.optionIds } : {}), ...(a.text !== null ? { text: a.text } : {}) };
}

function toReview(r: GqlReview): QuestionReview {
  return { questionId: r.questionId, correct: r.correct, ...(r.correctOptionIds ? { correctOptionIds: r.correctOptionIds } : {}), explanation: r.explanation };
}

const OUTCOMES: Record<GqlOutcome, QuizOutcome> = { PASSED: 'passed', FAILED: 'failed', PENDING_REVIEW: 'pending-review' };

function toResult(r: NonNullable<Payload['result']>): QuizSubmitResult['result'] {
  return { ...r, outcome: OUTCOMES[r.outcome], review: r.review.map(toReview) };
}

function toDecision(n: NonNullable<Payload['next']>): PublicStartDecision {
  if (n.allowed || n.reason === null) return { allowed: true };
  switch (n.reason) {
    case 'IN_PROGRESS':
      return { allowed: false, reason: 'IN_PROGRESS', startedAt: n.startedAt ?? '', deadline: n.deadline };
    case 'RETRY_WAIT':
      return { allowed: false, reason: 'RETRY_WAIT', until: n.until ?? '' };
    default:
      return { allowed: false, reason: n.reason };
  }
}
