import 'server-only';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, enrollments, professors, type LocalizedText } from '@/lib/server/db/schema';

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
  /** Enrolments recorded on the platform for this course. */
  enrollmentCount: number;
  completedCount: number;
  /** The catalogue's public enrolment counter (includes historic enrolments). */
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

/** Enrolments a user holds, used by panels that show the viewer's own progress. */
export async function countUserEnrollments(db: Db, userId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(enrollments).where(and(eq(enrollments.userId, userId)));
  return Number(row.n);
}
