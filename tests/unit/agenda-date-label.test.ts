import { describe, expect, it } from 'vitest';
import { agendaDateLabel, formatAgendaDateLabel } from '@/lib/domain/agenda/date-label';
import { daysBetween, isoDateOf, isoDateToUtc } from '@/lib/domain/agenda/iso-date';
import es from '@/messages/es/agenda.json';
import pt from '@/messages/pt/agenda.json';
import en from '@/messages/en/agenda.json';

const words = {
  es: { today: es.dates.today, tomorrow: es.dates.tomorrow },
  pt: { today: pt.dates.today, tomorrow: pt.dates.tomorrow },
  en: { today: en.dates.today, tomorrow: en.dates.tomorrow },
};

describe('agenda date label (spec §4)', () => {
  it("uses the spec's words for today and tomorrow", () => {
    expect(formatAgendaDateLabel('2025-07-14', '2025-07-14', 'es', words.es)).toBe('Hoy');
    expect(formatAgendaDateLabel('2025-07-15', '2025-07-14', 'es', words.es)).toBe('Mañana');
    expect(formatAgendaDateLabel('2025-07-14', '2025-07-14', 'pt', words.pt)).toBe('Hoje');
    expect(formatAgendaDateLabel('2025-07-15', '2025-07-14', 'pt', words.pt)).toBe('Amanhã');
    expect(formatAgendaDateLabel('2025-07-14', '2025-07-14', 'en', words.en)).toBe('Today');
    expect(formatAgendaDateLabel('2025-07-15', '2025-07-14', 'en', words.en)).toBe('Tomorrow');
  });

  it('counts tomorrow across month and year ends', () => {
    expect(agendaDateLabel('2025-08-01', '2025-07-31', 'es')).toEqual({ kind: 'tomorrow' });
    expect(agendaDateLabel('2026-01-01', '2025-12-31', 'es')).toEqual({ kind: 'tomorrow' });
  });

  it('shows weekday, day number and month in Spanish otherwise', () => {
    const label = agendaDateLabel('2025-07-17', '2025-07-14', 'es');
    expect(label).toMatchObject({ kind: 'date', weekday: 'Jueves', day: '17', month: 'julio' });
    expect(formatAgendaDateLabel('2025-07-17', '2025-07-14', 'es', words.es)).toMatch(/^Jueves,? 17 de julio$/);
  });

  it('uses Portuguese and English names in those languages', () => {
    expect(agendaDateLabel('2025-07-17', '2025-07-14', 'pt')).toMatchObject({ weekday: 'Quinta-feira', month: 'julho', day: '17' });
    expect(agendaDateLabel('2025-07-17', '2025-07-14', 'en')).toMatchObject({ weekday: 'Thursday', month: 'July', day: '17' });
  });

  it('labels past dates with the date, not today or tomorrow', () => {
    expect(agendaDateLabel('2025-07-13', '2025-07-14', 'es').kind).toBe('date');
  });

  it('rejects a malformed date', () => {
    expect(() => agendaDateLabel('2025-02-30', '2025-02-01', 'es')).toThrow(RangeError);
    expect(() => agendaDateLabel('17/07/2025', '2025-07-14', 'es')).toThrow(RangeError);
  });
});

describe('agenda ISO date helpers', () => {
  it('parses only real calendar dates', () => {
    expect(isoDateToUtc('2024-02-29')).toBe(Date.UTC(2024, 1, 29));
    expect(isoDateToUtc('2025-02-29')).toBeNull();
    expect(isoDateToUtc('2025-7-1')).toBeNull();
  });

  it('counts days between dates', () => {
    expect(daysBetween('2025-03-30', '2025-04-02')).toBe(3);
    expect(daysBetween('2025-04-02', '2025-03-30')).toBe(-3);
  });

  it('gives the calendar date of an instant in a time zone', () => {
    const at = new Date('2025-07-15T03:00:00Z');
    expect(isoDateOf(at, 'UTC')).toBe('2025-07-15');
    expect(isoDateOf(at, 'America/Lima')).toBe('2025-07-14');
  });
});
