/**
 * The learner's enrollments (issue 7), newest activity first, and the lookups other learner-area
 * modules share. Scoped to the `userId` passed in (the viewer).
 */
import 'server-only';
import { and, eq, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courses, enrollments, learnerNotes, projects } from '@/lib/server/db/schema';
import { byLastActivity, latestActivity, progressState, type ProgressState } from '@/lib/domain/learning/progress';
import { getCoursesByIds, type CourseRecord } from '../catalogue';

export type LearnerEnrollment = {
  courseId: number;
  course: CourseRecord;
  enrollmentType: string;
  progressPercent: number;
  completedAt: Date | null;
  enrolledAt: Date;
  /** Latest of enrolling, completing, a note or work on a project for this course. */
  lastActivityAt: Date;
  state: ProgressState;
};

/** The learner's enrollments, most recent activity first. */
export async function listLearnerEnrollments(db: Db, userId: number): Promise<LearnerEnrollment[]> {
  const rows = await db
    .select({
      courseId: enrollments.courseId,
      enrollmentType: enrollments.enrollmentType,
      progressPercent: enrollments.progressPercent,
      createdAt: enrollments.createdAt,
      completedAt: enrollments.completedAt,
    })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.courseId);
  const [noteRows, projectRows, records] = await Promise.all([
    db
      .select({ courseId: learnerNotes.courseId, at: max(learnerNotes.updatedAt) })
      .from(learnerNotes)
      .where(eq(learnerNotes.userId, userId))
      .groupBy(learnerNotes.courseId),
    db
      .select({
        courseId: projects.courseId,
        at: sql<Date | null>`max(greatest(${projects.createdAt}, ${projects.submittedAt}, ${projects.reviewedAt}))`.mapWith(projects.createdAt),
      })
      .from(projects)
      .where(eq(projects.userId, userId))
      .groupBy(projects.courseId),
    getCoursesByIds(db, ids),
  ]);
  const noteAt = new Map(noteRows.map((r) => [r.courseId, r.at]));
  const projectAt = new Map(projectRows.map((r) => [r.courseId, r.at]));
  const byId = new Map(records.map((c) => [c.id, c]));
  const list: LearnerEnrollment[] = [];
  for (const r of rows) {
    const course = byId.get(r.courseId);
    if (!course) continue;
    list.push({
      courseId: course.id,
      course,
      enrollmentType: r.enrollmentType,
      progressPercent: r.progressPercent,
      completedAt: r.completedAt,
      enrolledAt: r.createdAt,
      lastActivityAt: latestActivity([r.createdAt, r.completedAt, noteAt.get(r.courseId), projectAt.get(r.courseId)], r.createdAt),
      state: progressState(r.progressPercent, r.completedAt),
    });
  }
  return list.sort(byLastActivity);
}

/** The learner's enrollment in one course with the course's organisation, or null (projects and notes need one). */
export async function findEnrollment(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ enrollmentType: enrollments.enrollmentType, organizationId: courses.organizationId })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

type EnrollmentProgress = { progressPercent: number; completedAt: Date | null };

/** The learner's progress in each course they are enrolled in, by course id (tracks and academies). */
export async function enrollmentProgress(db: Db, userId: number): Promise<Map<number, EnrollmentProgress>> {
  const rows = await db
    .select({ courseId: enrollments.courseId, progressPercent: enrollments.progressPercent, completedAt: enrollments.completedAt })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return new Map(rows.map((r) => [r.courseId, { progressPercent: r.progressPercent, completedAt: r.completedAt }]));
}
