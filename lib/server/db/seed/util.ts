/** Small helpers shared by the seed modules: db type, batching, slugs, dates, localized text. */
import type { PgInsertValue, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../client';

/** The database or a transaction on it (a PgTransaction is a PgDatabase). */
export type SeedDb = Db;

/** Complete localized text: the seed always writes all three languages. */
export type L3 = { es: string; pt: string; en: string };

export const l3 = (es: string, pt: string, en: string): L3 => ({ es, pt, en });

export const LANGS = ['es', 'pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** Builds an L3 by running `fn` once per language. */
export function perLang(fn: (lang: Lang) => string): L3 {
  return { es: fn('es'), pt: fn('pt'), en: fn('en') };
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Multi-row inserts of at most `size` rows each (PostgreSQL allows 65 535 parameters). */
export async function insertChunked<TTable extends PgTable>(
  db: SeedDb,
  table: TTable,
  rows: PgInsertValue<TTable>[],
  size = 500,
): Promise<void> {
  for (const part of chunks(rows, size)) {
    if (part.length > 0) await db.insert(table).values(part);
  }
}

/** ASCII kebab-case: 'Fotografía digital' -> 'fotografia-digital'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' y ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;

/** Midnight UTC of the day containing `now`: dates derived from it are stable for a whole day. */
export function startOfUtcDay(now: Date): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
}

export function addMs(date: Date, ms: number): Date {
  return new Date(date.getTime() + ms);
}

/** 'YYYY-MM-DD' (UTC) for `date` columns. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Lower-cases the first letter unless the phrase starts with a brand or acronym. */
const KEEP_CAPITAL = new Set(['React', 'Python', 'Excel', 'Power', 'JavaScript', 'SQL', 'SEO', 'Google', 'Meta', 'Instagram', 'BIM', 'UX', 'UI']);
export function lowerFirst(text: string): string {
  const first = text.split(/\s+/)[0] ?? '';
  if (KEEP_CAPITAL.has(first) || /[A-Z]/.test(first.slice(1))) return text;
  return text.charAt(0).toLocaleLowerCase() + text.slice(1);
}

/** 'Ana', 'Beto', 'Caro' -> 'Ana, Beto y Caro' in the given language. */
export function joinList(items: readonly string[], lang: Lang): string {
  if (items.length <= 1) return items.join('');
  const and = lang === 'es' ? 'y' : lang === 'pt' ? 'e' : 'and';
  return `${items.slice(0, -1).join(', ')} ${and} ${items[items.length - 1]}`;
}
