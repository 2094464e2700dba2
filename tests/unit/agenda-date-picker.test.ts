import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AGENDA_VISIBLE_DATES,
  agendaArrowState,
  agendaHasArrows,
  agendaDateForKey,
  selectAgendaDate,
  stepAgendaDate,
  visibleDateCount,
} from '@/lib/domain/agenda/date-picker';

const dates = ['2025-07-10', '2025-07-11', '2025-07-14', '2025-07-15', '2025-07-18', '2025-07-20', '2025-07-25'];

describe('agenda date picker: visible dates per viewport width (spec §9)', () => {
  it.each([
    [320, 4.8],
    [0, 4.8],
    [499, 4.8],
    [500, 2.5],
    [767, 2.5],
    [768, 5.5],
    [1024, 5.5],
    [1279, 5.5],
    [1280, 6],
    [1366, 6],
    [1920, 6],
  ])('%i px shows %d dates', (width, count) => {
    expect(visibleDateCount(width)).toBe(count);
  });

  it('falls back to the narrow count for a width that is not a number', () => {
    expect(visibleDateCount(Number.NaN)).toBe(4.8);
  });

  it('is one table, ordered by width, that the component also turns into media queries', () => {
    expect(AGENDA_VISIBLE_DATES.map((s) => s.minWidth)).toEqual([0, 500, 768, 1280]);
    expect(AGENDA_VISIBLE_DATES.map((s) => s.count)).toEqual([4.8, 2.5, 5.5, 6]);
  });
});

describe('agenda date picker: arrows (spec §4)', () => {
  it('appear only with more than 6 dates (the 1280 px part is the stylesheet: agenda-browser-css.test.ts)', () => {
    expect(agendaHasArrows(7)).toBe(true);
    expect(agendaHasArrows(12)).toBe(true);
    expect(agendaHasArrows(6)).toBe(false);
  });

  it('previous is disabled at the first date and next at the last', () => {
    expect(agendaArrowState(dates, dates[0])).toEqual({ prevDisabled: true, nextDisabled: false });
    expect(agendaArrowState(dates, dates[3])).toEqual({ prevDisabled: false, nextDisabled: false });
    expect(agendaArrowState(dates, dates[6])).toEqual({ prevDisabled: false, nextDisabled: true });
    expect(agendaArrowState(['2025-07-10'], '2025-07-10')).toEqual({ prevDisabled: true, nextDisabled: true });
    expect(agendaArrowState(dates, null)).toEqual({ prevDisabled: true, nextDisabled: true });
  });

  it('move one date at a time and stop at either end', () => {
    expect(stepAgendaDate(dates, dates[2], 1)).toBe(dates[3]);
    expect(stepAgendaDate(dates, dates[2], -1)).toBe(dates[1]);
    expect(stepAgendaDate(dates, dates[0], -1)).toBe(dates[0]);
    expect(stepAgendaDate(dates, dates[6], 1)).toBe(dates[6]);
    expect(stepAgendaDate([], null, 1)).toBeNull();
  });
});

describe('agenda date picker: keyboard (tablist)', () => {
  it('ArrowLeft / ArrowRight move between dates, Home / End jump to the ends', () => {
    expect(agendaDateForKey(dates, dates[1], 'ArrowRight')).toBe(dates[2]);
    expect(agendaDateForKey(dates, dates[1], 'ArrowLeft')).toBe(dates[0]);
    expect(agendaDateForKey(dates, dates[0], 'ArrowLeft')).toBe(dates[0]);
    expect(agendaDateForKey(dates, dates[6], 'ArrowRight')).toBe(dates[6]);
    expect(agendaDateForKey(dates, dates[3], 'Home')).toBe(dates[0]);
    expect(agendaDateForKey(dates, dates[3], 'End')).toBe(dates[6]);
  });

  it('leaves other keys alone', () => {
    expect(agendaDateForKey(dates, dates[1], 'Enter')).toBeNull();
    expect(agendaDateForKey(dates, dates[1], 'ArrowDown')).toBeNull();
  });
});

describe('agenda date picker: a failed selection (spec §8)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('selects a date of the agenda as asked', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(selectAgendaDate(dates, dates[2])).toBe(dates[2]);
    expect(error).not.toHaveBeenCalled();
  });

  it("logs 'Error to get the current selected date' and selects the last date", () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(selectAgendaDate(dates, '2030-01-01')).toBe('2025-07-25');
    expect(selectAgendaDate(dates, undefined)).toBe('2025-07-25');
    expect(error).toHaveBeenCalledTimes(2);
    expect(error.mock.calls[0][0]).toBe('Error to get the current selected date');
    // An unknown current date behaves the same for the arrows.
    expect(stepAgendaDate(dates, 'nope', 1)).toBe('2025-07-25');
  });

  it('returns null when there are no dates at all', () => {
    expect(selectAgendaDate([], '2025-07-10')).toBeNull();
  });
});
