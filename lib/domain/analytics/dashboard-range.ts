/**
 * The date range of the staff analytics dashboard, from its GET parameters (`from`, `to` as
 * YYYY-MM-DD, both inclusive, UTC days; `visitor` a session_distinct_id). Pure and validated:
 * a bad value never reaches a query — the page says what was wrong and shows the default.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

/** Days shown when the address names none: the last 7, today included. */
export const DEFAULT_RANGE_DAYS = 7;
/** Longest range one page may ask for. */
export const MAX_RANGE_DAYS = 366;

const DAY_MS = 24 * 60 * 60 * 1000;

const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/)
  .refine((v) => {
    const d = new Date(`${v}T00:00:00Z`);
    return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
  });

const visitorId = z.string().regex(/^[A-Za-z0-9._-]{1,200}$/);

export type DashboardRange = {
  /** First day (UTC midnight). */
  from: Date;
  /** The day after the last one (exclusive bound of queries). */
  toExclusive: Date;
  /** Inclusive day strings, as shown in the form. */
  fromDay: string;
  toDay: string;
  days: number;
  visitor: string | null;
};

export type DashboardRangeError = 'invalidFrom' | 'invalidTo' | 'fromAfterTo' | 'tooLong' | 'invalidVisitor';

export function dayString(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function startOfUtcDay(date: Date): Date {
  return new Date(`${dayString(date)}T00:00:00Z`);
}

function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function build(from: Date, to: Date, visitor: string | null): DashboardRange {
  const days = Math.round((to.getTime() - from.getTime()) / DAY_MS) + 1;
  return { from, toExclusive: new Date(to.getTime() + DAY_MS), fromDay: dayString(from), toDay: dayString(to), days, visitor };
}

/** The default range: the last 7 days up to `today`. */
export function defaultRange(today: Date): DashboardRange {
  const to = startOfUtcDay(today);
  return build(new Date(to.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS), to, null);
}

/**
 * The range asked for by `params`, or the default with the reasons it was refused. Missing
 * `from` means 7 days before `to`; missing `to` means today.
 */
export function parseDashboardRange(params: Record<string, string | string[] | undefined>, today: Date): { range: DashboardRange; errors: DashboardRangeError[] } {
  const errors: DashboardRangeError[] = [];
  const rawFrom = first(params.from)?.trim() || undefined;
  const rawTo = first(params.to)?.trim() || undefined;
  const rawVisitor = first(params.visitor)?.trim() || undefined;
  const fallback = defaultRange(today);

  let visitor: string | null = null;
  if (rawVisitor !== undefined) {
    if (visitorId.safeParse(rawVisitor).success) visitor = rawVisitor;
    else errors.push('invalidVisitor');
  }
  let to = startOfUtcDay(today);
  if (rawTo !== undefined) {
    if (isoDay.safeParse(rawTo).success) to = new Date(`${rawTo}T00:00:00Z`);
    else errors.push('invalidTo');
  }
  let from = new Date(to.getTime() - (DEFAULT_RANGE_DAYS - 1) * DAY_MS);
  if (rawFrom !== undefined) {
    if (isoDay.safeParse(rawFrom).success) from = new Date(`${rawFrom}T00:00:00Z`);
    else errors.push('invalidFrom');
  }
  if (errors.includes('invalidFrom') || errors.includes('invalidTo')) return { range: { ...fallback, visitor }, errors };
  if (from.getTime() > to.getTime()) return { range: { ...fallback, visitor }, errors: [...errors, 'fromAfterTo'] };
  const range = build(from, to, visitor);
  if (range.days > MAX_RANGE_DAYS) return { range: { ...fallback, visitor }, errors: [...errors, 'tooLong'] };
  return { range, errors };
}

/** Every day of the range, in order (the x axis of the charts). */
export function rangeDays(range: Pick<DashboardRange, 'from' | 'days'>): string[] {
  return Array.from({ length: range.days }, (_, i) => dayString(new Date(range.from.getTime() + i * DAY_MS)));
}
