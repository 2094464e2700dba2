/**
 * The learner's notes on courses and lectures (issue 7). Every read and write is scoped to the
 * `userId` passed in (the viewer), so someone else's note reads as "not found".
 */
import 'server-only';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courseLectures, courses, learnerNotes, type LocalizedText } from '@/lib/server/db/schema';
import type { NoteUpdateValues, NoteValues } from '@/lib/domain/validation/learning-schemas';
import type { Result } from './result';
import type { CourseRef } from './course-ref';
import { findEnrollment } from './enrollments';

export type LearnerNote = {
  id: number;
  course: CourseRef;
  lecture: { id: number; title: LocalizedText; position: number } | null;
  body: string;
  /** The second of the lecture's video the note was taken at, if any. */
  videoSeconds: number | null;
  createdAt: Date;
  updatedAt: Date;
};

function noteSelect(db: Db) {
  return db
    .select({
      id: learnerNotes.id,
      courseId: courses.id,
      slug: courses.slug,
      title: courses.title,
      categorySlug: categories.slug,
      coverImage: courses.coverImage,
      lectureId: courseLectures.id,
      lectureTitle: courseLectures.title,
      lecturePosition: courseLectures.position,
      body: learnerNotes.body,
      videoSeconds: learnerNotes.videoSeconds,
      createdAt: learnerNotes.createdAt,
      updatedAt: learnerNotes.updatedAt,
    })
    .from(learnerNotes)
    .innerJoin(courses, eq(courses.id, learnerNotes.courseId))
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(courseLectures, eq(courseLectures.id, learnerNotes.lectureId));
}

type NoteRow = Awaited<ReturnType<ReturnType<typeof noteSelect>['where']>>[number];

function toNote(r: NoteRow): LearnerNote {
  return {
    id: r.id,
    course: { id: r.courseId, slug: r.slug, title: r.title, categorySlug: r.categorySlug, coverImage: r.coverImage },
    lecture: r.lectureId !== null && r.lectureTitle !== null && r.lecturePosition !== null ? { id: r.lectureId, title: r.lectureTitle, position: r.lecturePosition } : null,
    body: r.body,
    // A note whose lecture was deleted keeps its text, not a second of a video that is gone.
    videoSeconds: r.lectureId !== null ? r.videoSeconds : null,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

/** The learner's notes, most recently edited first; one course's when `courseId` is given. */
export async function listLearnerNotes(db: Db, userId: number, options: { courseId?: number } = {}): Promise<LearnerNote[]> {
  const where = options.courseId !== undefined ? and(eq(learnerNotes.userId, userId), eq(learnerNotes.courseId, options.courseId)) : eq(learnerNotes.userId, userId);
  const rows = await noteSelect(db).where(where).orderBy(desc(learnerNotes.updatedAt), desc(learnerNotes.id));
  return rows.map(toNote);
}

async function getLearnerNote(db: Db, userId: number, noteId: number): Promise<LearnerNote | null> {
  const [row] = await noteSelect(db).where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId))).limit(1);
  return row ? toNote(row) : null;
}

async function lectureInCourse(db: Db, lectureId: number, courseId: number): Promise<boolean> {
  const [row] = await db.select({ id: courseLectures.id }).from(courseLectures).where(and(eq(courseLectures.id, lectureId), eq(courseLectures.courseId, courseId))).limit(1);
  return Boolean(row);
}

export async function createLearnerNote(db: Db, userId: number, values: NoteValues): Promise<Result<LearnerNote, 'notEnrolled' | 'lectureNotInCourse'>> {
  if (!(await findEnrollment(db, userId, values.courseId))) return { ok: false, error: 'notEnrolled' };
  if (values.lectureId !== null && !(await lectureInCourse(db, values.lectureId, values.courseId))) return { ok: false, error: 'lectureNotInCourse' };
  const [row] = await db.insert(learnerNotes).values({ userId, courseId: values.courseId, lectureId: values.lectureId, body: values.body, videoSeconds: values.videoSeconds }).returning({ id: learnerNotes.id });
  return { ok: true, data: (await getLearnerNote(db, userId, row.id))! };
}

export async function updateLearnerNote(db: Db, userId: number, noteId: number, values: NoteUpdateValues): Promise<Result<LearnerNote, 'notFound' | 'lectureNotInCourse'>> {
  const [note] = await db
    .select({ courseId: learnerNotes.courseId, lectureId: learnerNotes.lectureId, videoSeconds: learnerNotes.videoSeconds })
    .from(learnerNotes)
    .where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId)))
    .limit(1);
  if (!note) return { ok: false, error: 'notFound' };
  if (values.lectureId !== null && !(await lectureInCourse(db, values.lectureId, note.courseId))) return { ok: false, error: 'lectureNotInCourse' };
  // Not sent: the second stays while the lecture does (a second of another lecture means nothing).
  const videoSeconds = values.videoSeconds !== undefined ? values.videoSeconds : values.lectureId === note.lectureId ? note.videoSeconds : null;
  const updated = await db
    .update(learnerNotes)
    .set({ body: values.body, lectureId: values.lectureId, videoSeconds, updatedAt: new Date() })
    .where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId)))
    .returning({ id: learnerNotes.id });
  if (updated.length === 0) return { ok: false, error: 'notFound' };
  return { ok: true, data: (await getLearnerNote(db, userId, noteId))! };
}

export async function deleteLearnerNote(db: Db, userId: number, noteId: number): Promise<Result<{ id: number }, 'notFound'>> {
  const deleted = await db.delete(learnerNotes).where(and(eq(learnerNotes.id, noteId), eq(learnerNotes.userId, userId))).returning({ id: learnerNotes.id });
  return deleted.length === 0 ? { ok: false, error: 'notFound' } : { ok: true, data: { id: noteId } };
}

export type LectureOption = { id: number; courseId: number; title: LocalizedText; moduleTitle: LocalizedText; position: number };

/** The lectures of some courses, in course order (the note form's lecture picker). */
export async function listLectures(db: Db, courseIds: number[]): Promise<LectureOption[]> {
  if (courseIds.length === 0) return [];
  return db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, title: courseLectures.title, moduleTitle: courseLectures.moduleTitle, position: courseLectures.position })
    .from(courseLectures)
    .where(inArray(courseLectures.courseId, courseIds))
    .orderBy(asc(courseLectures.courseId), asc(courseLectures.position));
}
