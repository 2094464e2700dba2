import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures, enrollments, lectureProgress } from '@/lib/server/db/schema';
import { resumeLectureIndex } from '@/lib/domain/learning/course-completion';
import { orderedLectures } from './curriculum';

export type LectureProgressEntry = { lectureId: number; positionSeconds: number; watchedSeconds: number; completedAt: Date | null; updatedAt: Date };

export type CourseProgressView = {
  /** The completed set, as lecture ids in course order. */
  completedLectureIds: number[];
  /** Each lecture the learner touched: the resume second, the most watched, when completed. */
  lectures: LectureProgressEntry[];
  /** The enrollment's progress (0 without one). */
  progressPercent: number;
  /** Where "Continuar" goes: lib/domain/learning/course-completion.ts resumeLectureIndex. Null for a course without lectures. */
  resumeLectureId: number | null;
  /** The same as the classroom's 1-based lecture number. */
  resumeLectureNumber: number | null;
};

/** A learner's progress in a course, for the classroom and "Continuar" links. Reads only. */
export async function loadLectureProgress(db: Db, userId: number, courseId: number): Promise<CourseProgressView> {
  const [lectures, rows, [enrollment]] = await Promise.all([
    orderedLectures(db, courseId),
    db
      .select({
        lectureId: lectureProgress.lectureId,
        positionSeconds: lectureProgress.positionSeconds,
        watchedSeconds: lectureProgress.watchedSeconds,
        completedAt: lectureProgress.completedAt,
        updatedAt: lectureProgress.updatedAt,
      })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, userId), eq(lectureProgress.courseId, courseId))),
    db.select({ progressPercent: enrollments.progressPercent }).from(enrollments).where(and(eq(enrollments.userId, userId), eq(enrollments.courseId, courseId))).limit(1),
  ]);
  const byId = new Map(rows.map((r) => [r.lectureId, r]));
  const index = resumeLectureIndex(
    lectures.map((l) => ({ id: l.id, type: l.type })),
    rows.map((r) => ({ lectureId: r.lectureId, completed: r.completedAt !== null, updatedAt: r.updatedAt })),
  );
  return {
    completedLectureIds: lectures.filter((l) => byId.get(l.id)?.completedAt).map((l) => l.id),
    lectures: rows,
    progressPercent: enrollment?.progressPercent ?? 0,
    resumeLectureId: index >= 0 ? lectures[index].id : null,
    resumeLectureNumber: index >= 0 ? index + 1 : null,
  };
}

/** Resume numbers of several courses at once (learner lists' "Continuar" links): course id → 1-based lecture number. */
export async function loadResumeLectureNumbers(db: Db, userId: number, courseIds: readonly number[]): Promise<Map<number, number>> {
  const ids = [...new Set(courseIds)];
  if (ids.length === 0) return new Map();
  const [lectures, rows] = await Promise.all([
    db
      .select({ id: courseLectures.id, courseId: courseLectures.courseId, type: courseLectures.lectureType })
      .from(courseLectures)
      .where(inArray(courseLectures.courseId, ids))
      .orderBy(asc(courseLectures.courseId), asc(courseLectures.position), asc(courseLectures.id)),
    db
      .select({ lectureId: lectureProgress.lectureId, courseId: lectureProgress.courseId, completedAt: lectureProgress.completedAt, updatedAt: lectureProgress.updatedAt })
      .from(lectureProgress)
      .where(and(eq(lectureProgress.userId, userId), inArray(lectureProgress.courseId, ids))),
  ]);
  const out = new Map<number, number>();
  for (const courseId of ids) {
    const list = lectures.filter((l) => l.courseId === courseId);
    const index = resumeLectureIndex(
      list,
      rows.filter((r) => r.courseId === courseId).map((r) => ({ lectureId: r.lectureId, completed: r.completedAt !== null, updatedAt: r.updatedAt })),
    );
    if (index >= 0) out.set(courseId, index + 1);
  }
  return out;
}
