import { isIsoDate } from './iso-date';

/**
 * The date the agenda selects on load (spec §4): the first launch date that is today or
 * later; if there is none, the last date. If the selection cannot be worked out (a bad
 * date), it logs 'Error to get the current selected date' and falls back to the last date
 * (spec §8). Returns null only when there are no dates at all.
 */
export function initialAgendaDate(dates: readonly string[], today: string): string | null {
  if (dates.length === 0) return null;
  const sorted = [...new Set(dates)].sort();
  const last = sorted[sorted.length - 1];
  try {
    if (!isIsoDate(today)) throw new RangeError(`Invalid today: ${today}`);
    const bad = sorted.find((d) => !isIsoDate(d));
    if (bad !== undefined) throw new RangeError(`Invalid launch date: ${bad}`);
    // ISO dates compare correctly as strings.
    return sorted.find((d) => d >= today) ?? last;
  } catch (error) {
    console.error('Error to get the current selected date', error);
    return last;
  }
}
