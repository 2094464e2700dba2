import 'server-only';
import { and, asc, count, desc, eq, gte, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, enrollments, orderLines, orders, professors, type LocalizedText } from '@/lib/server/db/schema';
import { lastMonths, monthlySales, type SalesSeries } from '@/lib/domain/panels/sales-series';

export type TeacherCourseRow = {
  id: number;
  slug: string;
  title: LocalizedText;
  categorySlug: string;
  categoryName: LocalizedText;
  isActive: boolean;
  publishedAt: Date | null;
  scoreAverage: number;
  reviewsCount: number;
  /** Enrollments recorded on the platform for this course. */
  enrollmentCount: number;
  completedCount: number;
  /** The catalogue's public enrollment counter (includes historic enrollments). */
  catalogueEnrollments: number;
};

export type TeacherPanel = {
  professors: Array<{ id: number; slug: string; fullName: string; occupation: LocalizedText | null; avatarUrl: string | null }>;
  courses: TeacherCourseRow[];
  totals: { courseCount: number; enrollmentCount: number; averageRating: number; reviewsCount: number };
};

/** The teacher dashboard: the professor profiles linked to the user (professors.userId) and their courses. */
export async function getTeacherPanel(db: Db, userId: number): Promise<TeacherPanel> {
  const profs = await db
    .select({ id: professors.id, slug: professors.slug, fullName: professors.fullName, occupation: professors.occupation, avatarUrl: professors.avatarUrl })
    .from(professors)
    .where(eq(professors.userId, userId))
    .orderBy(asc(professors.id));
  if (profs.length === 0) return { professors: [], courses: [], totals: { courseCount: 0, enrollmentCount: 0, averageRating: 0, reviewsCount: 0 } };
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      title: courses.title,
      categorySlug: categories.slug,
      categoryName: categories.name,
      isActive: courses.isActive,
      publishedAt: courses.publishedAt,
      scoreAverage: courses.scoreAverage,
      reviewsCount: courses.reviewsCount,
      catalogueEnrollments: courses.enrollmentsCount,
      enrollmentCount: count(enrollments.id),
      completedCount: sql<number>`count(${enrollments.completedAt})`,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(enrollments, eq(enrollments.courseId, courses.id))
    .where(inArray(courses.professorId, profs.map((p) => p.id)))
    .groupBy(courses.id, categories.id)
    .orderBy(desc(courses.enrollmentsCount), asc(courses.id));
  const list: TeacherCourseRow[] = rows.map((r) => ({ ...r, enrollmentCount: Number(r.enrollmentCount), completedCount: Number(r.completedCount) }));
  const reviews = list.reduce((sum, c) => sum + c.reviewsCount, 0);
  const weighted = list.reduce((sum, c) => sum + c.scoreAverage * c.reviewsCount, 0);
  return {
    professors: profs,
    courses: list,
    totals: {
      courseCount: list.length,
      enrollmentCount: list.reduce((sum, c) => sum + Math.max(c.enrollmentCount, c.catalogueEnrollments), 0),
      averageRating: reviews > 0 ? Math.round((weighted / reviews) * 10) / 10 : 0,
      reviewsCount: reviews,
    },
  };
}

export type TeacherSales = {
  /** One series per currency, most sales first (lib/domain/panels/sales-series.ts). */
  series: SalesSeries[];
  /** Per course and currency over the same window: what sold most. */
  byCourse: Array<{ courseId: number; title: LocalizedText; currency: string; totalCents: number; count: number }>;
  months: number;
};

/**
 * The teacher's sales over the last `months` calendar months: paid order lines of courses taught
 * by the user's professor profiles (orders in status PAID, by payment date). Bundles are not
 * attributed to a single teacher and are left out.
 */
export async function getTeacherSales(db: Db, userId: number, now: Date, months = 12): Promise<TeacherSales> {
  const since = new Date(`${lastMonths(now, months)[0]}-01T00:00:00Z`);
  const rows = await db
    .select({ courseId: courses.id, title: courses.title, paidAt: orders.paidAt, currency: orders.currency, paidCents: orderLines.paidCents })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(courses, eq(courses.id, orderLines.courseId))
    .innerJoin(professors, eq(professors.id, courses.professorId))
    .where(and(eq(professors.userId, userId), eq(orders.status, 'PAID'), isNotNull(orders.paidAt), gte(orders.paidAt, since)));
  const lines = rows.map((r) => ({ paidAt: r.paidAt!, currency: r.currency, paidCents: r.paidCents }));
  const byCourse = new Map<string, TeacherSales['byCourse'][number]>();
  for (const r of rows) {
    const key = `${r.courseId}:${r.currency}`;
    const entry = byCourse.get(key) ?? { courseId: r.courseId, title: r.title, currency: r.currency, totalCents: 0, count: 0 };
    entry.totalCents += r.paidCents;
    entry.count += 1;
    byCourse.set(key, entry);
  }
  return {
    series: monthlySales(lines, now, months),
    byCourse: [...byCourse.values()].sort((a, b) => b.count - a.count || a.currency.localeCompare(b.currency) || b.totalCents - a.totalCents || a.courseId - b.courseId),
    months,
  };
}
