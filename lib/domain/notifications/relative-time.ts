/**
 * The unit of a relative time ('hace 5 minutos'), with the thresholds of spec §9:
 * "Relative-time wording switches at 60 s, 60 min, 24 h, 30 days and 12 months."
 * Give the unit to next-intl's `format.relativeTime(date, { now, unit })`.
 */
export type RelativeTimeUnit = 'second' | 'minute' | 'hour' | 'day' | 'month' | 'year';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function monthsBetween(from: Date, to: Date): number {
  return (to.getUTCFullYear() - from.getUTCFullYear()) * 12 + (to.getUTCMonth() - from.getUTCMonth());
}

export function relativeTimeUnit(date: Date | number, now: Date | number): RelativeTimeUnit {
  const d = new Date(date);
  const n = new Date(now);
  const elapsed = Math.abs(n.getTime() - d.getTime());
  if (elapsed < MINUTE) return 'second';
  if (elapsed < HOUR) return 'minute';
  if (elapsed < DAY) return 'hour';
  if (elapsed < 30 * DAY) return 'day';
  const [from, to] = d <= n ? [d, n] : [n, d];
  return Math.abs(monthsBetween(from, to)) < 12 ? 'month' : 'year';
}
