import { dateTimeFormat } from '@/lib/domain/i18n/intl-formatters';

/** Calendar dates of the agenda are 'YYYY-MM-DD' strings (spec §3 dateLaunch). */
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Milliseconds at UTC midnight of an ISO date, or null when the text is not a real date. */
export function isoDateToUtc(date: string): number | null {
  const m = ISO_DATE.exec(date);
  if (!m) return null;
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const ms = Date.UTC(year, month - 1, day);
  const check = new Date(ms);
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) return null;
  return ms;
}

export function isIsoDate(date: string): boolean {
  return isoDateToUtc(date) !== null;
}

/** The calendar date of `at` in the given IANA time zone (default: the runtime's local zone). */
export function isoDateOf(at: Date, timeZone?: string): string {
  const parts = dateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}-${get('day')}`;
}

/** Whole days from `from` to `to` (negative when `to` is earlier), or null for a bad date. */
export function daysBetween(from: string, to: string): number | null {
  const a = isoDateToUtc(from);
  const b = isoDateToUtc(to);
  if (a === null || b === null) return null;
  return Math.round((b - a) / 86_400_000);
}
