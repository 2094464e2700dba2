import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures } from '@/lib/server/db/schema';
import { parseLectureContent, publicLectureContent, type LectureType, type LocalizedText, type PublicLectureContent } from '@/lib/domain/learning/lecture-content';
import { classroomMediaContent } from '@/lib/domain/learning/classroom/lecture-media';

export type ClassroomLecture = {
  id: number;
  courseId: number;
  number: number;
  lectureCount: number;
  title: LocalizedText;
  moduleTitle: LocalizedText;
  type: LectureType;
  durationSeconds: number;
  isPreview: boolean;
  /**
   * Without quiz answers (publicLectureContent) and with media addresses as lecture media route
   * URLs (classroomMediaContent: the stored file paths never reach a page); null when the
   * lecture has no content yet.
   */
  content: PublicLectureContent | null;
  previousNumber: number | null;
  nextNumber: number | null;
};

/**
 * The lecture at a 1-based number of a course, with its content as a page may hold it (no quiz
 * answers; media as route URLs, which check access again on every request). Call it only after
 * the access rule allowed the viewer this lecture (any lecture with access, preview lectures
 * without). Null for a number out of range.
 */
export async function loadClassroomLecture(db: Db, courseId: number, number: number): Promise<ClassroomLecture | null> {
  if (!Number.isInteger(number) || number < 1) return null;
  const ids = await db
    .select({ id: courseLectures.id })
    .from(courseLectures)
    .where(eq(courseLectures.courseId, courseId))
    .orderBy(asc(courseLectures.position), asc(courseLectures.id));
  const target = ids[number - 1];
  if (!target) return null;
  const [row] = await db
    .select({
      id: courseLectures.id,
      title: courseLectures.title,
      moduleTitle: courseLectures.moduleTitle,
      type: courseLectures.lectureType,
      durationSeconds: courseLectures.durationSeconds,
      isPreview: courseLectures.isPreview,
      content: courseLectures.content,
    })
    .from(courseLectures)
    .where(eq(courseLectures.id, target.id))
    .limit(1);
  const content = parseLectureContent(row.content);
  return {
    id: row.id,
    courseId,
    number,
    lectureCount: ids.length,
    title: row.title,
    moduleTitle: row.moduleTitle,
    type: row.type,
    durationSeconds: row.durationSeconds,
    isPreview: row.isPreview,
    content: content ? classroomMediaContent(row.id, publicLectureContent(content)) : null,
    previousNumber: number > 1 ? number - 1 : null,
    nextNumber: number < ids.length ? number + 1 : null,
  };
}
