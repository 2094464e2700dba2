import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';
import { categories, courses, professors, subcategories, type LocalizedText } from '@/lib/server/db/schema';
import { searchCourses } from '@/lib/server/services/search';
import { foldForComparison } from '@/lib/domain/catalogue/search-ranking';
import type { Locale } from '@/lib/domain/i18n/routing';

/**
 * Relevance of course search on the seeded catalogue (issue 16 items 1-2), on PGlite and on
 * PostgreSQL (TEST_DB=postgres). The ground truth is computed here from the seeded rows, not
 * hard-coded: typing a category's or subcategory's name (in es, pt, en; without accents; as a
 * prefix; with one typo) must find its courses, a professor's name theirs, a tool the courses
 * using it, several words the courses having them all. Recall over the first 50 results
 * (capped at the number expected) must be at least 95 % over the whole set, as the issue's
 * external check measures it.
 */

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
const LANGS: Locale[] = ['es', 'pt', 'en'];
const TOP = 50;
const MIN_RECALL = 0.95;

type Row = { id: number; title: LocalizedText; categoryId: number; subcategoryId: number | null; professor: string; software: string[]; level: string };
type Case = { query: string; locale: Locale; expected: Set<number>; kind: string };

/** The name as a visitor types it without accents ("Programación" → "programacion"). */
const unaccented = (text: string) => foldForComparison(text);

/** The longest word of five letters or more, with one typo (two middle letters swapped, or one replaced). */
function withTypo(text: string, variant: number): string | null {
  const words = unaccented(text).split(/\s+/);
  const longest = words.reduce((best, w) => (w.length > best.length ? w : best), '');
  if (longest.length < 5) return null;
  const i = Math.floor(longest.length / 2);
  const typo =
    variant % 2 === 0
      ? longest.slice(0, i - 1) + longest[i] + longest[i - 1] + longest.slice(i + 1)
      : longest.slice(0, i) + (longest[i] === 'x' ? 'z' : 'x') + longest.slice(i + 1);
  if (typo === longest) return null;
  return words.map((w) => (w === longest ? typo : w)).join(' ');
}

/** What a visitor types before finishing the first long word ("fotografía" → "fotog"). */
function prefixOf(text: string): string | null {
  const word = unaccented(text)
    .split(/[^a-z0-9]+/)
    .find((w) => w.length >= 6);
  return word ? word.slice(0, Math.max(4, Math.ceil(word.length * 0.55))) : null;
}

function recall(found: readonly number[], expected: ReadonlySet<number>): number {
  const top = new Set(found.slice(0, TOP));
  const hits = [...expected].filter((id) => top.has(id)).length;
  return hits / Math.min(expected.size, TOP);
}

async function buildCases(): Promise<Case[]> {
  const db = await getDb();
  const rows: Row[] = (
    await db
      .select({
        id: courses.id,
        title: courses.title,
        categoryId: courses.categoryId,
        subcategoryId: courses.subcategoryId,
        professor: professors.fullName,
        software: courses.software,
        level: courses.level,
      })
      .from(courses)
      .innerJoin(professors, eq(professors.id, courses.professorId))
      .where(and(eq(courses.isActive, true), isNull(courses.organizationId)))
  ).map((r) => ({ ...r, level: String(r.level) }));
  const cats = await db.select({ id: categories.id, name: categories.name }).from(categories);
  const subs = await db.select({ id: subcategories.id, name: subcategories.name }).from(subcategories);
  const ids = (pick: (r: Row) => boolean) => new Set(rows.filter(pick).map((r) => r.id));
  const cases: Case[] = [];
  const add = (query: string | null, locale: Locale, expected: Set<number>, kind: string) => {
    if (query && expected.size > 0) cases.push({ query, locale, expected, kind });
  };

  cats.forEach((c, n) => {
    const expected = ids((r) => r.categoryId === c.id);
    for (const lang of LANGS) add(c.name[lang] ?? c.name.es, lang, expected, `category name (${lang})`);
    add(unaccented(c.name.es), 'es', expected, 'category name without accents');
    add(prefixOf(c.name.es), 'es', expected, 'category prefix');
    add(withTypo(c.name.es, n), 'es', expected, 'category name with a typo');
    add(withTypo(c.name.pt ?? c.name.es, n + 1), 'pt', expected, 'category name with a typo (pt)');
  });
  subs.forEach((s, n) => {
    const expected = ids((r) => r.subcategoryId === s.id);
    const lang = LANGS[n % LANGS.length];
    add(s.name[lang] ?? s.name.es, lang, expected, `subcategory name (${lang})`);
    add(unaccented(s.name.es), 'es', expected, 'subcategory name without accents');
    add(withTypo(s.name.es, n), 'es', expected, 'subcategory name with a typo');
  });
  for (const name of new Set(rows.map((r) => r.professor))) add(name, 'es', ids((r) => r.professor === name), 'professor name');
  for (const tool of new Set(rows.flatMap((r) => r.software))) add(tool.toLowerCase(), 'es', ids((r) => r.software.includes(tool)), 'software');
  // Several words: a category and a level ("fotografia avanzado").
  const levelWord = { BEGINNER: 'principiante', INTERMEDIATE: 'intermedio', ADVANCED: 'avanzado' } as const;
  cats.forEach((c, n) => {
    const level = (['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const)[n % 3];
    add(`${unaccented(c.name.es)} ${levelWord[level]}`, 'es', ids((r) => r.categoryId === c.id && r.level === level), 'category and level');
  });
  // A sample of titles as typed without accents, and one with a typo.
  rows
    .filter((_, i) => i % 8 === 0)
    .forEach((r, n) => {
      add(unaccented(r.title.es), 'es', new Set([r.id]), 'title without accents');
      add(withTypo(r.title.es, n), 'es', new Set([r.id]), 'title with a typo');
    });
  return cases;
}

describe(`search relevance on ${label} (seeded catalogue, ground truth from the seed)`, () => {
  let cases: Case[] = [];

  beforeAll(async () => {
    await setupTestDatabase();
    cases = await buildCases();
  }, 300_000);
  afterAll(teardownTestDatabase);

  it('the issue\'s examples find every course of their category (issue 16: "foto" found 0, "programacion" 0 of 16…)', async () => {
    const db = await getDb();
    const bySlug = async (slug: string) => {
      const [c] = await db.select({ id: categories.id }).from(categories).where(eq(categories.slug, slug));
      return new Set((await db.select({ id: courses.id }).from(courses).where(and(eq(courses.categoryId, c.id), eq(courses.isActive, true), isNull(courses.organizationId)))).map((r) => r.id));
    };
    const examples: [string, string][] = [
      ['foto', 'fotografia'],
      ['programacion', 'programacion-y-tecnologia'],
      ['progra', 'programacion-y-tecnologia'],
      ['marketing', 'marketing-digital'],
      ['ilustracion', 'ilustracion'],
      ['ilustr', 'ilustracion'],
      ['musica', 'musica-y-audio'],
    ];
    for (const [query, slug] of examples) {
      const expected = await bySlug(slug);
      const r = await searchCourses(db, { term: query, locale: 'es', offset: 0, limit: TOP });
      expect({ query, recall: recall(r.items.map((c) => c.id), expected) }).toEqual({ query, recall: 1 });
    }
  });

  it(`recall over the first ${TOP} results is at least ${MIN_RECALL * 100} % for names, prefixes, accents, typos and several words`, async () => {
    const db = await getDb();
    expect(cases.length).toBeGreaterThan(150);
    const misses: string[] = [];
    let total = 0;
    const byKind = new Map<string, { sum: number; n: number }>();
    for (const c of cases) {
      const r = await searchCourses(db, { term: c.query, locale: c.locale, offset: 0, limit: TOP });
      const value = recall(
        r.items.map((i) => i.id),
        c.expected,
      );
      total += value;
      const k = byKind.get(c.kind) ?? { sum: 0, n: 0 };
      byKind.set(c.kind, { sum: k.sum + value, n: k.n + 1 });
      if (value < 1) misses.push(`${JSON.stringify(c.query)} (${c.kind}, ${c.locale}): ${(value * 100).toFixed(0)} % of ${c.expected.size}, ${r.match}`);
    }
    const overall = total / cases.length;
    // Shown when the assertion fails: which queries miss, by kind.
    const report = [`overall ${(overall * 100).toFixed(1)} % over ${cases.length} queries`, ...[...byKind].map(([k, v]) => `${k}: ${((v.sum / v.n) * 100).toFixed(1)} % (${v.n})`), ...misses];
    if (process.env.SEARCH_RELEVANCE_REPORT) console.info(report.join("\n"));
    expect(overall, report.join('\n')).toBeGreaterThanOrEqual(MIN_RECALL);
    for (const [kind, v] of byKind) expect(v.sum / v.n, `${kind}\n${report.join('\n')}`).toBeGreaterThanOrEqual(0.9);
  }, 600_000);
});
