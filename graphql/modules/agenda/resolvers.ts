import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { apiError, parseArgs, requireViewerId, unauthenticated } from '@/graphql/errors';
import { parseEntityId } from '@/lib/domain/graphql/global-id';
import { CONTENT_TYPE_PATTERN } from '@/lib/domain/agenda/card-state';
import { listCourseSubscriptionIds, subscribeToCourse, type CourseSubscribeError } from '@/lib/server/services/agenda';

const subscribeArgs = z.object({
  input: z.object({
    courseId: z.string().trim().min(1).max(200),
    contentType: z.string().trim().regex(CONTENT_TYPE_PATTERN),
  }),
});

const SIGN_IN_FIRST = 'agenda.errors.unauthenticated';

function courseError(ctx: GraphQLContext, error: Exclude<CourseSubscribeError, 'userNotFound'>) {
  return apiError(ctx, 'BAD_USER_INPUT', `agenda.errors.${error}`, { extensions: { field: 'courseId', reason: error } });
}

export const resolvers: Resolvers = {
  Query: {
    myCourseSubscriptions: async (_parent, _args, ctx) => {
      const viewerId = await ctx.viewerId();
      if (viewerId === null) return [];
      return (await listCourseSubscriptionIds(await ctx.db(), viewerId)).map(String);
    },
  },
  Mutation: {
    courseSubscribe: async (_parent, raw, ctx) => {
      // Anonymous callers first: a visitor learns they must log in, whatever the input.
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const { input } = parseArgs(ctx, subscribeArgs, raw);
      const courseId = parseEntityId(input.courseId, 'Course');
      if (courseId === null) throw courseError(ctx, 'courseNotFound');
      const result = await subscribeToCourse(await ctx.db(), { userId: viewerId, courseId, contentType: input.contentType });
      if (!result.ok) {
        // The token names a user that no longer exists: treat as signed out.
        if (result.error === 'userNotFound') throw unauthenticated(ctx, SIGN_IN_FIRST);
        throw courseError(ctx, result.error);
      }
      return { success: true };
    },
  },
};
