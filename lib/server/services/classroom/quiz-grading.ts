import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures } from '@/lib/server/db/schema';
import { parseLectureContent, type QuizContent } from '@/lib/domain/learning/lecture-content';

/** A quiz lecture for grading on the server: its course and preview flag (for the access rule) and the quiz with its answers. Never send this to a page. */
export type QuizLectureForGrading = { id: number; courseId: number; isPreview: boolean; content: QuizContent };

export async function loadQuizForGrading(db: Db, lectureId: number): Promise<QuizLectureForGrading | null> {
  const [row] = await db
    .select({ id: courseLectures.id, courseId: courseLectures.courseId, isPreview: courseLectures.isPreview, content: courseLectures.content })
    .from(courseLectures)
    .where(eq(courseLectures.id, lectureId))
    .limit(1);
  const content = row ? parseLectureContent(row.content) : null;
  return row && content?.type === 'QUIZ' ? { ...row, content } : null;
}
