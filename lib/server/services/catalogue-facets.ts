import 'server-only';
import { and, asc, count, countDistinct, desc, eq, isNull, ne, sql, sum } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  academies,
  bundleCourses,
  bundles,
  categories,
  courseLectures,
  courses,
  professors,
  skillPaths,
  subcategories,
  type LocalizedText,
} from '@/lib/server/db/schema';
import { getCoursesByIds, type CourseRecord } from '@/lib/server/services/catalogue';

/** Courses visible in the public catalogue: active and not private to an organisation. */
export const publicCourse = and(eq(courses.isActive, true), isNull(courses.organizationId));

export type SubcategoryFacet = { id: number; slug: string; name: LocalizedText; courseCount: number };

export type CategoryFacet = {
  id: number;
  slug: string;
  name: LocalizedText;
  description: LocalizedText | null;
  icon: string | null;
  courseCount: number;
  subcategories: SubcategoryFacet[];
};

/** Every category with its subcategories and how many public courses each holds, in menu order. */
export async function listCategoryFacets(db: Db): Promise<CategoryFacet[]> {
  const [cats, subs, catCounts, subCounts] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db.select().from(subcategories).orderBy(asc(subcategories.position), asc(subcategories.id)),
    db.select({ id: courses.categoryId, n: count() }).from(courses).where(publicCourse).groupBy(courses.categoryId),
    db.select({ id: courses.subcategoryId, n: count() }).from(courses).where(publicCourse).groupBy(courses.subcategoryId),
  ]);
  const catCount = new Map(catCounts.map((r) => [r.id, Number(r.n)]));
  const subCount = new Map(subCounts.map((r) => [r.id, Number(r.n)]));
  return cats.map((c) => ({
    id: c.id,
    slug: c.slug,
    name: c.name,
    description: c.description,
    icon: c.icon,
    courseCount: catCount.get(c.id) ?? 0,
    subcategories: subs
      .filter((s) => s.categoryId === c.id)
      .map((s) => ({ id: s.id, slug: s.slug, name: s.name, courseCount: subCount.get(s.id) ?? 0 })),
  }));
}

export type CatalogueStats = {
  courses: number;
  categories: number;
  professors: number;
  academies: number;
  skillPaths: number;
  bundles: number;
  enrollments: number;
  lectures: number;
  /** Sum of the public courses' lengths, in seconds. */
  contentSeconds: number;
};

/** Headline figures of the public catalogue (hero, landings, business plans). */
export async function getCatalogueStats(db: Db): Promise<CatalogueStats> {
  const [[courseRow], [catRow], [academyRow], [pathRow], [bundleRow], [lectureRow]] = await Promise.all([
    db
      .select({
        n: count(),
        professors: countDistinct(courses.professorId),
        enrollments: sum(courses.enrollmentsCount),
        seconds: sum(courses.durationSeconds),
      })
      .from(courses)
      .where(publicCourse),
    db.select({ n: count() }).from(categories),
    db.select({ n: count() }).from(academies),
    db.select({ n: count() }).from(skillPaths),
    db.select({ n: count() }).from(bundles),
    db
      .select({ n: count() })
      .from(courseLectures)
      .innerJoin(courses, eq(courses.id, courseLectures.courseId))
      .where(publicCourse),
  ]);
  return {
    courses: Number(courseRow?.n ?? 0),
    professors: Number(courseRow?.professors ?? 0),
    enrollments: Number(courseRow?.enrollments ?? 0),
    contentSeconds: Number(courseRow?.seconds ?? 0),
    categories: Number(catRow?.n ?? 0),
    academies: Number(academyRow?.n ?? 0),
    skillPaths: Number(pathRow?.n ?? 0),
    bundles: Number(bundleRow?.n ?? 0),
    lectures: Number(lectureRow?.n ?? 0),
  };
}

export type SyllabusLecture = { id: number; title: LocalizedText; lectureType: string; durationSeconds: number };
export type SyllabusModule = { title: LocalizedText; durationSeconds: number; lectures: SyllabusLecture[] };

/** Lectures in order, grouped into modules where the module title changes. */
export function groupLecturesByModule(
  rows: readonly (SyllabusLecture & { moduleTitle: LocalizedText })[],
): SyllabusModule[] {
  const modules: SyllabusModule[] = [];
  for (const row of rows) {
    const last = modules[modules.length - 1];
    const lecture: SyllabusLecture = { id: row.id, title: row.title, lectureType: row.lectureType, durationSeconds: row.durationSeconds };
    if (last && JSON.stringify(last.title) === JSON.stringify(row.moduleTitle)) {
      last.lectures.push(lecture);
      last.durationSeconds += row.durationSeconds;
    } else {
      modules.push({ title: row.moduleTitle, durationSeconds: row.durationSeconds, lectures: [lecture] });
    }
  }
  return modules;
}

export type CourseDetailExtras = {
  description: LocalizedText | null;
  /** Set for a course private to an organisation: not part of the public catalogue. */
  organizationId: number | null;
  syllabus: SyllabusModule[];
  lectureCount: number;
  professor: { bio: LocalizedText | null; courseCount: number };
  bundles: { id: number; slug: string; title: LocalizedText }[];
};

/** What the course page shows beyond a CourseRecord: description, syllabus, professor and bundles. */
export async function getCourseDetailExtras(db: Db, courseId: number): Promise<CourseDetailExtras | null> {
  const [base] = await db
    .select({
      description: courses.description,
      organizationId: courses.organizationId,
      professorId: courses.professorId,
      bio: professors.bio,
    })
    .from(courses)
    .innerJoin(professors, eq(professors.id, courses.professorId))
    .where(eq(courses.id, courseId))
    .limit(1);
  if (!base) return null;
  const [lectures, [profCount], bundleRows] = await Promise.all([
    db
      .select({
        id: courseLectures.id,
        moduleTitle: courseLectures.moduleTitle,
        title: courseLectures.title,
        lectureType: courseLectures.lectureType,
        durationSeconds: courseLectures.durationSeconds,
      })
      .from(courseLectures)
      .where(eq(courseLectures.courseId, courseId))
      .orderBy(asc(courseLectures.position), asc(courseLectures.id)),
    db.select({ n: count() }).from(courses).where(and(publicCourse, eq(courses.professorId, base.professorId))),
    db
      .select({ id: bundles.id, slug: bundles.slug, title: bundles.title })
      .from(bundleCourses)
      .innerJoin(bundles, eq(bundles.id, bundleCourses.bundleId))
      .where(eq(bundleCourses.courseId, courseId))
      .orderBy(asc(bundles.id)),
  ]);
  return {
    description: base.description,
    organizationId: base.organizationId,
    syllabus: groupLecturesByModule(lectures),
    lectureCount: lectures.length,
    professor: { bio: base.bio, courseCount: Number(profCount?.n ?? 0) },
    bundles: bundleRows,
  };
}

/** Other public courses of the same subcategory (else category), most popular first. */
export async function listRelatedCourses(db: Db, course: CourseRecord, limit = 4): Promise<CourseRecord[]> {
  const sameGroup = course.subcategory
    ? sql`(${courses.subcategoryId} = ${course.subcategory.id} or ${courses.categoryId} = ${course.category.id})`
    : eq(courses.categoryId, course.category.id);
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(publicCourse, ne(courses.id, course.id), sameGroup))
    .orderBy(
      course.subcategory ? sql`(${courses.subcategoryId} = ${course.subcategory.id}) desc` : asc(courses.id),
      desc(courses.enrollmentsCount),
      asc(courses.id),
    )
    .limit(limit);
  return getCoursesByIds(db, rows.map((r) => r.id));
}
