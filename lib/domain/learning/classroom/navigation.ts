/**
 * Moving through a course in the classroom (issue 15 item 3: lecture list by module with
 * completion marks, previous/next, progress bar). Pure: the classroom page, the progress service
 * and the tests call the same functions.
 *
 * Lectures come in course order (course_lectures.position); a module is a run of consecutive
 * lectures with the same module title — the rule the course page's syllabus uses
 * (groupLecturesByModule in lib/server/services/catalogue-facets.ts), so both group alike.
 */
import { clampPercent } from '@/lib/domain/learning/progress';

/** Spec §3 enumerations: lecture types. */
export const LECTURE_TYPES = ['CLASS', 'EXERCISE', 'QUIZ', 'PDF', 'IFRAME', 'SCORM', 'SURVEY', 'BREAK'] as const;

/** What navigation needs of a lecture; the caller's own fields ride along. */
export type NavLecture = { id: number; moduleTitle: unknown };

export type LectureModule<T extends NavLecture> = {
  /** 1-based, in course order (the syllabus shows "Módulo 1: …"). */
  number: number;
  title: T['moduleTitle'];
  lectures: T[];
  /** Lectures of this module that are completed. */
  completed: number;
};

function sameTitle(a: unknown, b: unknown): boolean {
  // Module titles are localised JSON objects ({ es, pt, en }) or plain strings.
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

/** Groups lectures (in course order) into modules, counting the completed ones of each. */
export function groupIntoModules<T extends NavLecture>(lectures: readonly T[], completedIds: Iterable<number> = []): LectureModule<T>[] {
  const done = new Set(completedIds);
  const modules: LectureModule<T>[] = [];
  for (const lecture of lectures) {
    const last = modules[modules.length - 1];
    if (last && sameTitle(last.title, lecture.moduleTitle)) last.lectures.push(lecture);
    else modules.push({ number: modules.length + 1, title: lecture.moduleTitle, lectures: [lecture], completed: 0 });
    if (done.has(lecture.id)) modules[modules.length - 1].completed += 1;
  }
  return modules;
}

export type LecturePosition<T extends NavLecture> = {
  /** 1-based number of the lecture in the course (the classroom URL's /clase/{n}/). */
  number: number;
  total: number;
  current: T;
  previous: T | null;
  next: T | null;
};

/**
 * Where a lecture sits: its number and its neighbours. Previous and next cross module
 * boundaries — the course is one sequence. Null when the lecture is not in the course.
 */
export function lecturePosition<T extends NavLecture>(lectures: readonly T[], lectureId: number): LecturePosition<T> | null {
  const index = lectures.findIndex((l) => l.id === lectureId);
  if (index < 0) return null;
  return {
    number: index + 1,
    total: lectures.length,
    current: lectures[index],
    previous: index > 0 ? lectures[index - 1] : null,
    next: index < lectures.length - 1 ? lectures[index + 1] : null,
  };
}

/** The lecture with a 1-based number (/clase/{n}/); null outside 1…count or for a non-integer. */
export function lectureByNumber<T extends NavLecture>(lectures: readonly T[], number: number): T | null {
  if (!Number.isInteger(number) || number < 1 || number > lectures.length) return null;
  return lectures[number - 1];
}

/**
 * Course progress from the completed lectures: every lecture weighs the same (a quiz or a break
 * is a step like a video; weighting by duration would make a course of short quizzes and one
 * long video look almost done after the video). Ids that are not lectures of the course are
 * ignored. Rounded down, so 100 % means every lecture is done — never 99.6 % shown as 100.
 */
export function courseProgressPercent(lectures: readonly Pick<NavLecture, 'id'>[], completedIds: Iterable<number>): number {
  if (lectures.length === 0) return 0;
  const done = new Set(completedIds);
  const count = lectures.reduce((n, l) => n + (done.has(l.id) ? 1 : 0), 0);
  return clampPercent(Math.floor((count * 100) / lectures.length));
}

/**
 * The lecture to continue with: the first one not completed after the most recently completed
 * one (courses are taken in order, but a learner may skip ahead); when everything after it is
 * done, the first one not completed anywhere; when all are done, the first lecture (to review).
 * `lastLectureId` is the lecture opened last, if known: it wins while it is not completed, so a
 * half-watched video is where "Continuar" goes.
 */
export function resumeLecture<T extends NavLecture>(lectures: readonly T[], completedIds: Iterable<number>, lastLectureId: number | null = null): T | null {
  if (lectures.length === 0) return null;
  const done = new Set(completedIds);
  if (lastLectureId !== null) {
    const last = lectures.find((l) => l.id === lastLectureId);
    if (last && !done.has(last.id)) return last;
  }
  let lastDone = -1;
  lectures.forEach((l, i) => {
    if (done.has(l.id)) lastDone = i;
  });
  const after = lectures.slice(lastDone + 1).find((l) => !done.has(l.id));
  return after ?? lectures.find((l) => !done.has(l.id)) ?? lectures[0];
}
