import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAgendaDate } from '@/lib/domain/agenda/initial-date';

describe('initial agenda date (spec §4)', () => {
  afterEach(() => vi.restoreAllMocks());

  const dates = ['2025-07-10', '2025-07-14', '2025-07-20'];

  it('selects today when there is a launch today', () => {
    expect(initialAgendaDate(dates, '2025-07-14')).toBe('2025-07-14');
  });

  it('selects the first later date when there is none today', () => {
    expect(initialAgendaDate(dates, '2025-07-11')).toBe('2025-07-14');
    expect(initialAgendaDate(dates, '2025-07-01')).toBe('2025-07-10');
  });

  it('selects the last date when every launch is in the past', () => {
    expect(initialAgendaDate(dates, '2025-08-01')).toBe('2025-07-20');
  });

  it('does not depend on the input order', () => {
    expect(initialAgendaDate(['2025-07-20', '2025-07-10', '2025-07-14'], '2025-07-12')).toBe('2025-07-14');
  });

  it('returns null when there are no dates', () => {
    expect(initialAgendaDate([], '2025-07-14')).toBeNull();
  });

  it("logs 'Error to get the current selected date' and picks the last date on a bad date", () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(initialAgendaDate(dates, 'not-a-date')).toBe('2025-07-20');
    expect(log).toHaveBeenCalledWith('Error to get the current selected date', expect.any(Error));
  });
});
