import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, max, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '@/lib/server/db/client';
import {
  academies,
  analyticsEvents,
  categories,
  certificates,
  courseLectures,
  courses,
  enrollments,
  goals,
  learnerNotes,
  mentors,
  microdegrees,
  organizationAssignments,
  organizationMembers,
  organizations,
  projects,
  skillPathCourses,
  skillPaths,
  studyPlans,
  subcategories,
  userGoals,
  userTastes,
  users,
  type LocalizedText,
} from '@/lib/server/db/schema';
import { byLastActivity, latestActivity, progressState, summarizeTrack, type ProgressState } from '@/lib/learning/progress';
import { CONTENT_STATUSES, learnerCanDelete, learnerCanEdit, learnerCanSubmit, projectListOrder, type ContentStatus, type ProjectEvaluation } from '@/lib/learning/project-status';
import { rankForGoal, rankForSubcategory, rankRecommendations, type Candidate, type Interests } from '@/lib/learning/recommendations';
import type { StudyFrequency, StudyIntensity } from '@/lib/learning/study-plan';
import type { NoteUpdateValues, NoteValues, ProjectUpdateValues, ProjectValues, StudyPlanFormValues } from '@/lib/validation/learning-schemas';
import { getCoursesByIds, type CourseRecord } from './catalogue';

/**
 * The learner area (issue 7): a signed-in user's enrolments, tracks, academies, projects,
 * certificates, study plan, notes and recommendations. Every read and write is scoped to the
 * `userId` passed in (the viewer), so one learner can never see or change another's rows: a
 * row of someone else reads as "not found".
 */

export type Result<T, E extends string> = { ok: true; data: T } | { ok: false; error: E };

/** The course fields the learner lists show. */
export type CourseRef = { id: number; slug: string; title: LocalizedText; categorySlug: string; coverImage: string };

const courseRefColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  categorySlug: categories.slug,
  coverImage: courses.coverImage,
};

// ---- Enrolments ----

export type LearnerEnrolment = {
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

/** The learner's enrolments, most recent activity first. */
export async function listLearnerEnrolments(db: Db, userId: number): Promise<LearnerEnrolment[]> {
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
  const list: LearnerEnrolment[] = [];
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

async function findEnrolment(db: Db, userId: number, courseId: number) {
  const [row] = await db
    .select({ enrollmentType: enrollments.enrollmentType, organizationId: courses.organizationId })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId)))
    .limit(1);
  return row ?? null;
}

/** The organisations the user belongs to, first joined first. */
export async function listMemberOrganizationIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ id: organizationMembers.organizationId })
    .from(organizationMembers)
    .where(eq(organizationMembers.userId, userId))
    .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId));
  return rows.map((r) => r.id);
}

// ---- Microdegrees ----

export type MicrodegreeProgramme = { slug: string; title: LocalizedText; partner: string; durationMonths: number };

export async function listMicrodegreeProgrammes(db: Db): Promise<MicrodegreeProgramme[]> {
  return db
    .select({ slug: microdegrees.slug, title: microdegrees.title, partner: microdegrees.partner, durationMonths: microdegrees.durationMonths })
    .from(microdegrees)
    .orderBy(asc(microdegrees.position), asc(microdegrees.id));
}

// ---- Tracks (skill paths) and academies ----

export type LearnerTrackCourse = { course: CourseRef; progressPercent: number | null; completedAt: Date | null; state: ProgressState | null };

export type LearnerTrack = {
  id: number;
  slug: string;
  title: LocalizedText;
  academy: { slug: string; title: LocalizedText };
  courses: LearnerTrackCourse[];
  completed: number;
  total: number;
  percent: number;
  /** Set when the learner's organisation assigned the track. */
  assignment: { organizationName: string; dueDate: string | null } | null;
  /** The learner studies at least one of its courses. */
  following: boolean;
};

type EnrolmentProgress = { progressPercent: number; completedAt: Date | null };

async function enrolmentProgress(db: Db, userId: number): Promise<Map<number, EnrolmentProgress>> {
  const rows = await db
    .select({ courseId: enrollments.courseId, progressPercent: enrollments.progressPercent, completedAt: enrollments.completedAt })
    .from(enrollments)
    .where(eq(enrollments.userId, userId));
  return new Map(rows.map((r) => [r.courseId, { progressPercent: r.progressPercent, completedAt: r.completedAt }]));
}

/**
 * The tracks the learner follows (they study one of its courses) or their organisation
 * assigned (to them or to every member; only `organizationId`'s when given).
 */
export async function listLearnerTracks(db: Db, userId: number, options: { organizationId?: number } = {}): Promise<LearnerTrack[]> {
  const progress = await enrolmentProgress(db, userId);
  const orgIds = options.organizationId !== undefined ? [options.organizationId] : await listMemberOrganizationIds(db, userId);
  const enrolledIds = [...progress.keys()];
  const [followedRows, assignedRows] = await Promise.all([
    enrolledIds.length === 0
      ? Promise.resolve([] as { id: number }[])
      : db.selectDistinct({ id: skillPathCourses.skillPathId }).from(skillPathCourses).where(inArray(skillPathCourses.courseId, enrolledIds)),
    orgIds.length === 0
      ? Promise.resolve([] as { id: number | null; dueDate: string | null; organizationName: string }[])
      : db
          .select({ id: organizationAssignments.skillPathId, dueDate: organizationAssignments.dueDate, organizationName: organizations.name })
          .from(organizationAssignments)
          .innerJoin(organizations, eq(organizations.id, organizationAssignments.organizationId))
          .innerJoin(
            organizationMembers,
            and(eq(organizationMembers.organizationId, organizationAssignments.organizationId), eq(organizationMembers.userId, userId)),
          )
          .where(
            and(
              inArray(organizationAssignments.organizationId, orgIds),
              isNotNull(organizationAssignments.skillPathId),
              or(isNull(organizationAssignments.userId), eq(organizationAssignments.userId, userId)),
            ),
          )
          .orderBy(sql`${organizationAssignments.dueDate} asc nulls last`, asc(organizationAssignments.id)),
  ]);
  const followed = new Set(followedRows.map((r) => r.id));
  const assigned = new Map<number, { organizationName: string; dueDate: string | null }>();
  for (const a of assignedRows) if (a.id !== null && !assigned.has(a.id)) assigned.set(a.id, { organizationName: a.organizationName, dueDate: a.dueDate });
  const pathIds = [...new Set([...followed, ...assigned.keys()])];
  if (pathIds.length === 0) return [];

  const [pathRows, courseRows] = await Promise.all([
    db
      .select({ id: skillPaths.id, slug: skillPaths.slug, title: skillPaths.title, academySlug: academies.slug, academyTitle: academies.title })
      .from(skillPaths)
      .innerJoin(academies, eq(academies.id, skillPaths.academyId))
      .where(inArray(skillPaths.id, pathIds)),
    db
      .select({ pathId: skillPathCourses.skillPathId, ...courseRefColumns })
      .from(skillPathCourses)
      .innerJoin(courses, eq(courses.id, skillPathCourses.courseId))
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(inArray(skillPathCourses.skillPathId, pathIds))
      .orderBy(asc(skillPathCourses.position), asc(courses.id)),
  ]);
  const tracks = pathRows.map((p): LearnerTrack => {
    const list = courseRows
      .filter((c) => c.pathId === p.id)
      .map((c): LearnerTrackCourse => {
        const mine = progress.get(c.id);
        return {
          course: { id: c.id, slug: c.slug, title: c.title, categorySlug: c.categorySlug, coverImage: c.coverImage },
          progressPercent: mine ? mine.progressPercent : null,
          completedAt: mine ? mine.completedAt : null,
          state: mine ? progressState(mine.progressPercent, mine.completedAt) : null,
        };
      });
    const summary = summarizeTrack(list);
    return {
      id: p.id,
      slug: p.slug,
      title: p.title,
      academy: { slug: p.academySlug, title: p.academyTitle },
      courses: list,
      ...summary,
      assignment: assigned.get(p.id) ?? null,
      following: followed.has(p.id),
    };
  });
  // Assigned tracks first (earliest due date first, as the query ordered them), then the most advanced.
  const assignedOrder = [...assigned.keys()];
  return tracks.sort((a, b) => {
    const ai = a.assignment ? assignedOrder.indexOf(a.id) : Infinity;
    const bi = b.assignment ? assignedOrder.indexOf(b.id) : Infinity;
    return ai - bi || b.percent - a.percent || a.id - b.id;
  });
}

export type LearnerAcademy = {
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  logoUrl: string;
  pathCount: number;
  courseCount: number;
  enrolledCount: number;
  completedCount: number;
  percent: number;
};

/** The academies whose tracks hold at least one of the learner's courses, with their progress in each. */
export async function listLearnerAcademies(db: Db, userId: number): Promise<LearnerAcademy[]> {
  const progress = await enrolmentProgress(db, userId);
  if (progress.size === 0) return [];
  const rows = await db
    .select({
      academyId: academies.id,
      slug: academies.slug,
      title: academies.title,
      description: academies.description,
      logoUrl: academies.logoUrl,
      position: academies.position,
      pathId: skillPathCourses.skillPathId,
      courseId: skillPathCourses.courseId,
    })
    .from(skillPathCourses)
    .innerJoin(skillPaths, eq(skillPaths.id, skillPathCourses.skillPathId))
    .innerJoin(academies, eq(academies.id, skillPaths.academyId));
  const byAcademy = new Map<number, { row: (typeof rows)[number]; paths: Set<number>; courses: Set<number> }>();
  for (const r of rows) {
    const entry = byAcademy.get(r.academyId) ?? { row: r, paths: new Set<number>(), courses: new Set<number>() };
    entry.paths.add(r.pathId);
    entry.courses.add(r.courseId);
    byAcademy.set(r.academyId, entry);
  }
  const list: { academy: LearnerAcademy; position: number }[] = [];
  for (const { row, paths, courses: courseIds } of byAcademy.values()) {
    const mine = [...courseIds].map((id) => progress.get(id) ?? null);
    const summary = summarizeTrack(mine.map((m) => ({ progressPercent: m ? m.progressPercent : null, completedAt: m ? m.completedAt : null })));
    const enrolledCount = mine.filter((m) => m !== null).length;
    if (enrolledCount === 0) continue;
    list.push({
      position: row.position,
      academy: {
        slug: row.slug,
        title: row.title,
        description: row.description,
        logoUrl: row.logoUrl,
        pathCount: paths.size,
        courseCount: courseIds.size,
        enrolledCount,
        completedCount: summary.completed,
        percent: summary.percent,
      },
    });
  }
  return list.sort((a, b) => b.academy.enrolledCount - a.academy.enrolledCount || a.position - b.position).map((entry) => entry.academy);
}

// ---- Certificates ----

export type LearnerCertificate = { code: string; issuedAt: Date; course: CourseRecord };

/**
 * The learner's certificates, newest first. Reads only: certificates are issued by the events
 * that complete a course (lib/server/services/classroom-progress.ts), never while a page renders.
 */
export async function listLearnerCertificates(db: Db, userId: number): Promise<LearnerCertificate[]> {
  const rows = await db
    .select({ code: certificates.code, issuedAt: certificates.issuedAt, courseId: certificates.courseId })
    .from(certificates)
    .where(eq(certificates.userId, userId))
    .orderBy(desc(certificates.issuedAt), asc(certificates.id));
  const records = new Map((await getCoursesByIds(db, rows.map((r) => r.courseId))).map((c) => [c.id, c]));
  return rows.flatMap((r) => {
    const course = records.get(r.courseId);
    return course ? [{ code: r.code, issuedAt: r.issuedAt, course }] : [];
  });
}

export type CertificateDetail = LearnerCertificate & { learnerName: string; lectureCount: number };

/** One of the learner's certificates by code; null for an unknown code or someone else's. */
export async function getLearnerCertificate(db: Db, userId: number, code: string): Promise<CertificateDetail | null> {
  const [row] = await db
    .select({ code: certificates.code, issuedAt: certificates.issuedAt, courseId: certificates.courseId, firstName: users.firstName, lastName: users.lastName, username: users.username })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(and(eq(certificates.userId, userId), eq(certificates.code, code)))
    .limit(1);
  if (!row) return null;
  const [[course], [lectures]] = await Promise.all([
    getCoursesByIds(db, [row.courseId]),
    db.select({ n: sql<number>`count(*)::int` }).from(courseLectures).where(eq(courseLectures.courseId, row.courseId)),
  ]);
  if (!course) return null;
  const learnerName = `${row.firstName} ${row.lastName}`.trim() || row.username;
  return { code: row.code, issuedAt: row.issuedAt, course, learnerName, lectureCount: Number(lectures?.n ?? 0) };
}

// ---- Projects ----

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

export type ProjectError = 'notFound' | 'notEnrolled' | 'notEditable' | 'notSubmittable' | 'notDeletable';

export async function createLearnerProject(db: Db, userId: number, values: ProjectValues): Promise<Result<LearnerProject, 'notEnrolled'>> {
  const enrolment = await findEnrolment(db, userId, values.courseId);
  if (!enrolment) return { ok: false, error: 'notEnrolled' };
  const organizationId = enrolment.organizationId ?? (enrolment.enrollmentType === 'B2B' ? ((await listMemberOrganizationIds(db, userId))[0] ?? null) : null);
  const [row] = await db
    .insert(projects)
    .values({ userId, courseId: values.courseId, organizationId, title: values.title, description: values.description, evaluation: values.evaluation, status: 'DRAFT' })
    .returning({ id: projects.id });
  return { ok: true, data: (await getLearnerProject(db, userId, row.id))! };
}

// The statuses in which the learner may act, from the rules in lib/learning/project-status.ts.
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

// ---- Notes ----

export type LearnerNote = {
  id: number;
  course: CourseRef;
  lecture: { id: number; title: LocalizedText; position: number } | null;
  body: string;
  /** The second of the lecture's video the note was taken at, if any. */
  videoSeconds: number | null;
  createdAt: Date;
  updatedAt: Date;
};

function noteSelect(db: Db) {
  return db
    .select({
      id: learnerNotes.id,
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      categorySlug: categories.slug,
      coverImage: courses.coverImage,
      lectureId: courseLectures.id,
      lectureTitle: courseLectures.title,
      lecturePosition: courseLectures.position,
      body: learnerNotes.body,
      videoSeconds: learnerNotes.videoSeconds,
      createdAt: learnerNotes.createdAt,
      updatedAt: learnerNotes.updatedAt,
    })
    .from(learnerNotes)
    .innerJoin(courses, eq(courses.id, learnerNotes.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(courseLectures, eq(courseLectures.id, learnerNotes.lectureId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteSelect>['where']>>[number];

function toNote(r: NoteRow): LearnerNote {
  return {
    id: r.id,
    course: { id: r.courseId, slug: r.slug, title: r.title, categorySlug: r.categorySlug, coverImage: r.coverImage },
    lecture: r.lectureId !== null && r.lectureTitle !== null && r.lecturePosition !== null ? { id: r.lectureId, title: r.lectureTitle, position: r.lecturePosition } : null,
    body: r.body,
    // A note whose lecture was deleted keeps its text, not a second of a video that is gone.
    videoSeconds: r.lectureId !== null ? r.videoSeconds : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The learner's notes, most recently edited first; one course's when `courseId` is given. */
export async function listLearnerNotes(db: Db, userId: number, options: { courseId?: number } = {}): Promise<LearnerNote[]> {
  const where = options.courseId !== undefined ? and(eq(learnerNotes.userId, userId), eq(learnerNotes.courseId, options.courseId)) : eq(learnerNotes.userId, userId);
  const rows = await noteSelect(db).where(where).orderBy(desc(learnerNotes.updatedAt), desc(learnerNotes.id));
  return rows.map(toNote);
}

async function getLearnerNote(db: Db, userId: number, noteId: number): Promise<LearnerNote | null> {
  const [row] = await noteSelect(db).where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId))).limit(1);
  return row ? toNote(row) : null;
}

async function lectureInCourse(db: Db, lectureId: number, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courseLectures.id }).from(courseLectures).where(and(eq(courseLectures.id, lectureId), eq(courseLectures.courseId, courseId))).limit(1);
  return Boolean(row);
}

export type NoteError = 'notFound' | 'notEnrolled' | 'lectureNotInCourse';

export async function createLearnerNote(db: Db, userId: number, values: NoteValues): Promise<Result<LearnerNote, 'notEnrolled' | 'lectureNotInCourse'>> {
  if (!(await findEnrolment(db, userId, values.courseId))) return { ok: false, error: 'notEnrolled' };
  if (values.lectureId !== null && !(await lectureInCourse(db, values.lectureId, values.courseId))) return { ok: false, error: 'lectureNotInCourse' };
  const [row] = await db.insert(learnerNotes).values({ userId, courseId: values.courseId, lectureId: values.lectureId, body: values.body, videoSeconds: values.videoSeconds }).returning({ id: learnerNotes.id });
  return { ok: true, data: (await getLearnerNote(db, userId, row.id))! };
}

export async function updateLearnerNote(db: Db, userId: number, noteId: number, values: NoteUpdateValues): Promise<Result<LearnerNote, 'notFound' | 'lectureNotInCourse'>> {
  const [note] = await db
    .select({ courseId: learnerNotes.courseId, lectureId: learnerNotes.lectureId, videoSeconds: learnerNotes.videoSeconds })
    .from(learnerNotes)
    .where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId)))
    .limit(1);
  if (!note) return { ok: false, error: 'notFound' };
  if (values.lectureId !== null && !(await lectureInCourse(db, values.lectureId, note.courseId))) return { ok: false, error: 'lectureNotInCourse' };
  // Not sent: the second stays while the lecture does (a second of another lecture means nothing).
  const videoSeconds = values.videoSeconds !== undefined ? values.videoSeconds : values.lectureId === note.lectureId ? note.videoSeconds : null;
  const updated = await db
    .update(learnerNotes)
    .set({ body: values.body, lectureId: values.lectureId, videoSeconds, updatedAt: new Date() })
    .where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId)))
    .returning({ id: learnerNotes.id });
  if (updated.length === 0) return { ok: false, error: 'notFound' };
  return { ok: true, data: (await getLearnerNote(db, userId, noteId))! };
}

export async function deleteLearnerNote(db: Db, userId: number, noteId: number): Promise<Result<{ id: number }, 'notFound'>> {
  const deleted = await db.delete(learnerNotes).where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId))).returning({ id: learnerNotes.id });
  return deleted.length === 0 ? { ok: false, error: 'notFound' } : { ok: true, data: { id: noteId } };
}

export type LectureOption = { id: number; courseId: number; title: LocalizedText; moduleTitle: LocalizedText; position: number };

/** The lectures of some courses, in course order (the note form's lecture picker). */
export async function listLectures(db: Db, courseIds: number[]): Promise<LectureOption[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, title: courseLectures.title, moduleTitle: courseLectures.moduleTitle, position: courseLectures.position })
    .from(courseLectures)
    .where(inArray(courseLectures.courseId, courseIds))
    .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
}

// ---- Study plan ----

export type StudyPlanRecord = { frequency: StudyFrequency; intensity: StudyIntensity; weekdays: number[]; updatedAt: Date };

export async function getStudyPlan(db: Db, userId: number): Promise<StudyPlanRecord | null> {
  const [row] = await db
    .select({ frequency: studyPlans.frequency, intensity: studyPlans.intensity, weekdays: studyPlans.weekdays, updatedAt: studyPlans.updatedAt })
    .from(studyPlans)
    .where(eq(studyPlans.userId, userId))
    .limit(1);
  return row ?? null;
}

export async function saveStudyPlan(db: Db, userId: number, values: StudyPlanFormValues): Promise<StudyPlanRecord> {
  const now = new Date();
  const [row] = await db
    .insert(studyPlans)
    .values({ userId, frequency: values.frequency, intensity: values.intensity, weekdays: values.weekdays, updatedAt: now })
    .onConflictDoUpdate({ target: studyPlans.userId, set: { frequency: values.frequency, intensity: values.intensity, weekdays: values.weekdays, updatedAt: now } })
    .returning({ frequency: studyPlans.frequency, intensity: studyPlans.intensity, weekdays: studyPlans.weekdays, updatedAt: studyPlans.updatedAt });
  return row;
}

export async function deleteStudyPlan(db: Db, userId: number): Promise<boolean> {
  const deleted = await db.delete(studyPlans).where(eq(studyPlans.userId, userId)).returning({ userId: studyPlans.userId });
  return deleted.length > 0;
}

// ---- Counts for the home ----

export type LearnerCounts = { notes: number; projectsToDo: number; projectsInReview: number; projectsDone: number; certificates: number };

export async function getLearnerCounts(db: Db, userId: number): Promise<LearnerCounts> {
  const [[notes], projectRows, [certs]] = await Promise.all([
    db.select({ n: sql<number>`count(*)::int` }).from(learnerNotes).where(eq(learnerNotes.userId, userId)),
    db.select({ status: projects.status, n: sql<number>`count(*)::int` }).from(projects).where(eq(projects.userId, userId)).groupBy(projects.status),
    db.select({ n: sql<number>`count(*)::int` }).from(certificates).where(eq(certificates.userId, userId)),
  ]);
  const count = (statuses: ContentStatus[]) => projectRows.filter((r) => statuses.includes(r.status)).reduce((s, r) => s + Number(r.n), 0);
  return {
    notes: Number(notes?.n ?? 0),
    projectsToDo: count(['DRAFT', 'OBSERVED']),
    projectsInReview: count(['PUBLISHED']),
    projectsDone: count(['FINISHED', 'CERTIFIED']),
    certificates: Number(certs?.n ?? 0),
  };
}

// ---- Recommendations ----

export type LearnerInterests = {
  tastes: { id: number; slug: string; name: LocalizedText; categoryId: number; categorySlug: string; categoryName: LocalizedText }[];
  goals: { slug: string; name: LocalizedText }[];
};

export async function getLearnerInterests(db: Db, userId: number): Promise<LearnerInterests> {
  const [tastes, goalRows] = await Promise.all([
    db
      .select({
        id: subcategories.id,
        slug: subcategories.slug,
        name: subcategories.name,
        categoryId: categories.id,
        categorySlug: categories.slug,
        categoryName: categories.name,
      })
      .from(userTastes)
      .innerJoin(subcategories, eq(subcategories.id, userTastes.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(userTastes.userId, userId))
      .orderBy(asc(categories.position), asc(subcategories.position)),
    db.select({ slug: goals.slug, name: goals.name }).from(userGoals).innerJoin(goals, eq(goals.id, userGoals.goalId)).where(eq(userGoals.userId, userId)).orderBy(asc(goals.id)),
  ]);
  return { tastes, goals: goalRows };
}

async function loadCandidates(db: Db, categoryIds: number[]): Promise<Candidate[]> {
  const base = db
    .select({
      id: courses.id,
      categoryId: courses.categoryId,
      subcategoryId: courses.subcategoryId,
      level: courses.level,
      scoreAverage: courses.scoreAverage,
      enrollmentsCount: courses.enrollmentsCount,
      durationSeconds: courses.durationSeconds,
    })
    .from(courses);
  const publicActive = and(eq(courses.isActive, true), isNull(courses.organizationId));
  const where = categoryIds.length > 0 ? and(publicActive, inArray(courses.categoryId, categoryIds)) : publicActive;
  return base.where(where).orderBy(desc(courses.scoreAverage), asc(courses.id)).limit(400);
}

function interestsOf(learner: LearnerInterests, enrolments: readonly Pick<LearnerEnrolment, 'course'>[]): Interests {
  return {
    subcategoryIds: learner.tastes.map((t) => t.id),
    tasteCategoryIds: [...new Set(learner.tastes.map((t) => t.categoryId))],
    studiedCategoryIds: [...new Set(enrolments.map((e) => e.course.category.id))],
    goals: learner.goals.map((g) => g.slug),
    excludeIds: enrolments.map((e) => e.course.id),
  };
}

/** Courses for the learner from their tastes, studied categories and goals (never one they are enrolled in). */
export async function getRecommendations(db: Db, userId: number, enrolments: readonly Pick<LearnerEnrolment, 'course'>[], limit = 8): Promise<CourseRecord[]> {
  const learner = await getLearnerInterests(db, userId);
  const interests = interestsOf(learner, enrolments);
  const candidates = await loadCandidates(db, [...new Set([...interests.tasteCategoryIds, ...interests.studiedCategoryIds])]);
  return getCoursesByIds(db, rankRecommendations(candidates, interests, limit).map((c) => c.id));
}

export type ContentForYou = {
  interests: LearnerInterests;
  bySubcategory: { taste: LearnerInterests['tastes'][number]; courses: CourseRecord[] }[];
  byGoal: { goal: LearnerInterests['goals'][number]; courses: CourseRecord[] }[];
  recommended: CourseRecord[];
};

/** "Content for you": a row per followed subcategory, a row per goal, and the overall picks. */
export async function getContentForYou(db: Db, userId: number, enrolments: readonly Pick<LearnerEnrolment, 'course'>[], perRow = 4): Promise<ContentForYou> {
  const learner = await getLearnerInterests(db, userId);
  const interests = interestsOf(learner, enrolments);
  const candidates = await loadCandidates(db, [...new Set([...interests.tasteCategoryIds, ...interests.studiedCategoryIds])]);
  const bySub = learner.tastes.map((taste) => ({ taste, ids: rankForSubcategory(candidates, taste.id, interests.excludeIds, perRow).map((c) => c.id) }));
  const byGoal = learner.goals.map((goal) => ({ goal, ids: rankForGoal(candidates, goal.slug, interests.excludeIds, perRow).map((c) => c.id) }));
  const recommendedIds = rankRecommendations(candidates, interests, perRow * 2).map((c) => c.id);
  const records = new Map((await getCoursesByIds(db, [...new Set([...bySub.flatMap((s) => s.ids), ...byGoal.flatMap((g) => g.ids), ...recommendedIds])])).map((c) => [c.id, c]));
  const pick = (ids: number[]) => ids.flatMap((id) => records.get(id) ?? []);
  return {
    interests: learner,
    bySubcategory: bySub.map((s) => ({ taste: s.taste, courses: pick(s.ids) })).filter((s) => s.courses.length > 0),
    byGoal: byGoal.map((g) => ({ goal: g.goal, courses: pick(g.ids) })).filter((g) => g.courses.length > 0),
    recommended: pick(recommendedIds),
  };
}
