import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { parseEntityId, toGlobalId } from '@/lib/graphql/global-id';
import { localized } from '@/lib/i18n/localized';
import { learnerCanDelete, learnerCanEdit, learnerCanSubmit } from '@/lib/learning/project-status';
import { weeklyMinutes } from '@/lib/learning/study-plan';
import { coursePath } from '@/lib/paths/course-paths';
import { noteSchema, noteUpdateSchema, projectSchema, projectUpdateSchema, studyPlanSchema } from '@/lib/validation/learning-schemas';
import type { CourseRef } from '@/lib/server/services/learning/course-ref';
import { createLearnerNote, deleteLearnerNote, listLearnerNotes, updateLearnerNote, type LearnerNote } from '@/lib/server/services/learning/notes';
import { createLearnerProject, deleteLearnerProject, listLearnerProjects, submitLearnerProject, updateLearnerProject, type LearnerProject } from '@/lib/server/services/learning/projects';
import { deleteStudyPlan, getStudyPlan, saveStudyPlan, type StudyPlanRecord } from '@/lib/server/services/learning/study-plan';
import { learningErrorMessage, learningValidationMessages, type LearningErrorKey } from './messages';

type FieldError = { field: string | null; message: string };

/** Signed-in callers only: anyone else gets a translated UNAUTHENTICATED error, whatever the input. */
async function requireViewer(ctx: GraphQLContext): Promise<number> {
  const viewerId = await ctx.viewerId();
  if (viewerId === null) throw createGraphQLError(learningErrorMessage(ctx.locale, 'unauthenticated'), { extensions: { code: 'UNAUTHENTICATED' } });
  return viewerId;
}

/** Someone else's row, or none: the same answer, so ids reveal nothing. */
function notFound(ctx: GraphQLContext, key: 'noteNotFound' | 'projectNotFound') {
  return createGraphQLError(learningErrorMessage(ctx.locale, key), { extensions: { code: 'NOT_FOUND' } });
}

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || null;
    if (seen.has(field ?? '')) continue;
    seen.add(field ?? '');
    errors.push({ field, message: issue.message });
  }
  return errors;
}

function failure(ctx: GraphQLContext, key: LearningErrorKey, field: string | null = null) {
  return { success: false, errors: [{ field, message: learningErrorMessage(ctx.locale, key) }] };
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
      const viewerId = await requireViewer(ctx);
      let course: number | undefined;
      if (courseId !== null && courseId !== undefined) {
        const parsed = idOf(courseId, 'Course');
        if (parsed === null) return [];
        course = parsed;
      }
      return (await listLearnerNotes(await ctx.db(), viewerId, { courseId: course })).map((n) => noteView(ctx, n));
    },
    myLearnerProjects: async (_parent, _args, ctx) => {
      const viewerId = await requireViewer(ctx);
      return (await listLearnerProjects(await ctx.db(), viewerId)).map((p) => projectView(ctx, p));
    },
    myStudyPlan: async (_parent, _args, ctx) => {
      const viewerId = await requireViewer(ctx);
      const plan = await getStudyPlan(await ctx.db(), viewerId);
      return plan ? planView(plan) : null;
    },
  },
  Mutation: {
    createLearnerNote: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const courseId = idOf(input.courseId, 'Course');
      const lectureId = input.lectureId ? idOf(input.lectureId, 'Lecture') : null;
      if (input.lectureId && lectureId === null) return { ...failure(ctx, 'lectureNotInCourse', 'lectureId'), note: null };
      const parsed = noteSchema(learningValidationMessages(ctx.locale)).safeParse({ courseId: courseId ?? '', lectureId, body: input.body, videoSeconds: input.videoSeconds });
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), note: null };
      const result = await createLearnerNote(await ctx.db(), viewerId, parsed.data);
      if (!result.ok) return { ...failure(ctx, result.error, result.error === 'notEnrolled' ? 'courseId' : 'lectureId'), note: null };
      return { success: true, errors: [], note: noteView(ctx, result.data) };
    },
    updateLearnerNote: async (_parent, { id, input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const noteId = idOf(id, 'LearnerNote');
      if (noteId === null) throw notFound(ctx, 'noteNotFound');
      const lectureId = input.lectureId ? idOf(input.lectureId, 'Lecture') : null;
      if (input.lectureId && lectureId === null) return { ...failure(ctx, 'lectureNotInCourse', 'lectureId'), note: null };
      const parsed = noteUpdateSchema(learningValidationMessages(ctx.locale)).safeParse({ lectureId, body: input.body, ...(input.videoSeconds !== undefined ? { videoSeconds: input.videoSeconds } : {}) });
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), note: null };
      const result = await updateLearnerNote(await ctx.db(), viewerId, noteId, parsed.data);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'noteNotFound');
        return { ...failure(ctx, result.error, 'lectureId'), note: null };
      }
      return { success: true, errors: [], note: noteView(ctx, result.data) };
    },
    deleteLearnerNote: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const noteId = idOf(id, 'LearnerNote');
      if (noteId === null) throw notFound(ctx, 'noteNotFound');
      const result = await deleteLearnerNote(await ctx.db(), viewerId, noteId);
      if (!result.ok) throw notFound(ctx, 'noteNotFound');
      return { success: true, id: toGlobalId('LearnerNote', noteId) };
    },
    createLearnerProject: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const courseId = idOf(input.courseId, 'Course');
      const parsed = projectSchema(learningValidationMessages(ctx.locale)).safeParse({ ...input, courseId: courseId ?? '' });
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), project: null };
      const result = await createLearnerProject(await ctx.db(), viewerId, parsed.data);
      if (!result.ok) return { ...failure(ctx, result.error, 'courseId'), project: null };
      return { success: true, errors: [], project: projectView(ctx, result.data) };
    },
    updateLearnerProject: async (_parent, { id, input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const parsed = projectUpdateSchema(learningValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), project: null };
      const result = await updateLearnerProject(await ctx.db(), viewerId, projectId, parsed.data);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        return { ...failure(ctx, result.error), project: null };
      }
      return { success: true, errors: [], project: projectView(ctx, result.data) };
    },
    submitLearnerProject: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const result = await submitLearnerProject(await ctx.db(), viewerId, projectId);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        return { ...failure(ctx, result.error), project: null };
      }
      return { success: true, errors: [], project: projectView(ctx, result.data) };
    },
    deleteLearnerProject: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const projectId = idOf(id, 'LearnerProject');
      if (projectId === null) throw notFound(ctx, 'projectNotFound');
      const result = await deleteLearnerProject(await ctx.db(), viewerId, projectId);
      if (!result.ok) {
        if (result.error === 'notFound') throw notFound(ctx, 'projectNotFound');
        throw createGraphQLError(learningErrorMessage(ctx.locale, 'notDeletable'), { extensions: { code: 'BAD_USER_INPUT', reason: 'notDeletable' } });
      }
      return { success: true, id: toGlobalId('LearnerProject', projectId) };
    },
    saveStudyPlan: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const parsed = studyPlanSchema(learningValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), studyPlan: null };
      const plan = await saveStudyPlan(await ctx.db(), viewerId, parsed.data);
      return { success: true, errors: [], studyPlan: planView(plan) };
    },
    deleteStudyPlan: async (_parent, _args, ctx) => {
      const viewerId = await requireViewer(ctx);
      const deleted = await deleteStudyPlan(await ctx.db(), viewerId);
      return { success: deleted, id: deleted ? toGlobalId('StudyPlan', viewerId) : null };
    },
  },
};
