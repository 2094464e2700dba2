import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { parseEntityId, toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { learnerCanDelete, learnerCanEdit, learnerCanSubmit } from '@/lib/domain/learning/project-status';
import { weeklyMinutes } from '@/lib/domain/learning/study-plan';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { learningMessagesFrom, noteSchema, noteUpdateSchema, projectSchema, projectUpdateSchema, studyPlanSchema, type LearningMessages } from '@/lib/domain/validation/learning-schemas';
import { apiError, notFound as notFoundError, refused, refusedWith, requireViewerId, succeeded, zodFieldErrors } from '@/graphql/errors';
import type { CourseRef } from '@/lib/server/services/learning/course-ref';
import { createLearnerNote, deleteLearnerNote, listLearnerNotes, updateLearnerNote, type LearnerNote } from '@/lib/server/services/learning/notes';
import { createLearnerProject, deleteLearnerProject, listLearnerProjects, submitLearnerProject, updateLearnerProject, type LearnerProject } from '@/lib/server/services/learning/projects';
import { deleteStudyPlan, getStudyPlan, saveStudyPlan, type StudyPlanRecord } from '@/lib/server/services/learning/study-plan';

/** The module's refusals: `learning.errors.<key>` in the API catalog. */
type LearningErrorKey = 'noteNotFound' | 'projectNotFound' | 'notEnrolled' | 'lectureNotInCourse' | 'notEditable' | 'notSubmittable' | 'notDeletable';

const SIGN_IN_FIRST = 'learning.errors.unauthenticated';

/** Someone else's row, or none: the same answer, so ids reveal nothing. */
function notFound(ctx: GraphQLContext, key: 'noteNotFound' | 'projectNotFound') {
  return notFoundError(ctx, `learning.errors.${key}`);
}

function failure(ctx: GraphQLContext, key: LearningErrorKey, field: string | null = null) {
  return refusedWith(ctx, `learning.errors.${key}`, field);
}

/** The shared schemas' texts in the request's language. */
function validationMessages(ctx: GraphQLContext): LearningMessages {
  return learningMessagesFrom((key, values) => ctx.t(`learning.${key}`, values));
}

/** An id argument as a positive integer (global id of `type` or bare number), or null. */
function idOf(value: string | null | undefined, type: string): number | null {
  return typeof value === 'string' ? parseEntityId(value.trim(), type) : null;
}

function courseRef(ctx: GraphQLContext, c: CourseRef) {
  return { id: toGlobalId('Course', c.id), originalId: c.id, title: localized(c.title, ctx.locale), url: coursePath(c.categorySlug, c.slug) };
}

function noteView(ctx: GraphQLContext, n: LearnerNote) {
  return {
    id: toGlobalId('LearnerNote', n.id),
    originalId: n.id,
    course: courseRef(ctx, n.course),
    lecture: n.lecture ? { id: toGlobalId('Lecture', n.lecture.id), originalId: n.lecture.id, title: localized(n.lecture.title, ctx.locale), position: n.lecture.position } : null,
    body: n.body,
    videoSeconds: n.videoSeconds,
    createdAt: n.createdAt.toISOString(),
    updatedAt: n.updatedAt.toISOString(),
  };
}

function projectView(ctx: GraphQLContext, p: LearnerProject) {
  return {
    id: toGlobalId('LearnerProject', p.id),
    originalId: p.id,
    course: courseRef(ctx, p.course),
    title: p.title,
    description: p.description,
    evaluation: p.evaluation,
    status: p.status,
    mentorName: p.mentorName,
    score: p.score,
    feedback: p.feedback,
    canEdit: learnerCanEdit(p.status),
    canSubmit: learnerCanSubmit(p.status),
    canDelete: learnerCanDelete(p.status),
    createdAt: p.createdAt.toISOString(),
    submittedAt: p.submittedAt?.toISOString() ?? null,
    reviewedAt: p.reviewedAt?.toISOString() ?? null,
  };
}

function planView(plan: StudyPlanRecord) {
  return { frequency: plan.frequency, intensity: plan.intensity, weekdays: plan.weekdays, weeklyMinutes: weeklyMinutes(plan), updatedAt: plan.updatedAt.toISOString() };
}

export const resolvers: Resolvers = {
  Query: {
    myLearnerNotes: async (_parent, { courseId }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      let course: number | undefined;
      if (courseId !== null && courseId !== undefined) {
        const parsed = idOf(courseId, 'Course');
        if (parsed === null) return [];
        course = parsed;
      }
      return (await listLearnerNotes(await ctx.db(), viewerId, { courseId: course })).map((n) => noteView(ctx, n));
    },
    myLearnerProjects: async (_parent, _args, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      return (await listLearnerProjects(await ctx.db(), viewerId)).map((p) => projectView(ctx, p));
    },
    myStudyPlan: async (_parent, _args, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const plan = await getStudyPlan(await ctx.db(), viewerId);
      return plan ? planView(plan) : null;
    },
  },
  Mutation: {
    createLearnerNote: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const courseId = idOf(input.courseId, 'Course');
      const lectureId = input.lectureId ? idOf(input.lectureId, 'Lecture') : null;
      if (input.lectureId && lectureId === null) return { ...failure(ctx, 'lectureNotInCourse', 'lectureId'), note: null };
      const parsed = noteSchema(validationMessages(ctx)).safeParse({ courseId: courseId ?? '', lectureId, body: input.body, videoSeconds: input.videoSeconds });
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), note: null };
      const result = await createLearnerNote(await ctx.db(), viewerId, parsed.data);
      if (!result.ok) return { ...failure(ctx, result.error, result.error === 'notEnrolled' ? 'courseId' : 'lectureId'), note: null };
      return { ...succeeded(), note: noteView(ctx, result.data) };
    },
    updateLearnerNote: async (_parent, { id, input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const noteId = idOf(id, 'LearnerNote');
      if (noteId === null) throw notFound(ctx, 'noteNotFound');
      const lectureId = input.lectureId ? idOf(input.lectureId, 'Lecture') : null;
      if (input.lectureId && lectureId === null) return { ...failure(ctx, 'lectureNotInCourse', 'lectureId'), note: null };
      const parsed = noteUpdateSchema(validationMessages(ctx)).safeParse({ lectureId, body: input.body, ...(input.videoSeconds !== undefined ? { videoSeconds: input.videoSeconds } : {}) });
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), note: null };
      const result = await updateLearnerNote(await ctx.db(), viewerId, noteId, parsed.data);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'noteNotFound');
        return { ...failure(ctx, result.error, 'lectureId'), note: null };
      }
      return { ...succeeded(), note: noteView(ctx, result.data) };
    },
    deleteLearnerNote: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const noteId = idOf(id, 'LearnerNote');
      if (noteId === null) throw notFound(ctx, 'noteNotFound');
      const result = await deleteLearnerNote(await ctx.db(), viewerId, noteId);
      if (!result.ok) throw notFound(ctx, 'noteNotFound');
      return { success: true, id: toGlobalId('LearnerNote', noteId) };
    },
    createLearnerProject: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const courseId = idOf(input.courseId, 'Course');
      const parsed = projectSchema(validationMessages(ctx)).safeParse({ ...input, courseId: courseId ?? '' });
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), project: null };
      const result = await createLearnerProject(await ctx.db(), viewerId, parsed.data);
      if (!result.ok) return { ...failure(ctx, result.error, 'courseId'), project: null };
      return { ...succeeded(), project: projectView(ctx, result.data) };
    },
    updateLearnerProject: async (_parent, { id, input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const parsed = projectUpdateSchema(validationMessages(ctx)).safeParse(input);
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), project: null };
      const result = await updateLearnerProject(await ctx.db(), viewerId, projectId, parsed.data);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        return { ...failure(ctx, result.error), project: null };
      }
      return { ...succeeded(), project: projectView(ctx, result.data) };
    },
    submitLearnerProject: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const result = await submitLearnerProject(await ctx.db(), viewerId, projectId);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        return { ...failure(ctx, result.error), project: null };
      }
      return { ...succeeded(), project: projectView(ctx, result.data) };
    },
    deleteLearnerProject: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const result = await deleteLearnerProject(await ctx.db(), viewerId, projectId);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        throw apiError(ctx, 'BAD_USER_INPUT', 'learning.errors.notDeletable', { extensions: { reason: 'notDeletable' } });
      }
      return { success: true, id: toGlobalId('LearnerProject', projectId) };
    },
    saveStudyPlan: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const parsed = studyPlanSchema(validationMessages(ctx)).safeParse(input);
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), studyPlan: null };
      const plan = await saveStudyPlan(await ctx.db(), viewerId, parsed.data);
      return { ...succeeded(), studyPlan: planView(plan) };
    },
    deleteStudyPlan: async (_parent, _args, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const deleted = await deleteStudyPlan(await ctx.db(), viewerId);
      return { success: deleted, id: deleted ? toGlobalId('StudyPlan', viewerId) : null };
    },
  },
};
