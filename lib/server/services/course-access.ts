import 'server-only';
import { and, asc, eq, gte, inArray, isNull, or, sql } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db/client';
import {
  analyticsEvents,
  categories,
  courseLectures,
  coursePrices,
  courses,
  enrollments,
  memberships,
  membershipTypes,
  organizationAssignments,
  organizationMembers,
  organizations,
  professors,
  skillPathCourses,
  users,
} from '@/lib/server/db/schema';
import { decideCourseAccess, type AccessCourse, type AccessOrganization, type AccessViewer, type CourseAccessDecision } from '@/lib/domain/learning/course-access';
import { classroomPath, resumeLectureNumber } from '@/lib/domain/learning/classroom-path';
import { clampPercent } from '@/lib/domain/learning/progress';
import type { RoleUser } from '@/lib/domain/roles';
import { defaultLocale } from '@/lib/domain/i18n/routing';
import { revalidateEnrollmentPages } from '@/lib/server/cache/revalidate-public-pages';
import { BASE_CURRENCY } from '@/lib/domain/commerce/cart-currency';
import { isFreeOfCharge } from '@/lib/domain/commerce/free-of-charge';
import { loadResumeLectureNumbers } from '@/lib/server/services/classroom/learner-progress';

/**
 * Course access for the server (issue 15 items 1–2): reads what the pure rule
 * (lib/domain/learning/course-access.ts) needs for one viewer and some courses — in indexed reads run
 * side by side, whatever the number of courses — and answers the decision with the learner's
 * progress and the classroom URL to continue at. Every classroom read and write, the cart, the
 * checkout and `Course.viewerAccess` ask here; nothing else decides access.
 */

/** The facts of a course the rule and the classroom URL need. */
export type CourseAccessCourse = AccessCourse & { id: number; slug: string; categorySlug: string; lectureCount: number };

export type CourseAccessView = CourseAccessDecision & {
  courseId: number;
  /** The course facts the decision was made from. */
  course: CourseAccessCourse;
  /** 0–100, from the learner's enrollment (kept when the enrollment no longer grants access); 0 without one. */
  progress: number;
  /** 1-based lecture to continue at, null without access or when the course has no lectures yet. */
  resumeLectureNumber: number | null;
  /** The classroom URL of that lecture in `locale`, null without access. */
  resumeUrl: string | null;
};

export type CourseAccessOptions = {
  /** Language of `resumeUrl` (Spanish, unprefixed, when not given; '/pt/', '/en/'). */
  locale?: string;
  /** Answer for one lecture (its free-preview flag) instead of the whole course. */
  lecture?: { isPreview: boolean } | null;
};

/** "Today" for membership expiry, as `me` reads it (lib/server/services/viewer.ts). */
function today(): string {
  return new Date().toISOString().slice(0, 10);
}

/** The viewer's role facts and organisations (without the per-course assignment flag). */
type ViewerFacts = { userId: number; roles: RoleUser; organizations: Omit<AccessOrganization, 'assignsCourse'>[] };

async function loadViewerFacts(db: Db, userId: number): Promise<ViewerFacts | null> {
  const [[row], orgRows] = await Promise.all([
    // The user with their latest active membership, if any (one row).
    db
      .select({
        isStaff: users.isStaff,
        isMentor: users.isMentor,
        isProfessor: users.isProfessor,
        isAffiliate: users.isAffiliate,
        segmentation: users.segmentation,
        userDegreeSegmentation: users.userDegreeSegmentation,
        featureTeacherPanel: users.featureTeacherPanel,
        featureMentorPanel: users.featureMentorPanel,
        membershipMethod: membershipTypes.method,
      })
      .from(users)
      .leftJoin(memberships, and(eq(memberships.userId, users.id), gte(memberships.expireDate, today())))
      .leftJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .where(eq(users.id, userId))
      .orderBy(sql`${memberships.expireDate} desc nulls last`)
      .limit(1),
    db
      .select({ id: organizations.id, slug: organizations.slug, name: organizations.name, role: organizationMembers.role, assignedType: organizations.assignedType })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(organizationMembers.createdAt), asc(organizationMembers.organizationId)),
  ]);
  if (!row) return null;
  const first = orgRows[0];
  // The same role subject `me` gives (lib/server/auth/viewer-roles.ts), from fewer columns.
  const roles: RoleUser = {
    isStaff: row.isStaff,
    isMentor: row.isMentor,
    isProfessor: row.isProfessor,
    isAffiliate: row.isAffiliate,
    hasMembership: row.membershipMethod !== null,
    segmentation: row.segmentation,
    userDegreeSegmentation: row.userDegreeSegmentation,
    organization: first ? { slug: first.slug, name: first.name, myRole: first.role, assignedType: first.assignedType } : null,
    membership: row.membershipMethod !== null ? { membershipType: { method: row.membershipMethod } } : null,
    features: { teacherPanel: row.featureTeacherPanel, mentorPanel: row.featureMentorPanel },
  };
  return { userId, roles, organizations: orgRows.map((o) => ({ id: o.id, slug: o.slug, role: o.role, assignedType: o.assignedType })) };
}

async function loadCourseFacts(db: Db, courseIds: readonly number[]): Promise<Map<number, CourseAccessCourse>> {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      categorySlug: categories.slug,
      courseType: courses.courseType,
      isActive: courses.isActive,
      isPreSale: courses.isPreSale,
      organizationId: courses.organizationId,
      professorUserId: professors.userId,
      lectureCount: sql<number>`(select count(*) from ${courseLectures} where ${courseLectures.courseId} = ${courses.id})`.mapWith(Number),
      basePriceCents: coursePrices.priceCents,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(professors, eq(professors.id, courses.professorId))
    // The base-currency price only: all "free of charge" needs (lib/domain/commerce/free-of-charge.ts).
    .leftJoin(coursePrices, and(eq(coursePrices.courseId, courses.id), eq(coursePrices.currency, BASE_CURRENCY)))
    .where(inArray(courses.id, [...courseIds]));
  return new Map(
    rows.map(({ basePriceCents, ...r }) => [r.id, { ...r, prices: basePriceCents === null ? [] : [{ currency: BASE_CURRENCY, priceCents: basePriceCents }] }]),
  );
}

/** The courses (among `courseIds`) each of the viewer's organisations assigned to them or to every member, directly or in a track. */
async function loadAssignedCourses(db: Db, userId: number, courseIds: readonly number[]): Promise<Set<string>> {
  const ids = [...courseIds];
  const rows = await db
    .selectDistinct({
      organizationId: organizationAssignments.organizationId,
      courseId: sql<number>`coalesce(${organizationAssignments.courseId}, ${skillPathCourses.courseId})`.mapWith(Number),
    })
    .from(organizationAssignments)
    .innerJoin(organizationMembers, and(eq(organizationMembers.organizationId, organizationAssignments.organizationId), eq(organizationMembers.userId, userId)))
    .leftJoin(skillPathCourses, eq(skillPathCourses.skillPathId, organizationAssignments.skillPathId))
    .where(
      and(
        or(isNull(organizationAssignments.userId), eq(organizationAssignments.userId, userId)),
        or(inArray(organizationAssignments.courseId, ids), inArray(skillPathCourses.courseId, ids)),
      ),
    );
  return new Set(rows.map((r) => `${r.organizationId}:${r.courseId}`));
}

/**
 * The access of one viewer (null: anonymous) to several courses at once, by course id; a course
 * that does not exist is absent from the map. Five reads side by side (the viewer, their
 * organisations, the courses, their enrollments in them, their organisations' assignments of
 * them) and the two of the learner's lecture progress (where each course resumes), so a list of any length costs the same as one course.
 */
export async function loadCourseAccessMany(db: Db, userId: number | null, courseIds: readonly number[], options: CourseAccessOptions = {}): Promise<Map<number, CourseAccessView>> {
  const ids = [...new Set(courseIds)].filter((id) => Number.isSafeInteger(id) && id > 0);
  const out = new Map<number, CourseAccessView>();
  if (ids.length === 0) return out;
  const [facts, courseFacts, enrollmentRows, assigned, resumeNumbers] = await Promise.all([
    userId === null ? Promise.resolve(null) : loadViewerFacts(db, userId),
    loadCourseFacts(db, ids),
    userId === null
      ? Promise.resolve([])
      : db
          .select({ courseId: enrollments.courseId, enrollmentType: enrollments.enrollmentType, progressPercent: enrollments.progressPercent })
          .from(enrollments)
          .where(and(eq(enrollments.userId, userId), inArray(enrollments.courseId, ids))),
    userId === null ? Promise.resolve(new Set<string>()) : loadAssignedCourses(db, userId, ids),
    // Where each course continues, from the learner's lecture progress (two indexed reads for the whole list).
    userId === null ? Promise.resolve(new Map<number, number>()) : loadResumeLectureNumbers(db, userId, ids),
  ]);
  const enrollmentByCourse = new Map(enrollmentRows.map((e) => [e.courseId, e]));
  for (const course of courseFacts.values()) {
    // A session of a deleted account reads as anonymous.
    const viewer: AccessViewer | null = facts
      ? { userId: facts.userId, roles: facts.roles, organizations: facts.organizations.map((o) => ({ ...o, assignsCourse: assigned.has(`${o.id}:${course.id}`) })) }
      : null;
    const enrollment = viewer ? (enrollmentByCourse.get(course.id) ?? null) : null;
    const decision = decideCourseAccess({ viewer, course, enrollment: enrollment, lecture: options.lecture ?? null });
    // The classroom is opened by a course-wide grant; a preview opens only its own lecture.
    const courseWide = decision.grant === 'enrollment' || decision.grant === 'entitlement';
    // The progress services already chose the lecture (the incomplete one touched last, else the
    // first not completed, else the first: lib/domain/learning/course-completion.ts resumeLectureIndex);
    // resumeLectureNumber keeps it within the course and falls back to lecture 1 without progress.
    const lectureNumber = courseWide ? resumeLectureNumber({ lectureCount: course.lectureCount, lastOpened: resumeNumbers.get(course.id) ?? null }) : null;
    out.set(course.id, {
      ...decision,
      courseId: course.id,
      course,
      progress: enrollment ? clampPercent(enrollment.progressPercent) : 0,
      resumeLectureNumber: lectureNumber,
      resumeUrl:
        lectureNumber === null
          ? null
          : classroomPath({ locale: options.locale ?? defaultLocale, categorySlug: course.categorySlug, courseSlug: course.slug, lectureNumber, orgSlug: decision.organizationSlug }),
    });
  }
  return out;
}

/** The access of one viewer to one course (optionally one of its lectures); null when the course does not exist. */
export async function loadCourseAccess(db: Db, userId: number | null, courseId: number, options: CourseAccessOptions = {}): Promise<CourseAccessView | null> {
  return (await loadCourseAccessMany(db, userId, [courseId], options)).get(courseId) ?? null;
}

/**
 * The classroom URL (the lecture to continue at, in `locale`, under /org/{slug} for organisation
 * learners) of each of these courses the viewer may open, by course id; a course they may not
 * open (a lapsed enrollment, no grant) or without lectures yet is absent. What the learner areas'
 * "Continuar" and the order confirmation's "Ir al curso" link to (issue 15 item 2).
 */
export async function loadClassroomUrls(db: Db, userId: number, courseIds: readonly number[], options: Pick<CourseAccessOptions, 'locale'> = {}): Promise<Map<number, string>> {
  const views = await loadCourseAccessMany(db, userId, courseIds, { locale: options.locale });
  const out = new Map<number, string>();
  for (const [courseId, view] of views) if (view.resumeUrl !== null) out.set(courseId, view.resumeUrl);
  return out;
}

// ---- Free enrollment ----

export type EnrollFreeError = 'courseNotFound' | 'notFree' | 'notAvailable';
export type EnrollFreeResult = { ok: true; created: boolean } | { ok: false; error: EnrollFreeError };

/**
 * One-click enrollment in a free course (issue 15 item 1, enrollment type FREE). Refused, with
 * nothing written, for a course that is not free of charge (a FREE course, or one whose sale
 * price is 0: lib/domain/commerce/free-of-charge.ts), is no longer on offer, or is private to an
 * organisation (which has no public page to enroll from). Idempotent: in a free course where the
 * learner already has an enrollment (of any type) it is left as it is and answers `created: false`. A new enrollment counts on the course's
 * learners and records the spec §7 `enrollment` event, in one transaction.
 */
export async function enrollFreeCourse(db: Db, userId: number, courseId: number): Promise<EnrollFreeResult> {
  const result = await db.transaction(async (tx): Promise<EnrollFreeResult> => {
    const access = await loadCourseAccess(tx, userId, courseId);
    if (!access || access.course.organizationId !== null) return { ok: false, error: 'courseNotFound' };
    // Only courses free of charge, whoever asks: a bought course answers "not free" too, never a success.
    if (!isFreeOfCharge(access.course)) return { ok: false, error: 'notFree' };
    if (access.hasEnrollment) return { ok: true, created: false };
    if (!access.canEnrollFree) return { ok: false, error: 'notAvailable' };
    const created = await tx
      .insert(enrollments)
      .values({ userId, courseId, enrollmentType: 'FREE' })
      .onConflictDoNothing()
      .returning({ id: enrollments.id });
    if (created.length === 0) return { ok: true, created: false };
    await tx.update(courses).set({ enrollmentsCount: sql`${courses.enrollmentsCount} + 1` }).where(eq(courses.id, courseId));
    await tx.insert(analyticsEvents).values({
      eventUuid: randomUUID(),
      eventType: 'enrollment',
      userId,
      itemId: String(courseId),
      itemType: 'course',
      pageIdentifier: 'course',
      pageData: { enrollment_type: 'FREE' },
    });
    return { ok: true, created: true };
  });
  // The course page shows its learner count: render it again once the enrollment has committed.
  if (result.ok && result.created) await revalidateEnrollmentPages(db, { courseIds: [courseId], bundleIds: [] });
  return result;
}
