/**
 * The learner's course projects (spec §3 project evaluation, content status): list, create, edit,
 * send to review, delete. Every read and write is scoped to the `userId` passed in (the viewer),
 * so someone else's project reads as "not found".
 */
import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import { analyticsEvents, categories, courses, mentors, projects, users } from '@/lib/server/db/schema';
import { CONTENT_STATUSES, learnerCanDelete, learnerCanEdit, learnerCanSubmit, projectListOrder, type ContentStatus, type ProjectEvaluation } from '@/lib/domain/learning/project-status';
import type { ProjectUpdateValues, ProjectValues } from '@/lib/domain/validation/learning-schemas';
import type { Result } from './result';
import type { CourseRef } from './course-ref';
import { findEnrollment } from './enrollments';
import { listMemberOrganizationIds } from './member-organizations';

export type LearnerProject = {
  id: number;
  course: CourseRef;
  title: string;
  description: string;
  evaluation: ProjectEvaluation;
  status: ContentStatus;
  mentorName: string | null;
  score: number | null;
  feedback: string | null;
  createdAt: Date;
  submittedAt: Date | null;
  reviewedAt: Date | null;
};

const mentorUser = alias(users, 'mentor_user');

function projectSelect(db: Db) {
  return db
    .select({
      id: projects.id,
      courseId: courses.id,
      courseSlug: courses.slug,
      courseTitle: courses.title,
      categorySlug: categories.slug,
      coverImage: courses.coverImage,
      projectTitle: projects.title,
      description: projects.description,
      evaluation: projects.evaluation,
      status: projects.status,
      mentorFirst: mentorUser.firstName,
      mentorLast: mentorUser.lastName,
      score: projects.score,
      feedback: projects.feedback,
      createdAt: projects.createdAt,
      submittedAt: projects.submittedAt,
      reviewedAt: projects.reviewedAt,
    })
    .from(projects)
    .innerJoin(courses, eq(courses.id, projects.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(mentorUser, eq(mentorUser.id, projects.mentorUserId));
}

type ProjectRow = Awaited<ReturnType<ReturnType<typeof projectSelect>['where']>>[number];

function toProject(r: ProjectRow): LearnerProject {
  const mentorName = r.mentorFirst !== null ? `${r.mentorFirst} ${r.mentorLast ?? ''}`.trim() : null;
  return {
    id: r.id,
    course: { id: r.courseId, slug: r.courseSlug, title: r.courseTitle, categorySlug: r.categorySlug, coverImage: r.coverImage },
    title: r.projectTitle,
    description: r.description,
    evaluation: r.evaluation,
    status: r.status,
    mentorName,
    score: r.score,
    feedback: r.feedback,
    createdAt: r.createdAt,
    submittedAt: r.submittedAt,
    reviewedAt: r.reviewedAt,
  };
}

/** The learner's projects: those needing them first, then in review, then done; newest first within each. */
export async function listLearnerProjects(db: Db, userId: number): Promise<LearnerProject[]> {
  const rows = await projectSelect(db).where(eq(projects.userId, userId)).orderBy(desc(projects.createdAt), desc(projects.id));
  return rows.map(toProject).sort((a, b) => projectListOrder(a.status) - projectListOrder(b.status));
}

export async function getLearnerProject(db: Db, userId: number, projectId: number): Promise<LearnerProject | null> {
  const [row] = await projectSelect(db).where(and(eq(projects.id, projectId), eq(projects.userId, userId))).limit(1);
  return row ? toProject(row) : null;
}

export async function createLearnerProject(db: Db, userId: number, values: ProjectValues): Promise<Result<LearnerProject, 'notEnrolled'>> {
  const enrollment = await findEnrollment(db, userId, values.courseId);
  if (!enrollment) return { ok: false, error: 'notEnrolled' };
  const organizationId = enrollment.organizationId ?? (enrollment.enrollmentType === 'B2B' ? ((await listMemberOrganizationIds(db, userId))[0] ?? null) : null);
  const [row] = await db
    .insert(projects)
    .values({ userId, courseId: values.courseId, organizationId, title: values.title, description: values.description, evaluation: values.evaluation, status: 'DRAFT' })
    .returning({ id: projects.id });
  return { ok: true, data: (await getLearnerProject(db, userId, row.id))! };
}

// The statuses in which the learner may act, from the rules in lib/domain/learning/project-status.ts.
const editable = CONTENT_STATUSES.filter(learnerCanEdit);
const submittable = CONTENT_STATUSES.filter(learnerCanSubmit);
const deletable = CONTENT_STATUSES.filter(learnerCanDelete);

async function projectExists(db: Db, userId: number, projectId: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(and(eq(projects.id, projectId), eq(projects.userId, userId))).limit(1);
  return Boolean(row);
}

export async function updateLearnerProject(db: Db, userId: number, projectId: number, values: ProjectUpdateValues): Promise<Result<LearnerProject, 'notFound' | 'notEditable'>> {
  const updated = await db
    .update(projects)
    .set({ title: values.title, description: values.description, evaluation: values.evaluation })
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId), inArray(projects.status, editable)))
    .returning({ id: projects.id });
  if (updated.length === 0) return { ok: false, error: (await projectExists(db, userId, projectId)) ? 'notEditable' : 'notFound' };
  return { ok: true, data: (await getLearnerProject(db, userId, projectId))! };
}

/** An available mentor with a platform account (not the learner), the least busy first. */
async function pickMentor(db: Db, learnerId: number): Promise<number | null> {
  const [row] = await db
    .select({ userId: mentors.userId })
    .from(mentors)
    .where(and(isNotNull(mentors.userId), eq(mentors.status, 'AVAILABLE'), ne(mentors.userId, learnerId)))
    .orderBy(
      sql`(select count(*) from ${projects} where ${projects.mentorUserId} = ${mentors.userId} and ${projects.status} = 'PUBLISHED')`,
      asc(mentors.id),
    )
    .limit(1);
  return row?.userId ?? null;
}

/** Sends a draft (or a project returned with feedback) to review, with a mentor to review it. */
export async function submitLearnerProject(db: Db, userId: number, projectId: number): Promise<Result<LearnerProject, 'notFound' | 'notSubmittable'>> {
  const mentor = await pickMentor(db, userId);
  // The submission and its upload_project event (spec §7 tracked events, issue 15 item 5) land together.
  const updated = await db.transaction(async (tx) => {
    const rows = await tx
      .update(projects)
      .set({ status: 'PUBLISHED', submittedAt: new Date(), mentorUserId: sql`coalesce(${projects.mentorUserId}, ${mentor})` })
      .where(and(eq(projects.id, projectId), eq(projects.userId, userId), inArray(projects.status, submittable)))
      .returning({ id: projects.id, courseId: projects.courseId });
    if (rows[0]) {
      await tx.insert(analyticsEvents).values({
        eventUuid: randomUUID(),
        eventType: 'upload_project',
        userId,
        itemId: String(projectId),
        itemType: 'project',
        pageIdentifier: 'learn',
        pageData: { course_id: rows[0].courseId },
      });
    }
    return rows;
  });
  if (updated.length === 0) return { ok: false, error: (await projectExists(db, userId, projectId)) ? 'notSubmittable' : 'notFound' };
  return { ok: true, data: (await getLearnerProject(db, userId, projectId))! };
}

export async function deleteLearnerProject(db: Db, userId: number, projectId: number): Promise<Result<{ id: number }, 'notFound' | 'notDeletable'>> {
  const deleted = await db
    .delete(projects)
    .where(and(eq(projects.id, projectId), eq(projects.userId, userId), inArray(projects.status, deletable)))
    .returning({ id: projects.id });
  if (deleted.length === 0) return { ok: false, error: (await projectExists(db, userId, projectId)) ? 'notDeletable' : 'notFound' };
  return { ok: true, data: { id: projectId } };
}
