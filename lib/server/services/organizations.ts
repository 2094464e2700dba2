import 'server-only';
import { and, asc, avg, count, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courses, enrollments, organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { getCoursesByIds, listCourses, type CourseRecord } from '@/lib/server/services/catalogue';
import type { OrgRef } from '@/lib/org/org-ref';

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

/** Members with their role and enrolment progress (admin panel): admins first, then by name. */
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

export type OrgLearning = {
  /** The organisation's own courses (uploaded for it). */
  ownCourses: CourseRecord[];
  /** Courses assigned to the organisation: those its members are enrolled in, most followed first. */
  assignedCourses: CourseRecord[];
  /** For all-catalog organisations: the most followed courses of the public catalogue. */
  catalogueCourses: CourseRecord[];
  catalogueTotal: number;
  /** The viewer's own enrolments with progress. */
  myProgress: Array<{ courseId: number; progressPercent: number; completed: boolean }>;
};

/** What the organisation learning home lists (members only; the page checks membership). */
export async function getOrgLearning(db: Db, org: OrganizationRecord, viewerId: number, limit = 12): Promise<OrgLearning> {
  const [ownRows, assignedRows, mine, catalogue] = await Promise.all([
    db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.organizationId, org.id), eq(courses.isActive, true)))
      .orderBy(desc(courses.publishedAt), asc(courses.id))
      .limit(limit),
    db
      .select({ id: enrollments.courseId, n: count() })
      .from(enrollments)
      .innerJoin(organizationMembers, and(eq(organizationMembers.userId, enrollments.userId), eq(organizationMembers.organizationId, org.id)))
      .innerJoin(courses, and(eq(courses.id, enrollments.courseId), isNull(courses.organizationId)))
      .groupBy(enrollments.courseId)
      .orderBy(desc(count()), asc(enrollments.courseId))
      .limit(limit),
    db
      .select({ courseId: enrollments.courseId, progressPercent: enrollments.progressPercent, completedAt: enrollments.completedAt })
      .from(enrollments)
      .where(eq(enrollments.userId, viewerId)),
    org.assignedType === 'all-catalog' ? listCourses(db, { offset: 0, limit, sort: 'popular' }) : Promise.resolve({ items: [], totalCount: 0 }),
  ]);
  const [ownCourses, assignedCourses] = await Promise.all([
    getCoursesByIds(db, ownRows.map((r) => r.id)),
    getCoursesByIds(db, assignedRows.map((r) => r.id)),
  ]);
  return {
    ownCourses,
    assignedCourses,
    catalogueCourses: catalogue.items,
    catalogueTotal: catalogue.totalCount,
    myProgress: mine.map((m) => ({ courseId: m.courseId, progressPercent: m.progressPercent, completed: m.completedAt !== null })),
  };
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
