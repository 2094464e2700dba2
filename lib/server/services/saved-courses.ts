import 'server-only';
import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courses, savedCourses } from '@/lib/server/db/schema';
import { getCoursesByIds, type CourseRecord } from '@/lib/server/services/catalogue';

/**
 * Saved courses (spec §4 "Saved courses", §6 "Saving courses: premium users only", §7
 * CreateSavedCourse / DeleteSavedCourse). The callers check who may save (lib/domain/roles
 * canSaveCourses); these functions only read and write the user's bookmarks. Only public
 * catalogue courses can be saved: organisation-private courses are not in the catalogue.
 */

/** Why a save or unsave could not name a course. */
export type SavedCourseError = 'courseNotFound';

export type SaveCourseResult = { ok: true; created: boolean } | { ok: false; error: SavedCourseError };
export type UnsaveCourseResult = { ok: true; removed: boolean } | { ok: false; error: SavedCourseError };

/** One saved course with when it was saved. */
export type SavedCourseItem = { course: CourseRecord; savedAt: Date };

/** A public catalogue course (any state: active, pre-sale or scheduled). */
async function isSaveableCourse(db: Db, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), isNull(courses.organizationId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Saves a course for the user. Idempotent: saving a saved course keeps its one row (and its
 * first date) and answers `created: false`.
 */
export async function saveCourse(db: Db, input: { userId: number; courseId: number }): Promise<SaveCourseResult> {
  if (!(await isSaveableCourse(db, input.courseId))) return { ok: false, error: 'courseNotFound' };
  const inserted = await db
    .insert(savedCourses)
    .values({ userId: input.userId, courseId: input.courseId })
    .onConflictDoNothing({ target: [savedCourses.userId, savedCourses.courseId] })
    .returning({ courseId: savedCourses.courseId });
  return { ok: true, created: inserted.length > 0 };
}

/**
 * Removes a saved course. `removed: false` when it was not saved. A row is removed even when its
 * course has since left the public catalogue; only a course that is neither saved nor public
 * is an error.
 */
export async function unsaveCourse(db: Db, input: { userId: number; courseId: number }): Promise<UnsaveCourseResult> {
  const deleted = await db
    .delete(savedCourses)
    .where(and(eq(savedCourses.userId, input.userId), eq(savedCourses.courseId, input.courseId)))
    .returning({ courseId: savedCourses.courseId });
  if (deleted.length > 0) return { ok: true, removed: true };
  if (!(await isSaveableCourse(db, input.courseId))) return { ok: false, error: 'courseNotFound' };
  return { ok: true, removed: false };
}

/** Newest saved first; ties (same instant) by course id, so pages never overlap. */
const newestFirst = [desc(savedCourses.createdAt), desc(savedCourses.courseId)];

/** Whether the user has saved this course. */
export async function isCourseSaved(db: Db, userId: number, courseId: number): Promise<boolean> {
  const [row] = await db
    .select({ courseId: savedCourses.courseId })
    .from(savedCourses)
    .where(and(eq(savedCourses.userId, userId), eq(savedCourses.courseId, courseId)))
    .limit(1);
  return row !== undefined;
}

/** Original ids of the user's saved public courses, newest saved first (the toggles' state). */
export async function listSavedCourseIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: savedCourses.courseId })
    .from(savedCourses)
    .innerJoin(courses, eq(courses.id, savedCourses.courseId))
    .where(and(eq(savedCourses.userId, userId), isNull(courses.organizationId)))
    .orderBy(...newestFirst);
  return rows.map((r) => r.courseId);
}

/** One page of the user's saved public courses, newest saved first, and how many there are. */
export async function listSavedCourses(
  db: Db,
  userId: number,
  page: { offset: number; limit: number },
): Promise<{ items: SavedCourseItem[]; totalCount: number }> {
  const where = and(eq(savedCourses.userId, userId), isNull(courses.organizationId));
  const [rows, [{ total }]] = await Promise.all([
    db
      .select({ courseId: savedCourses.courseId, savedAt: savedCourses.createdAt })
      .from(savedCourses)
      .innerJoin(courses, eq(courses.id, savedCourses.courseId))
      .where(where)
      .orderBy(...newestFirst)
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(savedCourses).innerJoin(courses, eq(courses.id, savedCourses.courseId)).where(where),
  ]);
  const records = new Map((await getCoursesByIds(db, rows.map((r) => r.courseId))).map((c) => [c.id, c]));
  const items = rows.flatMap((r) => {
    const course = records.get(r.courseId);
    return course ? [{ course, savedAt: r.savedAt }] : [];
  });
  return { items, totalCount: Number(total) };
}
