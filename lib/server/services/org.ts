import 'server-only';
import { and, asc, avg, count, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  courses,
  enrollments,
  organizationAssignments,
  organizationFeatures,
  organizationMembers,
  organizations,
  skillPathCourses,
  skillPaths,
  users,
  type LocalizedText,
} from '@/lib/server/db/schema';
import { getCoursesByIds, listCourses, type CourseRecord } from '@/lib/server/services/catalogue';
import { learnScope } from '@/lib/domain/org/permissions';
import type { OrgRef } from '@/lib/domain/org/org-ref';

export type OrganizationRecord = typeof organizations.$inferSelect;

/** An organisation by slug or numeric id (spec §2 /org/{orgId}/…). */
export async function findOrganization(db: Db, ref: OrgRef): Promise<OrganizationRecord | null> {
  const where = ref.kind === 'id' ? eq(organizations.id, ref.id) : eq(organizations.slug, ref.slug);
  const [row] = await db.select().from(organizations).where(where).limit(1);
  return row ?? null;
}

/** The user's role in the organisation, or null when not a member. */
export async function getMemberRole(db: Db, organizationId: number, userId: number): Promise<string | null> {
  const [row] = await db
    .select({ role: organizationMembers.role })
    .from(organizationMembers)
    .where(and(eq(organizationMembers.organizationId, organizationId), eq(organizationMembers.userId, userId)))
    .limit(1);
  return row?.role ?? null;
}

export type OrgMemberRecord = {
  userId: number;
  fullName: string;
  email: string;
  role: string;
  joinedAt: Date;
  enrollmentCount: number;
  completedCount: number;
  averageProgress: number;
};

/** Members with their role and enrollment progress (admin panel): admins first, then by name. */
export async function listOrgMembers(db: Db, organizationId: number): Promise<OrgMemberRecord[]> {
  const rows = await db
    .select({
      userId: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      username: users.username,
      email: users.email,
      role: organizationMembers.role,
      joinedAt: organizationMembers.createdAt,
      enrollmentCount: count(enrollments.id),
      completedCount: sql<number>`count(${enrollments.completedAt})`,
      averageProgress: avg(enrollments.progressPercent),
    })
    .from(organizationMembers)
    .innerJoin(users, eq(users.id, organizationMembers.userId))
    .leftJoin(enrollments, eq(enrollments.userId, users.id))
    .where(eq(organizationMembers.organizationId, organizationId))
    .groupBy(users.id, organizationMembers.role, organizationMembers.createdAt)
    .orderBy(
      sql`case ${organizationMembers.role} when 'owner' then 0 when 'owner-corporation' then 1 when 'admin' then 2 when 'leader' then 3 else 4 end`,
      asc(users.firstName),
      asc(users.lastName),
    );
  return rows.map((r) => ({
    userId: r.userId,
    fullName: `${r.firstName} ${r.lastName}`.trim() || r.username,
    email: r.email,
    role: r.role,
    joinedAt: r.joinedAt,
    enrollmentCount: Number(r.enrollmentCount),
    completedCount: Number(r.completedCount),
    averageProgress: Math.round(Number(r.averageProgress ?? 0)),
  }));
}

/** One enrollment's progress (0 when the member has not started the course). */
export type CourseProgress = { courseId: number; progressPercent: number; completed: boolean };

/** An assignment as the member sees it: the course, or the track with its courses, and the progress. */
export type LearnAssignment = {
  id: number;
  kind: 'course' | 'track';
  /** Assigned to every member (true) or to this member only. */
  toEveryone: boolean;
  dueDate: string | null;
  course: CourseRecord | null;
  /** The course is the organisation's own (studio): it has no public course page. */
  privateCourse: boolean;
  track: { id: number; slug: string; title: LocalizedText; courses: CourseRecord[] } | null;
  progressPercent: number;
  completed: boolean;
  /** Courses of the item the member has completed / in total (1 for a course). */
  completedCourses: number;
  totalCourses: number;
};

export type OrgLearning = {
  /** The organisation's own (studio) courses that finished processing, when the member's scope includes them. */
  ownCourses: CourseRecord[];
  /** What is assigned to the viewer (directly or to every member), newest first. */
  assignments: LearnAssignment[];
  /** The courses among `assignments` (a course assignment each), for lists of cards. */
  assignedCourses: CourseRecord[];
  /** For all-catalog organisations (and panel-only admins): the most followed public courses. */
  catalogueCourses: CourseRecord[];
  catalogueTotal: number;
  /** The viewer's own enrollments with progress. */
  myProgress: CourseProgress[];
  /** What the member may see (lib/domain/org/permissions.ts learnScope). */
  scope: { catalogue: boolean; ownCourses: boolean };
};

/** Progress of a set of courses for one learner: average percent (not started = 0) and completion. */
export function combinedProgress(courseIds: readonly number[], progress: ReadonlyMap<number, CourseProgress>): { progressPercent: number; completed: boolean; completedCourses: number } {
  if (courseIds.length === 0) return { progressPercent: 0, completed: false, completedCourses: 0 };
  const entries = courseIds.map((id) => progress.get(id));
  const completedCourses = entries.filter((e) => e?.completed).length;
  const percent = Math.round(entries.reduce((sum, e) => sum + (e ? (e.completed ? 100 : e.progressPercent) : 0), 0) / courseIds.length);
  return { progressPercent: percent, completed: completedCourses === courseIds.length, completedCourses };
}

/** The courses of each track, in track order (public courses only). */
export async function trackCourseIds(db: Db, trackIds: number[]): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>(trackIds.map((id) => [id, []]));
  if (trackIds.length === 0) return out;
  const rows = await db
    .select({ trackId: skillPathCourses.skillPathId, courseId: skillPathCourses.courseId })
    .from(skillPathCourses)
    .innerJoin(courses, eq(courses.id, skillPathCourses.courseId))
    .where(and(inArray(skillPathCourses.skillPathId, trackIds), isNull(courses.organizationId)))
    .orderBy(asc(skillPathCourses.position), asc(skillPathCourses.courseId));
  for (const row of rows) out.get(row.trackId)?.push(row.courseId);
  return out;
}

/**
 * What the organisation learning home lists for one member (the page checks membership first):
 * their assignments with progress, the organisation's own courses and the catalogue as the
 * organisation's access type allows (spec §3 assignedType; panel-only members see only what is
 * assigned to them). `role` is the viewer's role in this organisation (looked up when omitted).
 */
export async function getOrgLearning(db: Db, org: OrganizationRecord, viewerId: number, role?: string | null, limit = 12): Promise<OrgLearning> {
  const memberRole = role === undefined ? await getMemberRole(db, org.id, viewerId) : role;
  const scope = learnScope(org.assignedType, memberRole);
  const [assignmentRows, ownRows, mine, catalogue] = await Promise.all([
    db
      .select({
        id: organizationAssignments.id,
        userId: organizationAssignments.userId,
        courseId: organizationAssignments.courseId,
        skillPathId: organizationAssignments.skillPathId,
        dueDate: organizationAssignments.dueDate,
      })
      .from(organizationAssignments)
      .where(
        and(
          eq(organizationAssignments.organizationId, org.id),
          or(isNull(organizationAssignments.userId), eq(organizationAssignments.userId, viewerId)),
        ),
      )
      .orderBy(desc(organizationAssignments.createdAt), desc(organizationAssignments.id)),
    scope.ownCourses
      ? db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.organizationId, org.id), eq(courses.isActive, true)))
          .orderBy(desc(courses.publishedAt), asc(courses.id))
          .limit(limit)
      : Promise.resolve([]),
    db
      .select({ courseId: enrollments.courseId, progressPercent: enrollments.progressPercent, completedAt: enrollments.completedAt })
      .from(enrollments)
      .where(eq(enrollments.userId, viewerId)),
    scope.catalogue ? listCourses(db, { offset: 0, limit, sort: 'popular' }) : Promise.resolve({ items: [], totalCount: 0 }),
  ]);
  const myProgress: CourseProgress[] = mine.map((m) => ({ courseId: m.courseId, progressPercent: m.progressPercent, completed: m.completedAt !== null }));
  const progress = new Map(myProgress.map((p) => [p.courseId, p]));

  // A course assigned both to everyone and to the member shows once (the personal one, newest first).
  const seen = new Set<string>();
  const rows = assignmentRows.filter((a) => {
    const key = a.courseId !== null ? `c${a.courseId}` : `t${a.skillPathId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  const trackIds = rows.flatMap((a) => (a.skillPathId === null ? [] : [a.skillPathId]));
  const [tracks, coursesByTrack] = await Promise.all([
    trackIds.length === 0 ? Promise.resolve([]) : db.select({ id: skillPaths.id, slug: skillPaths.slug, title: skillPaths.title }).from(skillPaths).where(inArray(skillPaths.id, trackIds)),
    trackCourseIds(db, trackIds),
  ]);
  const trackById = new Map(tracks.map((t) => [t.id, t]));
  const courseIds = [...new Set([...rows.flatMap((a) => (a.courseId === null ? [] : [a.courseId])), ...[...coursesByTrack.values()].flat(), ...ownRows.map((r) => r.id)])];
  const [recordList, privateRows] = await Promise.all([
    getCoursesByIds(db, courseIds),
    courseIds.length === 0 ? Promise.resolve([]) : db.select({ id: courses.id }).from(courses).where(and(inArray(courses.id, courseIds), isNotNull(courses.organizationId))),
  ]);
  const records = new Map(recordList.map((c) => [c.id, c]));
  const privateIds = new Set(privateRows.map((r) => r.id));

  const assignments: LearnAssignment[] = rows.flatMap((a): LearnAssignment[] => {
    if (a.courseId !== null) {
      const course = records.get(a.courseId);
      // An assigned course that was withdrawn (inactive) is not offered any more.
      if (!course || !course.isActive) return [];
      const p = combinedProgress([course.id], progress);
      return [{ id: a.id, kind: 'course', toEveryone: a.userId === null, dueDate: a.dueDate, course, privateCourse: privateIds.has(course.id), track: null, ...p, totalCourses: 1 }];
    }
    const track = a.skillPathId === null ? undefined : trackById.get(a.skillPathId);
    if (!track) return [];
    const ids = (coursesByTrack.get(track.id) ?? []).filter((id) => records.get(id)?.isActive);
    const p = combinedProgress(ids, progress);
    return [
      {
        id: a.id,
        kind: 'track',
        toEveryone: a.userId === null,
        dueDate: a.dueDate,
        course: null,
        privateCourse: false,
        track: { ...track, courses: ids.map((id) => records.get(id)!) },
        ...p,
        totalCourses: ids.length,
      },
    ];
  });
  return {
    ownCourses: ownRows.flatMap((r) => records.get(r.id) ?? []),
    assignments,
    assignedCourses: assignments.flatMap((a) => (a.course ? [a.course] : [])),
    catalogueCourses: catalogue.items,
    catalogueTotal: catalogue.totalCount,
    myProgress,
    scope,
  };
}

/** Spec §3 organisation features (GetFlagOrganization), by name. */
export async function listOrgFeatures(db: Db, organizationId: number) {
  return db
    .select({ id: organizationFeatures.id, name: organizationFeatures.name, slug: organizationFeatures.slug, scope: organizationFeatures.scope, isActive: organizationFeatures.isActive })
    .from(organizationFeatures)
    .where(eq(organizationFeatures.organizationId, organizationId))
    .orderBy(asc(organizationFeatures.name), asc(organizationFeatures.id));
}

/** Organisation-wide numbers for the admin panel header. */
export async function getOrgPanelSummary(db: Db, organizationId: number) {
  const members = await db
    .select({ userId: organizationMembers.userId })
    .from(organizationMembers)
    .where(eq(organizationMembers.organizationId, organizationId));
  const ids = members.map((m) => m.userId);
  if (ids.length === 0) return { memberCount: 0, enrollmentCount: 0, completedCount: 0, averageProgress: 0 };
  const [row] = await db
    .select({ n: count(), completed: sql<number>`count(${enrollments.completedAt})`, average: avg(enrollments.progressPercent) })
    .from(enrollments)
    .where(inArray(enrollments.userId, ids));
  return {
    memberCount: ids.length,
    enrollmentCount: Number(row.n),
    completedCount: Number(row.completed),
    averageProgress: Math.round(Number(row.average ?? 0)),
  };
}
