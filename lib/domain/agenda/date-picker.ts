/**
 * The agenda date picker's rules (spec §4 "Course agenda", §8, §9), as pure functions of the
 * dates, the selected date and the viewport width. The component only renders what these say.
 */

/**
 * Dates visible at once by viewport width (spec §9): 4.8 at narrow widths, 2.5 from 500 px,
 * 5.5 from 768 px and 6 from 1280 px. Ordered by `minWidth`; the component derives both its
 * CSS media queries and its runtime value from this one table.
 */
export const AGENDA_VISIBLE_DATES: readonly { minWidth: number; count: number }[] = [
  { minWidth: 0, count: 4.8 },
  { minWidth: 500, count: 2.5 },
  { minWidth: 768, count: 5.5 },
  { minWidth: 1280, count: 6 },
];

/** Arrows need more than this many dates (spec §4) … */
export const AGENDA_ARROWS_MIN_DATES = 6;
/** … and a viewport at least this wide (spec §4: "and at 1280 px and up"). */
export const AGENDA_ARROWS_MIN_WIDTH = 1280;

/** How many dates the picker shows at once for a viewport `width` in CSS pixels. */
export function visibleDateCount(width: number): number {
  let count = AGENDA_VISIBLE_DATES[0].count;
  if (!Number.isFinite(width)) return count;
  for (const step of AGENDA_VISIBLE_DATES) if (width >= step.minWidth) count = step.count;
  return count;
}

/**
 * Arrows appear only with more than 6 dates and at 1280 px and up (spec §4). This is the count
 * part; the width part is a media query at AGENDA_ARROWS_MIN_WIDTH in AgendaBrowser.module.css
 * (held equal by a test, as the tab widths are), so the server's HTML already has the arrows where
 * they belong: added at hydration, they moved the date strip on a desktop (issue 14, CLS).
 */
export function agendaHasArrows(dateCount: number): boolean {
  return dateCount > AGENDA_ARROWS_MIN_DATES;
}

/** Previous is disabled at the first date and next at the last (spec §4). */
export function agendaArrowState(dates: readonly string[], selected: string | null): { prevDisabled: boolean; nextDisabled: boolean } {
  const index = selected === null ? -1 : dates.indexOf(selected);
  return { prevDisabled: index <= 0, nextDisabled: index === -1 || index >= dates.length - 1 };
}

/**
 * The date to select when the visitor asks for `wanted` (a click, an arrow, a key). A date that
 * is not in the agenda is a failed selection: it logs 'Error to get the current selected date'
 * and chooses the last date (spec §8). Null only when there are no dates.
 */
export function selectAgendaDate(dates: readonly string[], wanted: string | null | undefined): string | null {
  if (dates.length === 0) return null;
  if (typeof wanted === 'string' && dates.includes(wanted)) return wanted;
  console.error('Error to get the current selected date', new RangeError(`Unknown agenda date: ${String(wanted)}`));
  return dates[dates.length - 1];
}

/** The date `step` places away from `current`, kept within the first and last date. */
export function stepAgendaDate(dates: readonly string[], current: string | null, step: number): string | null {
  if (dates.length === 0) return null;
  const index = current === null ? -1 : dates.indexOf(current);
  if (index === -1) return selectAgendaDate(dates, current);
  return dates[Math.min(dates.length - 1, Math.max(0, index + step))];
}

/**
 * Keyboard navigation of the date tablist (WAI-ARIA tabs): ArrowLeft / ArrowRight move one date,
 * Home / End go to the first / last date. Returns null for any other key (not handled).
 */
export function agendaDateForKey(dates: readonly string[], current: string | null, key: string): string | null {
  switch (key) {
    case 'ArrowLeft':
      return stepAgendaDate(dates, current, -1);
    case 'ArrowRight':
      return stepAgendaDate(dates, current, 1);
    case 'Home':
      return dates[0] ?? null;
    case 'End':
      return dates[dates.length - 1] ?? null;
    default:
      return null;
  }
}
