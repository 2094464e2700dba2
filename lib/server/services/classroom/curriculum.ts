import 'server-only';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courseLectures } from '@/lib/server/db/schema';
import { countsTowardProgress } from '@/lib/domain/learning/course-completion';
import type { LectureType, LocalizedText } from '@/lib/domain/learning/lecture-content';
import { localized } from '@/lib/domain/i18n/localized';

/** One lecture of the classroom's curriculum (a read for the page: pages never write). */
export type CurriculumLecture = {
  id: number;
  /** 1-based place in the course: the classroom's /clase/{n}/. */
  number: number;
  title: string;
  type: LectureType;
  durationSeconds: number;
  isPreview: boolean;
  /** False for SCORM (cannot run here, left out of progress). */
  countsTowardProgress: boolean;
};
export type CurriculumModule = { title: string; lectures: CurriculumLecture[] };
export type Curriculum = { courseId: number; modules: CurriculumModule[]; lectureCount: number; durationSeconds: number };

type OrderedLecture = { id: number; moduleTitle: LocalizedText; title: LocalizedText; type: LectureType; durationSeconds: number; isPreview: boolean };

/** The course's lectures in course order (the classroom's numbering; learner-progress.ts resumes by it). */
export async function orderedLectures(db: Db, courseId: number): Promise<OrderedLecture[]> {
  return db
    .select({
      id: courseLectures.id,
      moduleTitle: courseLectures.moduleTitle,
      title: courseLectures.title,
      type: courseLectures.lectureType,
      durationSeconds: courseLectures.durationSeconds,
      isPreview: courseLectures.isPreview,
    })
    .from(courseLectures)
    .where(eq(courseLectures.courseId, courseId))
    .orderBy(asc(courseLectures.position), asc(courseLectures.id));
}

/**
 * The course's lectures by module, in the viewer's language: titles, types, lengths and the
 * preview flags. No content and so no quiz answers; the same for every viewer.
 */
export async function loadCurriculum(db: Db, courseId: number, locale: string): Promise<Curriculum> {
  const lectures = await orderedLectures(db, courseId);
  const modules: CurriculumModule[] = [];
  let previousKey: string | null = null;
  lectures.forEach((l, i) => {
    // Consecutive lectures with the same module title form one module.
    const key = JSON.stringify(l.moduleTitle);
    if (key !== previousKey) modules.push({ title: localized(l.moduleTitle, locale), lectures: [] });
    previousKey = key;
    modules[modules.length - 1].lectures.push({
      id: l.id,
      number: i + 1,
      title: localized(l.title, locale),
      type: l.type,
      durationSeconds: l.durationSeconds,
      isPreview: l.isPreview,
      countsTowardProgress: countsTowardProgress(l.type),
    });
  });
  return { courseId, modules, lectureCount: lectures.length, durationSeconds: lectures.reduce((s, l) => s + l.durationSeconds, 0) };
}
