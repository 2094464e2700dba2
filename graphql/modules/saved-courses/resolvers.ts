import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { apiError, badInput, forbidden, parseArgs, requireViewerId, unauthenticated } from '@/graphql/errors';
import { offsetToCursor, startIndexAfter } from '@/lib/domain/catalogue/pagination';
import { parseEntityId } from '@/lib/domain/graphql/global-id';
import { canSaveCourses } from '@/lib/domain/roles';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { isCourseSaved, listSavedCourseIds, listSavedCourses, saveCourse, unsaveCourse } from '@/lib/server/services/saved-courses';
import { loadViewer } from '@/lib/server/services/viewer';

const id = z.string().trim().min(1).max(200);
const courseArgs = z.object({ course_id: id });
const deleteArgs = z.object({ course_id: id, enrollment_id: id.nullish() });
const listArgs = z.object({ first: z.number().int().min(1).max(100).nullish(), after: z.string().max(200).nullish() });

const SIGN_IN_FIRST = 'savedCourses.errors.unauthenticated';

function courseNotFound(ctx: GraphQLContext) {
  return apiError(ctx, 'BAD_USER_INPUT', 'savedCourses.errors.courseNotFound', { extensions: { field: 'course_id', reason: 'courseNotFound' } });
}

/**
 * The id of the signed-in premium member calling, or a translated error: UNAUTHENTICATED for
 * anonymous callers (and a token naming a user that no longer exists), FORBIDDEN for anyone
 * else (spec §6 "Saving courses: premium users only", decided by lib/domain/roles as on the client).
 * Checked before the input, so a visitor learns to log in whatever they sent.
 */
async function premiumViewerId(ctx: GraphQLContext): Promise<number> {
  const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
  const viewer = await loadViewer(await ctx.db(), viewerId);
  if (!viewer) throw unauthenticated(ctx, SIGN_IN_FIRST);
  if (!canSaveCourses(roleSubjectFromViewer(viewer))) throw forbidden(ctx, 'savedCourses.errors.forbidden');
  return viewerId;
}

function courseIdOf(ctx: GraphQLContext, value: string): number {
  const courseId = parseEntityId(value, 'Course');
  if (courseId === null) throw courseNotFound(ctx);
  return courseId;
}

export const resolvers: Resolvers = {
  Query: {
    mySavedCourses: async (_parent, raw, ctx) => {
      const userId = await premiumViewerId(ctx);
      const args = parseArgs(ctx, listArgs, raw);
      const start = startIndexAfter(args.after);
      if (start === null) throw badInput(ctx, 'api.invalidCursor', 'after');
      const { items, totalCount } = await listSavedCourses(await ctx.db(), userId, { offset: start, limit: args.first ?? 12 });
      const edges = items.map((item, i) => ({ cursor: offsetToCursor(start + i), savedAt: item.savedAt.toISOString(), node: item.course }));
      return {
        edges,
        totalCount,
        pageInfo: {
          hasNextPage: start + items.length < totalCount,
          hasPreviousPage: start > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    savedCourseIds: async (_parent, _args, ctx) => {
      const userId = await premiumViewerId(ctx);
      return (await listSavedCourseIds(await ctx.db(), userId)).map(String);
    },
    isCourseSaved: async (_parent, raw, ctx) => {
      const userId = await premiumViewerId(ctx);
      const args = parseArgs(ctx, courseArgs, raw);
      return isCourseSaved(await ctx.db(), userId, courseIdOf(ctx, args.course_id));
    },
  },
  Mutation: {
    createSavedCourse: async (_parent, raw, ctx) => {
      const userId = await premiumViewerId(ctx);
      const args = parseArgs(ctx, courseArgs, raw);
      const result = await saveCourse(await ctx.db(), { userId, courseId: courseIdOf(ctx, args.course_id) });
      if (!result.ok) throw courseNotFound(ctx);
      return { success: true, messages: [ctx.t(result.created ? 'savedCourses.results.saved' : 'savedCourses.results.alreadySaved')] };
    },
    deleteSavedCourse: async (_parent, raw, ctx) => {
      const userId = await premiumViewerId(ctx);
      const args = parseArgs(ctx, deleteArgs, raw);
      const courseId = courseIdOf(ctx, args.course_id);
      // Accepted as spec §7 lists it, but it must still be an id.
      if (args.enrollment_id && parseEntityId(args.enrollment_id, 'Enrollment') === null) throw badInput(ctx, 'api.invalidArgument', 'enrollment_id');
      const result = await unsaveCourse(await ctx.db(), { userId, courseId });
      if (!result.ok) throw courseNotFound(ctx);
      return result.removed
        ? { success: true, messages: [ctx.t('savedCourses.results.removed')] }
        : { success: false, messages: [ctx.t('savedCourses.results.notSaved')] };
    },
  },
};
