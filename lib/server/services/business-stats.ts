import 'server-only';
import { and, asc, avg, count, countDistinct, eq, ilike, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { publicCourse } from '@/lib/server/services/catalogue-facets';
import { categories, courses, enrollments, organizationMembers, organizations } from '@/lib/server/db/schema';

/** Real numbers for the business landings, straight from the database. */
export type BusinessStats = {
  /** Active courses of the public catalogue. */
  courseCount: number;
  categoryCount: number;
  organizationCount: number;
  learnerCount: number;
  professorCount: number;
  enrollmentCount: number;
};

/**
 * The figures mean what they mean on home, premium and the company pages (one definition:
 * catalogue-facets' publicCourse): courses of the public catalogue, professors teaching one of
 * them, learners with at least one enrollment.
 */
export async function getBusinessStats(db: Db): Promise<BusinessStats> {
  const [[c], [cat], [org], [learners]] = await Promise.all([
    db.select({ n: count(), professors: countDistinct(courses.professorId) }).from(courses).where(publicCourse),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(organizations),
    db.select({ n: countDistinct(enrollments.userId), enrollments: count() }).from(enrollments),
  ]);
  return {
    courseCount: Number(c.n),
    categoryCount: Number(cat.n),
    organizationCount: Number(org.n),
    learnerCount: Number(learners.n),
    professorCount: Number(c.professors),
    enrollmentCount: Number(learners.enrollments),
  };
}

export type HigherEducationCase = {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  primaryColor: string;
  secondaryColor: string;
  organizationType: string | null;
  startDate: string | null;
  memberCount: number;
  learnerCount: number;
  enrollmentCount: number;
  completedCount: number;
  averageProgress: number;
  ownCourseCount: number;
};

/**
 * The university organisation shown as a case on the higher-education landing: the first
 * organisation with the higher-education home or a university type.
 */
export async function getHigherEducationCase(db: Db): Promise<HigherEducationCase | null> {
  const [org] = await db
    .select()
    .from(organizations)
    .where(or(eq(organizations.higherEducationHome, true), ilike(organizations.organizationType, '%univ%'), ilike(organizations.organizationType, '%higher%')))
    .orderBy(sql`case when ${organizations.higherEducationHome} then 0 else 1 end`, asc(organizations.id))
    .limit(1);
  if (!org) return null;
  const [[members], [progress], [own]] = await Promise.all([
    db
      .select({ n: count(), learners: sql<number>`count(*) filter (where ${organizationMembers.role} in ('member', 'high-education-member'))` })
      .from(organizationMembers)
      .where(eq(organizationMembers.organizationId, org.id)),
    db
      .select({
        enrollments: count(enrollments.id),
        completed: sql<number>`count(${enrollments.completedAt})`,
        average: avg(enrollments.progressPercent),
        learners: countDistinct(enrollments.userId),
      })
      .from(enrollments)
      .innerJoin(organizationMembers, and(eq(organizationMembers.userId, enrollments.userId), eq(organizationMembers.organizationId, org.id))),
    db.select({ n: count() }).from(courses).where(and(eq(courses.organizationId, org.id), isNotNull(courses.id))),
  ]);
  return {
    id: org.id,
    slug: org.slug,
    name: org.name,
    logo: org.logoHeader ?? org.logo,
    primaryColor: org.primaryColor,
    secondaryColor: org.secondaryColor,
    organizationType: org.organizationType,
    startDate: org.startDate,
    memberCount: Number(members.n),
    learnerCount: Number(members.learners),
    enrollmentCount: Number(progress.enrollments),
    completedCount: Number(progress.completed),
    averageProgress: Math.round(Number(progress.average ?? 0)),
    ownCourseCount: Number(own.n),
  };
}

export type OrganizationShowcase = { id: number; slug: string; name: string; logo: string | null; primaryColor: string; industry: string | null };

/** The organisations learning with the product (names and logos for the business landing). */
export async function listOrganizationShowcase(db: Db, limit = 12): Promise<OrganizationShowcase[]> {
  const rows = await db
    .select({
      id: organizations.id,
      slug: organizations.slug,
      name: organizations.name,
      logo: organizations.logo,
      logoHeader: organizations.logoHeader,
      primaryColor: organizations.primaryColor,
      industry: organizations.industry,
    })
    .from(organizations)
    .orderBy(asc(organizations.name))
    .limit(limit);
  return rows.map(({ logoHeader, ...r }) => ({ ...r, logo: r.logo ?? logoHeader }));
}
