import 'server-only';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, coursePrices, courses, type LocalizedText } from '@/lib/server/db/schema';
import { BASE_CURRENCY } from '@/lib/domain/commerce/cart-currency';
import { localized } from '@/lib/domain/i18n/localized';
import { isLocale, type Locale } from '@/lib/domain/i18n/routing';
import { parseSearchTerm, type SearchTerm } from '@/lib/domain/catalogue/search-term';
import type { SearchCoursesInput } from '@/lib/domain/catalogue/search-cache-key';
import {
  COURSE_LEVELS,
  SUGGESTION_MIN_SIMILARITY,
  facetCounts,
  pickSuggestion,
  trigramThreshold,
  withoutFillerWords,
  type CourseLevel,
  type PriceFilter,
  type SearchCell,
  type SuggestionCandidate,
} from '@/lib/domain/catalogue/search-ranking';
import { TYPO_CANDIDATE_SIMILARITY, needsTypoLookup, searchWords, typoAlternatives, type SearchWord, type TermWord } from '@/lib/domain/catalogue/search-words';
import { rankTiers, termQuery, usesTypos, type FieldTier } from '@/lib/domain/catalogue/search-query';
import { getCoursesByIds, type CourseRecord } from './catalogue';

/**
 * Course search (issues 4 and 16) over the active public catalogue. The search document
 * (drizzle/0012_search_recall.sql, GIN-indexed) holds titles, category and subcategory names,
 * professor, software, level and summaries in es/pt/en, unaccented, stemmed and as plain words;
 * the rules are pure functions (lib/domain/catalogue/search-words.ts, search-query.ts, search-ranking.ts).
 *
 *  1. The term is split and stemmed by the database exactly as documents are (one statement,
 *     which also says which words some document word starts with).
 *  2. Words of five letters or more that match no document word are looked up in the lexicon
 *     (search_words, trigram index) for the words one typo away.
 *  3. One statement over the GIN index finds the courses with every word (as itself, a stem, a
 *     prefix or a typo alternative), scores them by tier (where: title, category, details,
 *     summary; how: exact, prefix, typo), orders by score then enrollments then rating, and
 *     returns the page and the category × level × free cells of every match (the facets).
 *  4. When no course has every word: the same with any word, keeping the courses that match
 *     the most words ('partial', said so on the page).
 *  5. When nothing matches: the closest course title or category name as a suggestion
 *     (trigram indexes of 0002_search.sql).
 * Only active courses outside organisations have a document (the trigger of 0012), so only they
 * are searched; no statement scans courses.
 */

export type { SearchCoursesInput };

export type SearchFacets = {
  /** Categories with matches (and the chosen one), most matches first. */
  categories: { slug: string; name: string; count: number }[];
  /** Levels with matches (and the chosen one), easiest first. */
  levels: { value: CourseLevel; count: number }[];
  price: { free: number; paid: number };
};

/**
 * How the term matched: every word as typed (or a stem or prefix), every word but some only
 * through a typo, only some of the words (the best partial matches), or not at all.
 */
export type SearchMatch = 'fulltext' | 'fuzzy' | 'partial' | 'none';

export type SearchCoursesResult = {
  term: SearchTerm;
  items: CourseRecord[];
  totalCount: number;
  facets: SearchFacets;
  /** The closest course title or category name, when the term matches nothing. */
  suggestion: string | null;
  /** How the term matched (see SearchMatch). */
  match: SearchMatch;
  /** The filters that were applied (unknown values dropped). */
  filters: { category: string | null; level: CourseLevel | null; price: PriceFilter | null };
  /** The searched words with what they match (the overlay's category and professor suggestions reuse them). */
  words: SearchWord[];
};

const MAX_LIMIT = 100;

const publicCourse = sql`${courses.isActive} and ${courses.organizationId} is null`;
// isFreeOfCharge (lib/domain/commerce/free-of-charge.ts) in SQL, for the price facet: a FREE course, or
// a sale price of 0 in the base currency. The free prices are read whole once per statement (a
// hashed subplan over the partial index course_prices_free_usd of drizzle/0018, whose predicate
// names the currency as a literal, so it is written as one here), never once per matched course.
if (!/^[A-Z]{3}$/.test(BASE_CURRENCY)) throw new Error(`unexpected base currency ${BASE_CURRENCY}`);
const isFree = sql<boolean>`(${courses.courseType} = 'FREE' or ${courses.id} in (select ${coursePrices.courseId} from ${coursePrices} where ${coursePrices.currency} = ${sql.raw(`'${BASE_CURRENCY}'`)} and ${coursePrices.priceCents} = 0))`;

/** The visitor's language (an SQL literal for the title trigram indexes; stop words). */
function searchLanguage(locale: string): Locale {
  return isLocale(locale) ? locale : 'es';
}

/** Same expression as the indexes courses_search_title_{es,pt,en}_trgm. */
function searchTitle(lang: Locale): SQL {
  return sql`public.cursalia_course_search_title(${courses.title}, ${sql.raw(`'${lang}'`)})`;
}

type Filters = { categoryId: number | null; level: CourseLevel | null; price: PriceFilter | null };

function emptyResult(term: SearchTerm, filters: SearchCoursesResult['filters'], words: SearchWord[] = []): SearchCoursesResult {
  return { term, items: [], totalCount: 0, facets: { categories: [], levels: [], price: { free: 0, paid: 0 } }, suggestion: null, match: 'none', filters, words };
}

type CategoryRow = { id: number; slug: string; name: LocalizedText; position: number };

function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name, position: categories.position }).from(categories);
}

function rowsOf<T>(res: unknown): T[] {
  return (res as { rows: T[] }).rows;
}

/** A json column as the driver hands it over: parsed already (pg, PGlite) or as text. */
function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** A text[] column as the driver hands it over: an array (pg, PGlite) or its '{a,b}' text. */
function textArray(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  if (typeof value !== 'string' || value === '{}' || value === '') return [];
  return value.replace(/^\{|\}$/g, '').split(',').map((v) => v.replace(/^"|"$/g, ''));
}

/**
 * The term's words as the documents' parser splits them (plain, unaccented, lower-case), in
 * order, with their stems by language and whether some document word starts with them (or
 * equals a stem): one statement, two index probes per word on the lexicon's primary key.
 */
async function analyseTerm(db: Db, term: string): Promise<TermWord[]> {
  const res = await db.execute(sql`
    select w.word,
           tsvector_to_array(to_tsvector('pg_catalog.spanish'::regconfig, w.word)) as es,
           tsvector_to_array(to_tsvector('pg_catalog.portuguese'::regconfig, w.word)) as pt,
           tsvector_to_array(to_tsvector('pg_catalog.english'::regconfig, w.word)) as en,
           exists (select 1 from public.search_words s where s.word >= w.word and s.word < w.word || chr(1114111) collate "C") as known_prefix
    from (select t.lexeme collate "C" as word, t.positions[1] as pos
          from unnest(to_tsvector('pg_catalog.simple'::regconfig, public.cursalia_unaccent(${term}))) t) w
    order by w.pos`);
  type Row = { word: string; es: unknown; pt: unknown; en: unknown; known_prefix: boolean };
  const rows = rowsOf<Row>(res).map((r) => ({ word: r.word, stems: { es: textArray(r.es), pt: textArray(r.pt), en: textArray(r.en) }, known: Boolean(r.known_prefix) }));
  // A word no document word starts with may still be a stem of one ("fotografias" → "fotografi").
  const stems = [...new Set(rows.filter((r) => !r.known).flatMap((r) => [...r.stems.es, ...r.stems.pt, ...r.stems.en]))];
  if (stems.length === 0) return rows;
  const found = new Set(
    rowsOf<{ word: string }>(await db.execute(sql`select word from public.search_words where word = any(${textArrayLiteral(stems)}::text[])`)).map((r) => r.word),
  );
  return rows.map((r) => (r.known ? r : { ...r, known: [...r.stems.es, ...r.stems.pt, ...r.stems.en].some((s) => found.has(s)) }));
}

/** An SQL text[] literal of words (quoted, escaped). */
function textArrayLiteral(words: readonly string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Document words one typo from each unknown typed word: trigram word similarity over the
 * lexicon's index (threshold set for this transaction only), then the edit distance decides.
 */
async function lookUpTypos(db: Db, words: readonly TermWord[]): Promise<Map<string, string[]>> {
  const typed = words.filter(needsTypoLookup).map((w) => w.word);
  if (typed.length === 0) return new Map();
  const rows = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${trigramThreshold(TYPO_CANDIDATE_SIMILARITY)}, true)`);
    return rowsOf<{ typed: string; word: string }>(
      await tx.execute(sql`select t.typed, s.word from unnest(${textArrayLiteral(typed)}::text[]) t(typed) join public.search_words s on t.typed <% s.word`),
    );
  });
  const out = new Map<string, string[]>();
  for (const w of typed) out.set(w, typoAlternatives(w, rows.filter((r) => r.typed === w).map((r) => r.word)));
  return out;
}

/**
 * The tier score of a matched course: nested CASE over the tiers (at most 3 + 2 tests a row) on
 * the small ranked part of its document (A-C); a course matched only through its summary is 0.
 */
function scoreExpression(tiers: readonly FieldTier[]): SQL {
  const doc = courses.searchRankDocument;
  const branches = tiers.map((field) => {
    const kinds = field.kinds.map((k) => sql`when ${doc} @@ ${k.query}::tsquery then ${sql.raw(String(k.score))}`);
    return sql`when ${doc} @@ ${field.query}::tsquery then (case ${sql.join(kinds, sql` `)} else ${sql.raw(String(field.score))} end)`;
  });
  return sql`(case ${sql.join(branches, sql` `)} else 0 end)`;
}

type MatchOutcome = { cells: SearchCell[]; ids: number[]; total: number };

/**
 * One statement over the GIN index: the matches of `query` with their tier score (and, for
 * partial matches, how many words they have: only those with the most are kept), the
 * category × level × free cells of every kept match (facets, no filters) and the requested
 * page after the filters, by score, enrollments, rating, oldest id.
 */
async function matchCourses(db: Db, words: readonly SearchWord[], combine: 'all' | 'any', f: Filters, offset: number, limit: number): Promise<MatchOutcome> {
  const query = termQuery(words, combine);
  const matched = combine === 'any' ? sql`(${sql.join(words.map((w) => sql`(case when ${courses.searchDocument} @@ ${termQuery([w], 'all')}::tsquery then 1 else 0 end)`), sql` + `)})` : sql`1`;
  const pageFilters: SQL[] = [sql`true`];
  if (f.categoryId !== null) pageFilters.push(sql`k.category_id = ${f.categoryId}`);
  if (f.level !== null) pageFilters.push(sql`k.level = ${f.level}`);
  if (f.price !== null) pageFilters.push(f.price === 'free' ? sql`k.free` : sql`not k.free`);
  // The GIN index, always: a common word matches a sixth of the catalogue and the planner then
  // prefers a sequential scan, which reads (and decompresses) every course's document. Only
  // public courses have a document (the trigger of 0012), so the match is the only condition:
  // repeating publicCourse here would let a partial index over public courses stand in.
  const res = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return tx.execute(sql`
    with m as materialized (
      select ${courses.id} as id, ${courses.categoryId} as category_id, ${courses.level}::text as level, ${isFree} as free,
             ${courses.enrollmentsCount} as enrollments, ${courses.scoreAverage} as score,
             ${scoreExpression(rankTiers(words, combine))} as tier, ${matched} as matched
      from ${courses}
      where ${courses.searchDocument} @@ ${query}::tsquery
    ), k as materialized (
      select * from m where m.matched = (select max(matched) from m)
    )
    select
      (select count(*)::int from k) as total,
      (select coalesce(json_agg(json_build_array(g.category_id, g.level, g.free, g.n)), '[]'::json)
         from (select category_id, level, free, count(*)::int as n from k group by 1, 2, 3) g) as cells,
      (select coalesce(json_agg(p.id order by p.tier desc, p.enrollments desc, p.score desc, p.id), '[]'::json)
         from (select id, tier, enrollments, score from k where ${sql.join(pageFilters, sql` and `)}
               order by tier desc, enrollments desc, score desc, id limit ${limit} offset ${offset}) p) as ids`);
  });
  const row = rowsOf<{ total: unknown; cells: unknown; ids: unknown }>(res)[0];
  const cells = parseJson<[number, CourseLevel, boolean, number][]>(row?.cells) ?? [];
  return {
    cells: cells.map(([categoryId, level, free, count]) => ({ categoryId: Number(categoryId), level, free: Boolean(free), count: Number(count) })),
    ids: (parseJson<number[]>(row?.ids) ?? []).map(Number),
    total: Number(row?.total ?? 0),
  };
}

/** Closest course title and category name in the visitor's language (trigram indexes of 0002). */
async function suggestionCandidates(tx: Db, folded: string, lang: Locale, cats: CategoryRow[]): Promise<SuggestionCandidate[]> {
  const title = searchTitle(lang);
  const categoryName = sql`public.cursalia_course_search_title(${categories.name}, ${sql.raw(`'${lang}'`)})`;
  // One after the other: both run on the transaction's single connection.
  const course = await tx
    .select({ title: courses.title, similarity: sql<number>`strict_word_similarity(${folded}, ${title})` })
    .from(courses)
    .where(and(publicCourse, sql`${folded} <<% ${title}`))
    .orderBy(sql`2 desc`, desc(courses.enrollmentsCount), asc(courses.id))
    .limit(1);
  // A category name inside the term ("clases de fotgrafia") or the term inside a name.
  const category = await tx
    .select({
      id: categories.id,
      similarity: sql<number>`greatest(strict_word_similarity(${folded}, ${categoryName}), strict_word_similarity(${categoryName}, ${folded}))`,
    })
    .from(categories)
    .orderBy(sql`2 desc`, asc(categories.position))
    .limit(1);
  const out: SuggestionCandidate[] = [];
  if (course[0]) out.push({ kind: 'course', text: localized(course[0].title, lang), similarity: Number(course[0].similarity) });
  const cat = category[0] ? cats.find((c) => c.id === category[0].id) : undefined;
  if (cat) out.push({ kind: 'category', text: localized(cat.name, lang), similarity: Number(category[0].similarity) });
  return out;
}

/** "¿Quisiste decir …?": the closest title or category name, in one transaction for its threshold setting. */
function suggest(db: Db, term: string, lang: Locale, cats: CategoryRow[]): Promise<string | null> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const res = await tx.execute(
      sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${trigramThreshold(SUGGESTION_MIN_SIMILARITY)}, true) as threshold, lower(public.cursalia_unaccent(${term})) as folded`,
    );
    const folded = rowsOf<{ folded: string | null }>(res)[0]?.folded ?? '';
    if (folded.trim().length === 0) return null;
    return pickSuggestion(await suggestionCandidates(tx, folded, lang, cats), term);
  });
}

function buildFacets(cells: SearchCell[], filters: Filters, cats: CategoryRow[], locale: string) {
  const counts = facetCounts(cells, filters);
  const categoriesFacet = cats
    .filter((c) => (counts.categories.get(c.id) ?? 0) > 0 || c.id === filters.categoryId)
    .map((c) => ({ slug: c.slug, name: localized(c.name, locale), count: counts.categories.get(c.id) ?? 0, position: c.position }))
    .sort((a, b) => b.count - a.count || a.position - b.position || a.slug.localeCompare(b.slug))
    .map(({ slug, name, count }) => ({ slug, name, count }));
  const levels = COURSE_LEVELS.filter((l) => counts.levels[l] > 0 || l === filters.level).map((value) => ({ value, count: counts.levels[value] }));
  return { totalCount: counts.totalCount, facets: { categories: categoriesFacet, levels, price: counts.price } };
}

/** The searched words of a term in a language: split and stemmed by the database, typos looked up. */
export async function analyseSearchWords(db: Db, term: string, locale: string): Promise<SearchWord[]> {
  const lang = searchLanguage(locale);
  const words = await analyseTerm(db, term);
  return searchWords(words, lang, await lookUpTypos(db, words));
}

export async function searchCourses(db: Db, input: SearchCoursesInput): Promise<SearchCoursesResult> {
  const term = parseSearchTerm(input.term);
  const limit = Math.max(0, Math.min(MAX_LIMIT, Math.floor(input.limit)));
  const offset = Math.max(0, Math.floor(input.offset));
  const cats = term.isValid ? await listCategories(db) : [];
  const category = input.category ? (cats.find((c) => c.slug === input.category) ?? null) : null;
  const filters: Filters = { categoryId: category?.id ?? null, level: input.level ?? null, price: input.price ?? null };
  const applied = { category: category?.slug ?? null, level: filters.level, price: filters.price };
  if (!term.isValid) return emptyResult(term, applied);
  const q = withoutFillerWords(term.evaluatedValue);
  const lang = searchLanguage(input.locale);
  const words = await analyseSearchWords(db, q, lang);
  // Only stop words ("de la"): nothing to search for.
  if (words.length === 0) return emptyResult(term, applied);

  // Every word first; when no course has them all, the courses with the most of them.
  let outcome = await matchCourses(db, words, 'all', filters, offset, limit);
  let match: SearchMatch = usesTypos(words) ? 'fuzzy' : 'fulltext';
  if (outcome.total === 0 && words.length > 1) {
    outcome = await matchCourses(db, words, 'any', filters, offset, limit);
    match = 'partial';
  }
  if (outcome.total === 0) {
    return { ...emptyResult(term, applied, words), suggestion: await suggest(db, q, lang, cats) };
  }
  const { totalCount, facets } = buildFacets(outcome.cells, filters, cats, input.locale);
  const items = await getCoursesByIds(db, outcome.ids);
  return { term, items, totalCount, facets, suggestion: null, match, filters: applied, words };
}

/**
 * EXPLAIN ANALYZE of a term's statements (benchmarks and docs): the lexicon lookups and the
 * match statement (every word). Read-only.
 */
export async function explainSearch(db: Db, term: string, locale = 'es'): Promise<{ match: string[]; words: SearchWord[] }> {
  const lines = (res: unknown) => rowsOf<Record<string, string>>(res).map((r) => Object.values(r)[0]);
  const words = await analyseSearchWords(db, term, locale);
  if (words.length === 0) return { match: [], words };
  const query = termQuery(words, 'all');
  const match = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    return lines(
      await tx.execute(sql`explain (analyze, costs off)
        select ${courses.id}, ${scoreExpression(rankTiers(words, 'all'))} as tier from ${courses}
        where ${courses.searchDocument} @@ ${query}::tsquery`),
    );
  });
  return { match, words };
}
