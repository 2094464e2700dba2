import { daysBetween, isoDateToUtc } from './iso-date';
import { dateTimeFormat } from '@/lib/domain/i18n/intl-formatters';

/**
 * Label of a launch date in the agenda date picker (spec §4 "Course agenda"): 'Hoy' for
 * today, 'Mañana' for tomorrow, otherwise the weekday plus the day number and the month
 * (pt 'Hoje' / 'Amanhã', en 'Today' / 'Tomorrow'). The words come from the `agenda`
 * messages; weekday and month names from Intl in the page's language.
 */
export type AgendaDateLabel =
  | { kind: 'today' }
  | { kind: 'tomorrow' }
  | { kind: 'date'; weekday: string; day: string; month: string; text: string };

export type AgendaDateWords = { today: string; tomorrow: string };

function intlLocale(locale: string): string {
  return locale === 'pt' ? 'pt-BR' : locale === 'en' ? 'en-US' : 'es-419';
}

function capitalize(text: string, locale: string): string {
  return text.length === 0 ? text : text.charAt(0).toLocaleUpperCase(intlLocale(locale)) + text.slice(1);
}

/** `date` and `today` are 'YYYY-MM-DD'; throws on a malformed date. */
export function agendaDateLabel(date: string, today: string, locale: string): AgendaDateLabel {
  const at = isoDateToUtc(date);
  if (at === null) throw new RangeError(`Invalid agenda date: ${date}`);
  const diff = daysBetween(today, date);
  if (diff === 0) return { kind: 'today' };
  if (diff === 1) return { kind: 'tomorrow' };
  const tag = intlLocale(locale);
  const when = new Date(at);
  const part = (options: Intl.DateTimeFormatOptions) => dateTimeFormat(tag, { timeZone: 'UTC', ...options }).format(when);
  return {
    kind: 'date',
    weekday: capitalize(part({ weekday: 'long' }), locale),
    day: part({ day: 'numeric' }),
    month: part({ month: 'long' }),
    text: capitalize(part({ weekday: 'long', day: 'numeric', month: 'long' }), locale),
  };
}

/** The label as one string: 'Hoy', 'Mañana' or e.g. 'Jueves, 17 de julio'. */
export function formatAgendaDateLabel(date: string, today: string, locale: string, words: AgendaDateWords): string {
  const label = agendaDateLabel(date, today, locale);
  if (label.kind === 'today') return words.today;
  if (label.kind === 'tomorrow') return words.tomorrow;
  return label.text;
}
