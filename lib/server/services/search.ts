import 'server-only';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, type LocalizedText } from '@/lib/server/db/schema';
import { localized } from '@/lib/i18n/localized';
import { isLocale, type Locale } from '@/lib/i18n/routing';
import { parseSearchTerm, type SearchTerm } from '@/lib/catalogue/search-term';
import {
  COURSE_LEVELS,
  FUZZY_MIN_SIMILARITY,
  SUGGESTION_MIN_SIMILARITY,
  facetCounts,
  firstPassSimilarity,
  fuzzyCutoffFor,
  pickSuggestion,
  rankFuzzyCandidates,
  trigramThreshold,
  websearchInput,
  withoutFillerWords,
  type CourseLevel,
  type FuzzyCandidate,
  type PriceFilter,
  type SearchCell,
  type SuggestionCandidate,
} from '@/lib/catalogue/search-ranking';
import { getCoursesByIds, type CourseRecord } from './catalogue';

/**
 * Course search (issue 4): accents ignored, Spanish stemming, typo tolerance, facets and a
 * "¿Quisiste decir …?" suggestion, over the active public catalogue. The rules (thresholds,
 * facet arithmetic, suggestion choice) are pure functions in lib/catalogue/search-ranking.ts;
 * the SQL functions and indexes are in drizzle/0002_search.sql:
 *
 *  - full text: `courses.search_document @@ websearch_to_tsquery('spanish', cursalia_unaccent(term))`
 *    (GIN on the stored column), ranked by ts_rank_cd, then enrolments;
 *  - typo fallback, only when full text matches nothing for the term:
 *    `term <<% cursalia_course_search_title(title)` (GIN trigram expression index) with the
 *    threshold set per transaction, ranked by strict_word_similarity, then enrolments.
 *
 * Facets and the total come from the category × level × free counts of every match of the
 * term (one statement with the page for full text; computed from the titles read for the
 * fallback), so filters cost no extra scan and the counts always agree with the results.
 * "Free" is course_type FREE. Only active courses outside organisations are searched.
 */

export type SearchCoursesInput = {
  /** What the visitor typed; searched only when valid (spec §5: trimmed length > 1). */
  term: string;
  /** Language of names in facets and suggestions. */
  locale: string;
  offset: number;
  limit: number;
  /** Category slug; an unknown slug is ignored (see `filters` in the result). */
  category?: string | null;
  level?: CourseLevel | null;
  price?: PriceFilter | null;
};

export type SearchFacets = {
  /** Categories with matches (and the chosen one), most matches first. */
  categories: { slug: string; name: string; count: number }[];
  /** Levels with matches (and the chosen one), easiest first. */
  levels: { value: CourseLevel; count: number }[];
  price: { free: number; paid: number };
};

export type SearchMatch = 'fulltext' | 'fuzzy' | 'none';

export type SearchCoursesResult = {
  term: SearchTerm;
  items: CourseRecord[];
  totalCount: number;
  facets: SearchFacets;
  /** The closest course title or category name, when the term matches nothing. */
  suggestion: string | null;
  /** How the term matched: full text, the typo-tolerant fallback, or not at all. */
  match: SearchMatch;
  /** The filters that were applied (unknown values dropped). */
  filters: { category: string | null; level: CourseLevel | null; price: PriceFilter | null };
};

const MAX_LIMIT = 100;

const publicCourse = sql`${courses.isActive} and ${courses.organizationId} is null`;
const isFree = sql<boolean>`(${courses.courseType} = 'FREE')`;

/** The visitor's language for typo tolerance (an SQL literal: it must match an index expression). */
function searchLanguage(locale: string): Locale {
  return isLocale(locale) ? locale : 'es';
}

/** Same expression as the indexes courses_search_title_{es,pt,en}_trgm. */
function searchTitle(lang: Locale): SQL {
  return sql`public.cursalia_course_search_title(${courses.title}, ${sql.raw(`'${lang}'`)})`;
}

function tsQuery(term: string): SQL {
  return sql`websearch_to_tsquery('spanish'::regconfig, public.cursalia_unaccent(${websearchInput(term)}))`;
}

type Filters = { categoryId: number | null; level: CourseLevel | null; price: PriceFilter | null };

function emptyResult(term: SearchTerm, filters: SearchCoursesResult['filters']): SearchCoursesResult {
  return { term, items: [], totalCount: 0, facets: { categories: [], levels: [], price: { free: 0, paid: 0 } }, suggestion: null, match: 'none', filters };
}

type CategoryRow = { id: number; slug: string; name: LocalizedText; position: number };

function listCategories(db: Db): Promise<CategoryRow[]> {
  return db.select({ id: categories.id, slug: categories.slug, name: categories.name, position: categories.position }).from(categories);
}

/** `lexemes` is 0 when the term is only stop words ("de la"): nothing to search for. */
type FullTextOutcome = { cells: SearchCell[]; ids: number[]; lexemes: number };

/**
 * Full-text matches of the term in one statement and one index scan: the category × level ×
 * free cells of every match (no filters: facets are derived from them) and the requested page
 * of ids after the filters, by ts_rank_cd, then enrolments, then oldest id.
 */
async function fullTextSearch(db: Db, term: string, f: Filters, offset: number, limit: number): Promise<FullTextOutcome> {
  const res = await db.execute(fullTextStatement(term, f, offset, limit));
  const row = (res as unknown as { rows: { cells: unknown; ids: unknown; lexemes: unknown }[] }).rows[0];
  const cells = parseJson<[number, CourseLevel, boolean, number][]>(row?.cells) ?? [];
  return {
    cells: cells.map(([categoryId, level, free, count]) => ({ categoryId: Number(categoryId), level, free: Boolean(free), count: Number(count) })),
    ids: (parseJson<number[]>(row?.ids) ?? []).map(Number),
    lexemes: Number(row?.lexemes ?? 0),
  };
}

function fullTextStatement(term: string, f: Filters, offset: number, limit: number): SQL {
  const pageFilters: SQL[] = [sql`true`];
  if (f.categoryId !== null) pageFilters.push(sql`m.category_id = ${f.categoryId}`);
  if (f.level !== null) pageFilters.push(sql`m.level = ${f.level}`);
  if (f.price !== null) pageFilters.push(f.price === 'free' ? sql`m.free` : sql`not m.free`);
  return sql`
    with m as materialized (
      select ${courses.id} as id, ${courses.categoryId} as category_id, ${courses.level}::text as level, ${isFree} as free,
             ${courses.enrollmentsCount} as enrollments, ts_rank_cd(${courses.searchDocument}, ${tsQuery(term)}) as rank
      from ${courses}
      where ${publicCourse} and ${courses.searchDocument} @@ ${tsQuery(term)}
    )
    select
      numnode(${tsQuery(term)}) as lexemes,
      (select coalesce(json_agg(json_build_array(g.category_id, g.level, g.free, g.n)), '[]'::json)
         from (select category_id, level, free, count(*)::int as n from m group by 1, 2, 3) g) as cells,
      (select coalesce(json_agg(p.id order by p.rank desc, p.enrollments desc, p.id), '[]'::json)
         from (select id, rank, enrollments from m where ${sql.join(pageFilters, sql` and `)}
               order by rank desc, enrollments desc, id limit ${limit} offset ${offset}) p) as ids`;
}

/** A json column as the driver hands it over: parsed already (pg, PGlite) or as text. */
function parseJson<T>(value: unknown): T | null {
  if (value === null || value === undefined) return null;
  return (typeof value === 'string' ? JSON.parse(value) : value) as T;
}

/** Sets pg_trgm's strict word-similarity threshold for the rest of the transaction; returns the folded term. */
async function setThreshold(tx: Db, cutoff: number, term?: string): Promise<string | null> {
  const res = await tx.execute(
    sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${trigramThreshold(cutoff)}, true) as threshold, lower(public.cursalia_unaccent(${term ?? ''})) as folded`,
  );
  const row = (res as unknown as { rows: { folded: string | null }[] }).rows[0];
  return row?.folded ?? null;
}

/** Titles within the current threshold (GIN trigram index), with what ranking and facets need. */
async function fuzzyCandidates(tx: Db, folded: string, lang: Locale): Promise<FuzzyCandidate[]> {
  const res = await tx.execute(fuzzyCandidatesStatement(folded, lang));
  type Row = { id: number; category_id: number; level: CourseLevel; free: boolean; similarity: number | string; enrollments: number };
  return (res as unknown as { rows: Row[] }).rows.map((r) => ({
    id: Number(r.id),
    categoryId: Number(r.category_id),
    level: r.level,
    free: Boolean(r.free),
    similarity: Number(r.similarity),
    enrollments: Number(r.enrollments),
  }));
}

function fuzzyCandidatesStatement(folded: string, lang: Locale): SQL {
  const title = searchTitle(lang);
  return sql`
    select ${courses.id} as id, ${courses.categoryId} as category_id, ${courses.level}::text as level, ${isFree} as free,
           strict_word_similarity(${folded}, ${title}) as similarity, ${courses.enrollmentsCount} as enrollments
    from ${courses}
    where ${publicCourse} and ${folded} <<% ${title}`;
}

/** Closest course title and category name in the visitor's language. */
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

type FuzzyOutcome = { cells: SearchCell[]; ids: number[]; suggestion: string | null };

/**
 * The typo-tolerant fallback (and the suggestion), in one transaction for its threshold
 * setting. A first pass reads only close titles; a second goes down to the cutoff of the best
 * match, or to the minimum when the first found nothing. Ranking and facets of the titles read
 * are computed in rankFuzzyCandidates (a few thousand rows at most on 100 000 courses).
 */
function fuzzySearch(db: Db, term: string, filters: Filters, offset: number, limit: number, lang: Locale, cats: CategoryRow[]): Promise<FuzzyOutcome> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const folded = (await setThreshold(tx, FUZZY_MIN_SIMILARITY, term)) ?? '';
    if (folded.trim().length === 0) return { cells: [], ids: [], suggestion: null };
    const first = firstPassSimilarity(folded);
    if (first !== FUZZY_MIN_SIMILARITY) await setThreshold(tx, first);
    let candidates = await fuzzyCandidates(tx, folded, lang);
    const best = candidates.reduce((m, c) => Math.max(m, c.similarity), 0);
    const floor = candidates.length === 0 ? FUZZY_MIN_SIMILARITY : fuzzyCutoffFor(best);
    if (floor < first) {
      await setThreshold(tx, floor);
      candidates = await fuzzyCandidates(tx, folded, lang);
    }
    const ranked = rankFuzzyCandidates(candidates, filters, offset, limit);
    if (ranked.cutoff !== null) return { cells: ranked.cells, ids: ranked.ids, suggestion: null };
    await setThreshold(tx, SUGGESTION_MIN_SIMILARITY);
    const suggestion = pickSuggestion(await suggestionCandidates(tx, folded, lang, cats), term);
    return { cells: [], ids: [], suggestion };
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

  // Full text first; the typo-tolerant fallback only when the term matches nothing.
  const fullText = await fullTextSearch(db, q, filters, offset, limit);
  let { cells, ids } = fullText;
  let match: SearchMatch = 'fulltext';
  let suggestion: string | null = null;
  // Only stop words: trigrams would match "de", "para"… in most titles, so nothing is found.
  if (fullText.lexemes === 0) match = 'none';
  else if (cells.length === 0) {
    const fuzzy = await fuzzySearch(db, q, filters, offset, limit, searchLanguage(input.locale), cats);
    cells = fuzzy.cells;
    ids = fuzzy.ids;
    suggestion = fuzzy.suggestion;
    match = cells.length > 0 ? 'fuzzy' : 'none';
  }
  const { totalCount, facets } = buildFacets(cells, filters, cats, input.locale);
  const items = await getCoursesByIds(db, ids);
  return { term, items, totalCount, facets, suggestion, match, filters: applied };
}

/**
 * EXPLAIN ANALYZE of both stages for a term (benchmarks and docs): the full-text statement and
 * the fallback's candidate scan at the minimum similarity. Read-only; the threshold setting
 * stays inside a transaction.
 */
export async function explainSearch(db: Db, term: string, locale = 'es'): Promise<{ fullText: string[]; fuzzy: string[] }> {
  const lines = (res: unknown) => (res as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]);
  const filters: Filters = { categoryId: null, level: null, price: null };
  const fullText = lines(await db.execute(sql`explain (analyze, costs off) ${fullTextStatement(term, filters, 0, 24)}`));
  const fuzzy = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const folded = (await setThreshold(tx, FUZZY_MIN_SIMILARITY, term)) ?? '';
    return lines(await tx.execute(sql`explain (analyze, costs off) ${fuzzyCandidatesStatement(folded, searchLanguage(locale))}`));
  });
  return { fullText, fuzzy };
}
