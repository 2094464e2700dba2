import 'server-only';
import { asc, avg, count, countDistinct, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { publicCourse } from '@/lib/server/services/catalogue-facets';
import { courses, enrollments, organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { publicEnv } from '@/lib/domain/config/public-env';

/** Where job applications go (the hiring page's e-mail link); overridable per deployment. */
export const HIRING_EMAIL: string = publicEnv().hiringEmail;

/** Real figures for the about-us page, straight from the database. */
export type CompanyFigures = {
  /** Active courses of the public catalogue (organisation-only courses excluded). */
  courseCount: number;
  /** Professors who teach at least one course of the public catalogue. */
  professorCount: number;
  /** People with at least one enrollment. */
  learnerCount: number;
  /** Countries the registered users come from. */
  countryCount: number;
  enrollmentCount: number;
  /** Enrollments finished (completed_at set). */
  completedCount: number;
};

export async function getCompanyFigures(db: Db): Promise<CompanyFigures> {
  const [[catalogue], [learning], [countries]] = await Promise.all([
    // The same figures as home and the business landings (catalogue-facets' publicCourse).
    db.select({ n: count(), professors: countDistinct(courses.professorId) }).from(courses).where(publicCourse),
    db
      .select({ learners: countDistinct(enrollments.userId), enrollments: count(), completed: count(enrollments.completedAt) })
      .from(enrollments),
    db.select({ n: countDistinct(users.countryCode) }).from(users).where(isNotNull(users.countryCode)),
  ]);
  return {
    courseCount: Number(catalogue.n),
    professorCount: Number(catalogue.professors),
    learnerCount: Number(learning.learners),
    countryCount: Number(countries.n),
    enrollmentCount: Number(learning.enrollments),
    completedCount: Number(learning.completed),
  };
}

/** An organisation learning with the product, as a success story with its real numbers. */
export type SuccessStory = {
  id: number;
  slug: string;
  name: string;
  logo: string | null;
  primaryColor: string;
  secondaryColor: string;
  /** 'COMPANY', 'UNIVERSITY', … as stored (the page maps it to a translated label). */
  organizationType: string | null;
  /** Head-count band, e.g. '201-500' or '5001+'. */
  organizationSize: string | null;
  /** ISO date the organisation started learning with the product. */
  startDate: string | null;
  memberCount: number;
  /** Members who have enrolled in at least one course. */
  activeLearnerCount: number;
  enrollmentCount: number;
  completedCount: number;
  /** Mean progress of the members' enrollments, 0–100 (rounded). */
  averageProgress: number;
  /** Courses the organisation published for its own people. */
  ownCourseCount: number;
};

/** Every organisation with its member, enrollment and progress figures (three grouped queries). */
export async function listSuccessStories(db: Db): Promise<SuccessStory[]> {
  const [orgs, members, learning, own] = await Promise.all([
    db.select().from(organizations).orderBy(asc(organizations.startDate), asc(organizations.id)),
    db
      .select({ organizationId: organizationMembers.organizationId, n: count() })
      .from(organizationMembers)
      .groupBy(organizationMembers.organizationId),
    db
      .select({
        organizationId: organizationMembers.organizationId,
        learners: countDistinct(enrollments.userId),
        enrollments: count(enrollments.id),
        completed: count(enrollments.completedAt),
        average: avg(enrollments.progressPercent),
      })
      .from(enrollments)
      .innerJoin(organizationMembers, eq(organizationMembers.userId, enrollments.userId))
      .groupBy(organizationMembers.organizationId),
    db
      .select({ organizationId: courses.organizationId, n: count() })
      .from(courses)
      .where(isNotNull(courses.organizationId))
      .groupBy(courses.organizationId),
  ]);
  const memberCounts = new Map(members.map((r) => [r.organizationId, Number(r.n)]));
  const learningBy = new Map(learning.map((r) => [r.organizationId, r]));
  const ownCounts = new Map(own.map((r) => [r.organizationId, Number(r.n)]));
  return orgs.map((org) => {
    const stats = learningBy.get(org.id);
    return {
      id: org.id,
      slug: org.slug,
      name: org.name,
      logo: org.logoHeader ?? org.logo,
      primaryColor: org.primaryColor,
      secondaryColor: org.secondaryColor,
      organizationType: org.organizationType,
      organizationSize: org.organizationSize,
      startDate: org.startDate,
      memberCount: memberCounts.get(org.id) ?? 0,
      activeLearnerCount: Number(stats?.learners ?? 0),
      enrollmentCount: Number(stats?.enrollments ?? 0),
      completedCount: Number(stats?.completed ?? 0),
      averageProgress: Math.round(Number(stats?.average ?? 0)),
      ownCourseCount: ownCounts.get(org.id) ?? 0,
    };
  });
}

/** Totals over the success stories, for the page's summary figures. */
export function successStoryTotals(stories: readonly SuccessStory[]): {
  organizations: number;
  members: number;
  enrollments: number;
  completed: number;
  averageProgress: number;
} {
  const members = stories.reduce((sum, s) => sum + s.memberCount, 0);
  const enrollments = stories.reduce((sum, s) => sum + s.enrollmentCount, 0);
  const completed = stories.reduce((sum, s) => sum + s.completedCount, 0);
  // Weighted by enrollments, so a large organisation counts for what it is.
  const weighted = stories.reduce((sum, s) => sum + s.averageProgress * s.enrollmentCount, 0);
  return { organizations: stories.length, members, enrollments, completed, averageProgress: enrollments > 0 ? Math.round(weighted / enrollments) : 0 };
}
