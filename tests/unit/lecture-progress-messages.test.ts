/**
 * Every code the classroom's progress services return (lib/server/services/classroom/,
 * lib/domain/learning/course-completion.ts, lib/domain/learning/survey-answers.ts) has its translated message in
 * the `lectureProgress` namespace, in es, pt and en: no code reaches a learner untranslated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { CertificateBlocker } from '@/lib/domain/learning/course-completion';
import { PROJECT_EVALUATIONS } from '@/lib/domain/learning/project-status';
import type { SurveyAnswerProblem } from '@/lib/domain/learning/survey-answers';
import type { QuizMessageKey } from '@/graphql/modules/classroom-quiz/resolvers';

const ERRORS = ['notFound', 'notPlayback', 'needsPlayback', 'needsQuizAttempt', 'needsSurveyResponse', 'notCompletable', 'notQuiz', 'notOpen', 'notSurvey'] as const;
const BLOCKERS: readonly CertificateBlocker[] = ['lectures', 'quizzes', 'project'];
// Every refusal of the quiz service (lib/server/services/classroom/quiz-session.ts) and its GraphQL module: a Record, so a new code fails to compile here until listed.
const QUIZ_CODES: Record<QuizMessageKey, true> = {
  unauthenticated: true,
  notFound: true,
  retryWait: true,
  passed: true,
  pendingReview: true,
  noOpenAttempt: true,
  timeUp: true,
  invalidAnswers: true,
  answerTooLong: true,
  notImmediate: true,
  emptyAnswer: true,
};
const SURVEY: readonly SurveyAnswerProblem['problem'][] = ['required', 'invalid', 'unknownQuestion', 'notAnObject'];

describe('lectureProgress messages', () => {
  it.each(['es', 'pt', 'en'])('%s has every error, certificate blocker, evaluation, survey problem and quiz refusal', (locale) => {
    const m = JSON.parse(readFileSync(path.join(__dirname, '../../messages', locale, 'lectureProgress.json'), 'utf8'));
    for (const code of ERRORS) expect(m.errors[code], code).toBeTruthy();
    for (const b of BLOCKERS) expect(m.certificate.blockers[b], b).toBeTruthy();
    for (const e of PROJECT_EVALUATIONS) expect(m.certificate.evaluation[e], e).toBeTruthy();
    for (const p of SURVEY) expect(m.survey[p], p).toBeTruthy();
    for (const q of Object.keys(QUIZ_CODES)) expect(m.quiz[q], q).toBeTruthy();
  });
});
