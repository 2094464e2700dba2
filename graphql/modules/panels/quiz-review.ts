import { z } from 'zod';
import type { MutationResolvers, QueryResolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { badInput, forbidden, notFound, parseArgs } from '@/graphql/errors';
import { MAX_REVIEW_COMMENT_LENGTH } from '@/lib/domain/learning/classroom/quiz-review';
import { decodeReviewCursor } from '@/lib/domain/panels/quiz-review-cursor';
import { canOpenQuizReviews } from '@/lib/domain/roles';
import { listPendingQuizReviews, REVIEW_PAGE_MAX, reviewQuizAttempt } from '@/lib/server/services/quiz-review';
import { quizReviewerFromViewer } from '@/lib/server/auth/viewer-roles';
import { requirePanel } from './require-panel';

/**
 * Reviewing written quiz answers (issue 15) on `v4`, beside the teacher panel's other fields:
 * UNAUTHENTICATED / FORBIDDEN at the door (lib/domain/roles canOpenQuizReviews), then the per-attempt
 * rule inside the service (mayReviewQuizAttempt). Messages: errors.panels.*.
 */

const listArgs = z.object({
  first: z.number().int().min(1).max(REVIEW_PAGE_MAX).nullish(),
  after: z.string().max(64).nullish(),
});

const reviewArgs = z.object({
  attemptId: z.number().int().positive(),
  // A quiz holds a handful of questions; the bound only stops absurd payloads.
  grades: z.array(z.object({ questionId: z.string().trim().min(1).max(100), accepted: z.boolean() })).max(100),
  comment: z.string().max(MAX_REVIEW_COMMENT_LENGTH, 'panels.quizReviewCommentTooLong').nullish(),
});

function reviewError(ctx: GraphQLContext, error: 'notFound' | 'forbidden' | 'notPending' | 'verdictsMismatch') {
  if (error === 'notFound') return notFound(ctx, 'panels.quizAttemptNotFound');
  if (error === 'forbidden') return forbidden(ctx, 'panels.quizReviewForbidden');
  if (error === 'notPending') return badInput(ctx, 'panels.quizAttemptNotPending', 'attemptId');
  return badInput(ctx, 'panels.quizReviewGrades', 'grades');
}

export const quizReviewQueries: Pick<QueryResolvers, 'pendingQuizReviews'> = {
  pendingQuizReviews: async (_p, args, ctx) => {
    const viewer = await requirePanel(ctx, canOpenQuizReviews);
    const { first, after } = parseArgs(ctx, listArgs, args);
    const position = after ? decodeReviewCursor(after) : null;
    if (after && !position) throw badInput(ctx, 'api.invalidArgument', 'after');
    return listPendingQuizReviews(await ctx.db(), quizReviewerFromViewer(viewer), { locale: ctx.locale, first: first ?? undefined, after: position });
  },
};

export const quizReviewMutations: Pick<MutationResolvers, 'reviewQuizAttempt'> = {
  reviewQuizAttempt: async (_p, args, ctx) => {
    const viewer = await requirePanel(ctx, canOpenQuizReviews);
    const { attemptId, grades, comment } = parseArgs(ctx, reviewArgs, args);
    const result = await reviewQuizAttempt(await ctx.db(), { reviewer: quizReviewerFromViewer(viewer), attemptId, verdicts: grades, comment, now: new Date() });
    if (!result.ok) throw reviewError(ctx, result.error);
    return { success: true, ...result.data };
  },
};
