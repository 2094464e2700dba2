import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { createBatchLoader, requestLoader, type BatchLoader } from '@/graphql/batch-loader';
import { refusedWith, requireViewerId, succeeded } from '@/graphql/errors';
import { parseEntityId } from '@/lib/domain/graphql/global-id';
import { getCourseById } from '@/lib/server/services/catalogue';
import { enrollFreeCourse, loadCourseAccessMany, type CourseAccessView, type EnrollFreeError } from '@/lib/server/services/course-access';

/** Anonymous callers (and courses gone since the list was read): spec §4 anonymous, nothing open. */
const NO_ACCESS = { canWatch: false, reason: null, progress: 0, resumeUrl: null, canEnrollFree: false };

/**
 * `viewerAccess` of every course in one response costs one batch (five reads) whatever the
 * length of the list: the request's loader gathers the course ids the resolvers ask for.
 */
function accessLoader(ctx: GraphQLContext): BatchLoader<number, CourseAccessView> {
  return requestLoader(ctx.request, 'course-access', () =>
    createBatchLoader<number, CourseAccessView>(async (courseIds) => loadCourseAccessMany(await ctx.db(), await ctx.viewerId(), courseIds, { locale: ctx.locale })),
  );
}

function failure(ctx: GraphQLContext, key: EnrollFreeError) {
  return { ...refusedWith(ctx, `courseAccess.${key}`, 'courseId'), course: null };
}

export const resolvers: Resolvers = {
  Course: {
    viewerAccess: async (course, _args, ctx) => {
      if ((await ctx.viewerId()) === null) return NO_ACCESS;
      const view = await accessLoader(ctx).load(course.id);
      if (!view) return NO_ACCESS;
      return { canWatch: view.canWatch, reason: view.reason, progress: view.progress, resumeUrl: view.resumeUrl, canEnrollFree: view.canEnrollFree };
    },
  },
  Mutation: {
    enrollFreeCourse: async (_parent, { courseId }, ctx) => {
      const viewerId = await requireViewerId(ctx, 'courseAccess.unauthenticated');
      const id = typeof courseId === 'string' ? parseEntityId(courseId.trim().slice(0, 200), 'Course') : null;
      if (id === null) return failure(ctx, 'courseNotFound');
      const db = await ctx.db();
      const result = await enrollFreeCourse(db, viewerId, id);
      if (!result.ok) return failure(ctx, result.error);
      // The payload's viewerAccess must show the enrollment just made, not an answer from before it.
      accessLoader(ctx).forget(id);
      return { ...succeeded(), course: await getCourseById(db, id) };
    },
  },
};
