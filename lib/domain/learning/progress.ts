/**
 * Progress rules of the learner area (issue 7): the state of one enrollment, the summary of
 * all of them, "last activity" and what to continue with. Pure; the server and the tests
 * call the same functions.
 */

export type ProgressState = 'not-started' | 'in-progress' | 'completed';

/** An enrollment as the rules need it. */
export type ProgressItem = {
  courseId: number;
  progressPercent: number;
  completedAt: Date | null;
  lastActivityAt: Date;
};

export type ProgressSummary = {
  total: number;
  notStarted: number;
  inProgress: number;
  completed: number;
  /** Mean progress over every enrollment, rounded to a whole percent (0 with no enrollments). */
  averagePercent: number;
};

/** 0–100, whole numbers; anything else is clamped (NaN counts as 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return 0;
  return Math.min(100, Math.max(0, Math.round(value)));
}

/** Completed when the course says so (completedAt) or the progress reached 100 %; not started at 0 %. */
export function progressState(progressPercent: number, completedAt: Date | null): ProgressState {
  const percent = clampPercent(progressPercent);
  if (completedAt !== null || percent >= 100) return 'completed';
  return percent === 0 ? 'not-started' : 'in-progress';
}

export function summarizeProgress(items: readonly Pick<ProgressItem, 'progressPercent' | 'completedAt'>[]): ProgressSummary {
  const summary: ProgressSummary = { total: items.length, notStarted: 0, inProgress: 0, completed: 0, averagePercent: 0 };
  let sum = 0;
  for (const item of items) {
    const state = progressState(item.progressPercent, item.completedAt);
    if (state === 'completed') summary.completed += 1;
    else if (state === 'in-progress') summary.inProgress += 1;
    else summary.notStarted += 1;
    sum += state === 'completed' ? 100 : clampPercent(item.progressPercent);
  }
  summary.averagePercent = items.length === 0 ? 0 : Math.round(sum / items.length);
  return summary;
}

/**
 * The latest of several moments (enrolling, completing, writing a note, working on a project):
 * an enrollment's "last activity". Null and invalid dates are ignored; `fallback` when none is left.
 */
export function latestActivity(dates: readonly (Date | null | undefined)[], fallback: Date): Date {
  let latest: Date | null = null;
  for (const date of dates) {
    if (!date || Number.isNaN(date.getTime())) continue;
    if (latest === null || date.getTime() > latest.getTime()) latest = date;
  }
  return latest ?? fallback;
}

/** Most recent activity first; ties by course id so the order is stable. */
export function byLastActivity(a: Pick<ProgressItem, 'lastActivityAt' | 'courseId'>, b: Pick<ProgressItem, 'lastActivityAt' | 'courseId'>): number {
  return b.lastActivityAt.getTime() - a.lastActivityAt.getTime() || a.courseId - b.courseId;
}

/**
 * "Continue learning": the courses in progress, most recently active first; when none is in
 * progress, the ones not started yet. Completed courses never appear.
 */
export function continueLearning<T extends ProgressItem>(items: readonly T[], limit = 3): T[] {
  const sorted = [...items].sort(byLastActivity);
  const inProgress = sorted.filter((i) => progressState(i.progressPercent, i.completedAt) === 'in-progress');
  const pool = inProgress.length > 0 ? inProgress : sorted.filter((i) => progressState(i.progressPercent, i.completedAt) === 'not-started');
  return pool.slice(0, Math.max(0, limit));
}

/** Seconds of a course still to watch at a given progress (for the study plan's estimate). */
export function remainingSeconds(durationSeconds: number, progressPercent: number, completedAt: Date | null = null): number {
  if (progressState(progressPercent, completedAt) === 'completed') return 0;
  return Math.max(0, Math.round((Math.max(0, durationSeconds) * (100 - clampPercent(progressPercent))) / 100));
}

/** A track's (skill path's) progress: its courses done, and the mean progress with courses not enrolled at 0 %. */
export function summarizeTrack(courses: readonly { progressPercent: number | null; completedAt: Date | null }[]): { completed: number; total: number; percent: number } {
  let completed = 0;
  let sum = 0;
  for (const c of courses) {
    if (c.progressPercent === null) continue;
    const state = progressState(c.progressPercent, c.completedAt);
    if (state === 'completed') completed += 1;
    sum += state === 'completed' ? 100 : clampPercent(c.progressPercent);
  }
  return { completed, total: courses.length, percent: courses.length === 0 ? 0 : Math.round(sum / courses.length) };
}
