import 'server-only';
import type { Db } from '@/lib/server/db/client';
import type { QuizContent } from '@/lib/domain/learning/lecture-content';
import { findLecture } from './lecture-row';

/** A quiz lecture for grading on the server: its course and preview flag (for the access rule) and the quiz with its answers. Never send this to a page. */
export type QuizLectureForGrading = { id: number; courseId: number; isPreview: boolean; content: QuizContent };

/** The quiz lecture `lectureId`, or null when there is none or it is not a quiz. */
export async function loadQuizForGrading(db: Db, lectureId: number): Promise<QuizLectureForGrading | null> {
  const lecture = await findLecture(db, lectureId);
  const content = lecture?.content;
  return lecture && content?.type === 'QUIZ' ? { id: lecture.id, courseId: lecture.courseId, isPreview: lecture.isPreview, content } : null;
}
