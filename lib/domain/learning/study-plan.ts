/**
 * The study plan (spec §3 "Study frequency: one, two, three, five per week, all. Study
 * intensity: CHILL, REGULAR, INTENSIVE. Weekdays."): the values, what each means and the
 * weekly estimate the learner sees. Pure.
 */

export const STUDY_FREQUENCIES = ['ONE', 'TWO', 'THREE', 'FIVE', 'ALL'] as const;
export type StudyFrequency = (typeof STUDY_FREQUENCIES)[number];

export const STUDY_INTENSITIES = ['CHILL', 'REGULAR', 'INTENSIVE'] as const;
export type StudyIntensity = (typeof STUDY_INTENSITIES)[number];

/** Weekdays as stored (0 = Sunday … 6 = Saturday), listed Monday first as the calendars of our markets show them. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0] as const;

export type StudyPlanValues = { frequency: StudyFrequency; intensity: StudyIntensity; weekdays: number[] };

const DAYS: Record<StudyFrequency, number> = { ONE: 1, TWO: 2, THREE: 3, FIVE: 5, ALL: 7 };

/** Minutes per study session for each intensity (chill, regular, intensive). */
export const SESSION_MINUTES: Record<StudyIntensity, number> = { CHILL: 15, REGULAR: 30, INTENSIVE: 60 };

/** How many days a week a frequency means: 1, 2, 3, 5 or 7 ("all"). */
export function daysPerWeek(frequency: StudyFrequency): number {
  return DAYS[frequency];
}

export function minutesPerSession(intensity: StudyIntensity): number {
  return SESSION_MINUTES[intensity];
}

export function weeklyMinutes(plan: Pick<StudyPlanValues, 'frequency' | 'intensity'>): number {
  return daysPerWeek(plan.frequency) * minutesPerSession(plan.intensity);
}

/** Days the form proposes when the learner picks a frequency (spread over the week). */
export function suggestedWeekdays(frequency: StudyFrequency): number[] {
  switch (frequency) {
    case 'ONE':
      return [3];
    case 'TWO':
      return [2, 4];
    case 'THREE':
      return [1, 3, 5];
    case 'FIVE':
      return [1, 2, 3, 4, 5];
    case 'ALL':
      return [1, 2, 3, 4, 5, 6, 0];
  }
}

/** Distinct valid weekdays in calendar order (Monday first). */
export function normalizeWeekdays(days: readonly number[]): number[] {
  const set = new Set(days.filter((d) => Number.isInteger(d) && d >= 0 && d <= 6));
  return WEEKDAYS.filter((d) => set.has(d));
}

/** The plan is coherent when it names exactly as many distinct days as its frequency. */
export function weekdaysMatchFrequency(frequency: StudyFrequency, days: readonly number[]): boolean {
  return normalizeWeekdays(days).length === daysPerWeek(frequency) && new Set(days).size === days.length;
}

/**
 * Whole weeks needed to watch `remainingSeconds` of course at this plan's pace (at least one
 * week while anything remains; 0 when nothing does).
 */
export function weeksToFinish(remainingSeconds: number, plan: Pick<StudyPlanValues, 'frequency' | 'intensity'>): number {
  if (remainingSeconds <= 0) return 0;
  return Math.max(1, Math.ceil(remainingSeconds / 60 / weeklyMinutes(plan)));
}

/** True for a study day of the plan (a Date's getDay(): 0 = Sunday). */
export function isStudyDay(plan: Pick<StudyPlanValues, 'weekdays'>, day: number): boolean {
  return plan.weekdays.includes(day);
}
