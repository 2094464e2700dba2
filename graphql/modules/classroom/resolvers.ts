import '@/lib/domain/validation/zod-without-eval';
import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { parseEntityId } from '@/lib/domain/graphql/global-id';
import { surveyAnswersRecord } from '@/lib/domain/learning/classroom/survey-form';
import { MAX_SURVEY_TEXT_LENGTH } from '@/lib/domain/learning/classroom/survey';
import { completeLectureAs, reportLecturePlayback, submitSurveyAs, type AccessRefusal } from '@/lib/server/services/classroom/learner-actions';
import type { ProgressOutcome } from '@/lib/server/services/classroom/progress-outcome';
import { refusedWith, requireViewerId, succeeded } from '@/graphql/errors';

/** A lecture is at most a day long (lib/domain/learning/lecture-content.ts videoSchema): larger seconds are not a report. */
const MAX_SECONDS = 24 * 3600;

const secondsSchema = z.number().int().min(0).max(MAX_SECONDS);
const answersSchema = z
  .array(
    z.object({
      questionId: z.string().min(1).max(64),
      optionIds: z.array(z.string().max(64)).max(20).nullish(),
      text: z.string().max(MAX_SURVEY_TEXT_LENGTH).nullish(),
      value: z.number().int().nullish(),
    }),
  )
  .max(50);

/** The catalog keys this module answers with: the classroom's refusals and the progress services' codes. */
type ClassroomMessageKey =
  | `classroom.actions.${'unauthenticated' | 'noAccess' | 'previewOnly' | 'invalidSeconds' | 'invalidAnswers'}`
  | `lectureProgress.errors.${string}`
  | `lectureProgress.certificate.${string}`
  | `lectureProgress.survey.${string}`;

const SIGN_IN_FIRST: ClassroomMessageKey = 'classroom.actions.unauthenticated';

function lectureIdOf(value: string): number | null {
  return typeof value === 'string' ? parseEntityId(value.trim().slice(0, 200), 'Lecture') : null;
}

const EMPTY = { lectureCompleted: false, progress: null, certificateIssued: false, certificateNotice: null, positionSeconds: null, watchedSeconds: null };

function failure(ctx: GraphQLContext, key: ClassroomMessageKey, field: string | null = 'lectureId') {
  return { ...refusedWith(ctx, key, field), ...EMPTY };
}

const REFUSAL_KEYS: Record<AccessRefusal, ClassroomMessageKey> = {
  notFound: 'lectureProgress.errors.notFound',
  noAccess: 'classroom.actions.noAccess',
  previewOnly: 'classroom.actions.previewOnly',
};

function refusal(ctx: GraphQLContext, error: string) {
  const key = (REFUSAL_KEYS as Record<string, ClassroomMessageKey>)[error] ?? (`lectureProgress.errors.${error}` as ClassroomMessageKey);
  return failure(ctx, key);
}

/** The certificate's note: issued now, or — every lecture done — what still blocks it. */
function certificateNotice(ctx: GraphQLContext, outcome: ProgressOutcome): string | null {
  if (outcome.certificateIssued) return ctx.t('lectureProgress.certificate.issued');
  const blockers = outcome.certificateBlockers ?? [];
  const first = blockers.find((b) => b !== 'lectures');
  return first && outcome.progressPercent === 100 ? ctx.t(`lectureProgress.certificate.blockers.${first}`) : null;
}

function success(ctx: GraphQLContext, outcome: ProgressOutcome, playback?: { positionSeconds: number; watchedSeconds: number }) {
  return {
    ...succeeded(),
    lectureCompleted: outcome.lectureCompleted,
    progress: outcome.progressPercent,
    certificateIssued: outcome.certificateIssued,
    certificateNotice: certificateNotice(ctx, outcome),
    positionSeconds: playback?.positionSeconds ?? null,
    watchedSeconds: playback?.watchedSeconds ?? null,
  };
}

export const resolvers: Resolvers = {
  Mutation: {
    recordLecturePlayback: async (_parent, { lectureId, positionSeconds, watchedSeconds }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const id = lectureIdOf(lectureId);
      if (id === null) return failure(ctx, 'lectureProgress.errors.notFound');
      if (!secondsSchema.safeParse(positionSeconds).success) return failure(ctx, 'classroom.actions.invalidSeconds', 'positionSeconds');
      if (!secondsSchema.safeParse(watchedSeconds).success) return failure(ctx, 'classroom.actions.invalidSeconds', 'watchedSeconds');
      const result = await reportLecturePlayback(await ctx.db(), userId, { lectureId: id, positionSeconds, watchedSeconds });
      if (!result.ok) return refusal(ctx, result.error);
      return success(ctx, result.data, result.data);
    },
    completeLecture: async (_parent, { lectureId }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const id = lectureIdOf(lectureId);
      if (id === null) return failure(ctx, 'lectureProgress.errors.notFound');
      const result = await completeLectureAs(await ctx.db(), userId, id);
      if (!result.ok) return refusal(ctx, result.error);
      return success(ctx, result.data);
    },
    submitSurvey: async (_parent, { lectureId, answers }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const id = lectureIdOf(lectureId);
      if (id === null) return failure(ctx, 'lectureProgress.errors.notFound');
      const parsed = answersSchema.safeParse(answers);
      if (!parsed.success) return failure(ctx, 'classroom.actions.invalidAnswers', 'answers');
      const record = surveyAnswersRecord(parsed.data.map((a) => ({ questionId: a.questionId, optionIds: a.optionIds ?? undefined, text: a.text ?? undefined, value: a.value ?? undefined })));
      const result = await submitSurveyAs(await ctx.db(), userId, id, record);
      if (!result.ok) {
        if (result.error === 'answers' && 'problem' in result) return failure(ctx, `lectureProgress.survey.${result.problem.problem}`, result.problem.questionId ? `answers.${result.problem.questionId}` : 'answers');
        return refusal(ctx, result.error);
      }
      return success(ctx, result.data);
    },
  },
};
