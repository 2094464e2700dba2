import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures } from '@/lib/server/db/schema';
import { parseLectureContent, type LectureContent, type LectureType } from '@/lib/domain/learning/lecture-content';

/** A lecture as the progress writes and quiz grading need it: its course, type, preview flag (for the access rule) and parsed content. */
export type LectureRow = { id: number; courseId: number; lectureType: LectureType; isPreview: boolean; content: LectureContent | null };

export async function findLecture(db: Db, lectureId: number): Promise<LectureRow | null> {
  const [row] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, lectureType: courseLectures.lectureType, isPreview: courseLectures.isPreview, content: courseLectures.content })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  return row ? { ...row, content: parseLectureContent(row.content) } : null;
}
