/**
 * Where a lecture of the classroom lives (issue 15 item 3): a Spanish path under the course page,
 * `/cursos-online/{categoria}/{curso}/clase/{n}/`, where n is the lecture's 1-based place in the
 * course; `/pt/` and `/en/` in front for those languages (the site's locale prefix) and, for an
 * organisation learner, `/org/{slug}` like every learner path (spec §2), e.g.
 * `/pt/org/acme-learning/cursos-online/diseno/logo/clase/3/`. Pure; built from the existing
 * helpers so the course URL, the org prefix and the locale prefix each have one home.
 */
import { coursePath } from '@/lib/domain/paths/course-paths';
import { orgPrefix } from '@/lib/domain/paths/learner-paths';
import { localizedPath } from '@/lib/domain/paths/localized-path';

/** The Spanish path segment of a lecture under its course page. */
export const CLASSROOM_SEGMENT = 'clase';

export type ClassroomPathInput = {
  locale: string;
  categorySlug: string;
  courseSlug: string;
  /** 1-based position of the lecture in the course. */
  lectureNumber: number;
  /** The organisation whose learner area this is, when the learner studies in one. */
  orgSlug?: string | null;
};

export function classroomPath(input: ClassroomPathInput): string {
  const n = input.lectureNumber;
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`lecture number must be a positive integer, got ${n}`);
  return localizedPath(`${orgPrefix(input.orgSlug)}${coursePath(input.categorySlug, input.courseSlug)}${CLASSROOM_SEGMENT}/${n}/`, input.locale);
}

export type ResumeInput = {
  /** How many lectures the course has. */
  lectureCount: number;
  /**
   * The 1-based numbers of the lectures the learner completed, and the one they opened last.
   * The course-access loader passes the lecture the progress services chose as `lastOpened`
   * (lib/server/services/classroom/learner-progress.ts loadResumeLectureNumbers); nothing known: lecture 1.
   */
  completed?: readonly number[];
  lastOpened?: number | null;
};

/**
 * The one choice of which lecture to continue: the last one opened while it is not completed,
 * else the first lecture not completed, else (all done, or nothing known) lecture 1. Null when
 * the course has no lectures yet (nothing to open).
 */
export function resumeLectureNumber(input: ResumeInput): number | null {
  const count = Math.floor(input.lectureCount);
  if (!Number.isFinite(count) || count < 1) return null;
  const inRange = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= count;
  const done = new Set((input.completed ?? []).filter(inRange));
  if (inRange(input.lastOpened) && !done.has(input.lastOpened)) return input.lastOpened;
  for (let n = 1; n <= count; n += 1) if (!done.has(n)) return n;
  return 1;
}
