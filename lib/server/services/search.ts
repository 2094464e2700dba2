import 'server-only';
import { and, asc, desc, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courseSearch, courses, searchCatalogueVersion, type LocalizedText } from '@/lib/server/db/schema';
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
import { matchableRankTiers, termQuery, usesTypos } from '@/lib/domain/catalogue/search-query';
import { getCoursesByIds, type CourseRecord } from './catalogue';
import { cachedMatchCells, keepMatchCells, type MatchCells } from './search-match-cache';

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
 *  3. Over course_search (drizzle/0019_search_narrow.sql: a ~100-byte row per public course, its
 *     documents out of line), one GIN lookup finds the courses with every word (as itself, a
 *     stem, a prefix or a typo alternative) and counts their category × level × free cells (the
 *     facets) without reading a document; then the page is read best first: the
 *     ranking tiers (where: title, category, details, summary; how: exact, prefix, typo), each a
 *     GIN lookup over the weight-tagged ranked document, most enrollments then rating first
 *     within a tier, stopping as soon as the page is full (usually within the first tier).
 *  4. When no course has every word: the same for the courses that match the most words
 *     ('partial', said so on the page; found with queries over word subsets, matchCells).
 *  5. When nothing matches: the closest course title or category name as a suggestion
 *     (trigram indexes of 0002_search.sql).
 * Only active courses outside organisations have a document (the trigger of 0012) and a
 * course_search row (the trigger of 0019), so only they are searched; no statement scans courses.
 * A search's statements, the page's course records included, run in one transaction
 * (inSearchTransaction), whose first statement also reads the categories and catalogue version
 * and splits the term (1.).
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
if (!/^[A-Z]{3}$/.test(BASE_CURRENCY)) throw new Error(`unexpected base currency ${BASE_CURRENCY}`);

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
 * order, with their stems by language and whether some document word starts with them or
 * equals one of their stems: two index probes per word on the lexicon's primary key, as part of
 * the statement that opens the search's transaction (inSearchTransaction), as a json column.
 */
function termWordsColumn(term: string): SQL {
  return sql`(select coalesce(json_agg(json_build_array(a.word, a.es, a.pt, a.en, a.known) order by a.pos), '[]'::json) from (
    select w.word, w.pos, s.es, s.pt, s.en,
           exists (select 1 from public.search_words x where x.word >= w.word and x.word < w.word || chr(1114111) collate "C")
             or exists (select 1 from public.search_words x where x.word = any(s.es || s.pt || s.en)) as known
    from (select t.lexeme collate "C" as word, t.positions[1] as pos
          from unnest(to_tsvector('pg_catalog.simple'::regconfig, public.cursalia_unaccent(${term}))) t) w
    cross join lateral (select tsvector_to_array(to_tsvector('pg_catalog.spanish'::regconfig, w.word)) as es,
                               tsvector_to_array(to_tsvector('pg_catalog.portuguese'::regconfig, w.word)) as pt,
                               tsvector_to_array(to_tsvector('pg_catalog.english'::regconfig, w.word)) as en) s) a)`;
}

function termWordsOf(value: unknown): TermWord[] {
  return (parseJson<[string, string[], string[], string[], boolean][]>(value) ?? []).map(([word, es, pt, en, known]) => ({
    word,
    stems: { es: textArray(es), pt: textArray(pt), en: textArray(en) },
    known: Boolean(known),
  }));
}

/** An SQL text[] literal of words (quoted, escaped). */
function textArrayLiteral(words: readonly string[]): string {
  return `{${words.map((w) => `"${w.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

/**
 * Document words one typo from each unknown typed word: trigram word similarity over the
 * lexicon's index (its threshold set for the transaction by searchSettings), then the edit
 * distance decides.
 */
async function lookUpTypos(tx: Db, words: readonly TermWord[]): Promise<Map<string, string[]>> {
  const typed = words.filter(needsTypoLookup).map((w) => w.word);
  if (typed.length === 0) return new Map();
  const rows = rowsOf<{ typed: string; word: string }>(
    await tx.execute(sql`select t.typed, s.word from unnest(${textArrayLiteral(typed)}::text[]) t(typed) join public.search_words s on t.typed <% s.word`),
  );
  const out = new Map<string, string[]>();
  for (const w of typed) out.set(w, typoAlternatives(w, rows.filter((r) => r.typed === w).map((r) => r.word)));
  return out;
}

/**
 * A search's read-only statements run in one transaction (one connection, fewer round trips: a
 * search used to open three), whose first statement sets what they need for this transaction
 * only and reads the catalogue version and the categories:
 *  - the GIN indexes, always: a common word matches a sixth of the catalogue and the planner then
 *    prefers a sequential scan, which reads every course's document from its TOAST table;
 *  - no parallel workers and no JIT compilation: starting workers or compiling costs more than
 *    these statements take (a statement whose only plan is a sequential scan is costed over
 *    10^10 once sequential scans are off, and compiling it took 220 ms);
 *  - the trigram thresholds of the typo lookup (word similarity) and of the suggestion (strict).
 * The catalogue version (drizzle/0017) is for the cells cache.
 */
/** `db` keys the per-process caches; `tx` runs the statements; `termWords`: the term's words (termWordsColumn). */
type SearchSession = { db: Db; tx: Db; version: number; cats: CategoryRow[]; termWords: TermWord[] };

async function inSearchTransaction<T>(db: Db, term: string, fn: (session: SearchSession) => Promise<T>): Promise<T> {
  return db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const res = await tx.execute(sql`
      select set_config('enable_seqscan', 'off', true), set_config('max_parallel_workers_per_gather', '0', true), set_config('jit', 'off', true),
             set_config('pg_trgm.word_similarity_threshold', ${trigramThreshold(TYPO_CANDIDATE_SIMILARITY)}, true),
             set_config('pg_trgm.strict_word_similarity_threshold', ${trigramThreshold(SUGGESTION_MIN_SIMILARITY)}, true),
             (select ${searchCatalogueVersion.version} from ${searchCatalogueVersion} where ${searchCatalogueVersion.id}) as version,
             (select coalesce(json_agg(json_build_array(${categories.id}, ${categories.slug}, ${categories.name}, ${categories.position})), '[]'::json)
                from ${categories}) as cats,
             ${termWordsColumn(term)} as words`);
    const row = rowsOf<{ version: unknown; cats: unknown; words: unknown }>(res)[0];
    const cats = (parseJson<[number, string, LocalizedText, number][]>(row?.cats) ?? []).map(([id, slug, name, position]) => ({
      id: Number(id),
      slug,
      name: parseJson<LocalizedText>(name) ?? name,
      position: Number(position),
    }));
    return fn({ db, tx, version: Number(row?.version ?? 0), cats, termWords: termWordsOf(row?.words) });
  });
}

type MatchOutcome = { cells: SearchCell[]; ids: number[]; total: number };

// isFreeOfCharge (lib/domain/commerce/free-of-charge.ts) over the narrow copy: a FREE course, or
// a sale price of 0 in the base currency. The free prices are read whole once per statement (a
// hashed subplan over the partial index course_prices_free_usd of drizzle/0018, whose predicate
// names the currency as a literal, so it is written as one here), never once per matched course.
const freePriceCourses = `select course_id from course_prices where currency = '${BASE_CURRENCY}' and price_cents = 0`;
function freeOf(freeType: string, courseId: string): string {
  return `(${freeType} or ${courseId} in (${freePriceCourses}))`;
}

/**
 * Up to this many matches after the filters (or a page's worth, offset included), the page is
 * read by scoring each match instead of best first: a page that is not full reads every tier
 * anyway, one GIN lookup each over posting lists that may be long ("principiantes"), while a few
 * hundred matches cost a few hundred small reads of their ranked documents. A/B, 200 bench
 * searches, identical results: neutral on PostgreSQL at 100 000 courses, p95 halved on PGlite at
 * 10 000 (the threshold 1 000 was slower on PostgreSQL).
 */
const SCORE_ALL_UP_TO = 200;

/** An SQL int[] literal. */
function intArrayLiteral(ids: readonly number[]): string {
  return `{${ids.map((id) => String(Math.trunc(id))).join(',')}}`;
}

/**
 * The category × level × free cells of the courses matching `match` (a tsquery literal): see
 * countCells. The courses free through a sale price (z) are read by primary key from the handful
 * of free prices (an array, so the planner always takes that path): as a plain IN, some plans
 * ran the match's GIN lookup a second time (4 ms of a 13 ms statement for a three-word term).
 */
function cellsStatement(match: string): SQL {
  return sql`
    with m as (select category_id, level, free_type, count(*)::int as n from course_search where document @@ ${match}::tsquery group by 1, 2, 3),
         z as (select category_id, level from course_search
               where course_id = any(array(${sql.raw(freePriceCourses)})) and not free_type and document @@ ${match}::tsquery)
    select category_id, level::text as level, free, sum(n)::int as n
    from (select category_id, level, free_type as free, n from m
          union all select category_id, level, false, -1 from z
          union all select category_id, level, true, 1 from z) x
    group by 1, 2, 3 having sum(n) > 0`;
}

/**
 * Up to this many lexemes in all the subset queries a partial match may probe, it finds the
 * courses with the most words through them (atLeastQuery); above, by counting each course's
 * words (countWordsCells). The GIN index tests each query against every course with any of its
 * lexemes, so the cost grows with the query's size. First search on a new connection at 100 000
 * courses: five words (154 lexemes in the probes) 150-195 ms instead of 480-520 ms by counting,
 * six with four typo'd words (660) 605 ms instead of 368 ms; the bench's partial terms have 8-12.
 */
const MAX_SUBSET_LEXEMES = 256;

/** The lexemes of the subset queries probed for `words` (k from n - 1 down to 2): each word is in C(n - 1, k - 1) of the k-subsets. */
function subsetLexemes(words: readonly SearchWord[]): number {
  const lexemes = words.reduce((sum, w) => sum + new Set([w.word, ...w.stems, ...w.typos]).size, 0);
  let total = 0;
  let choose = 1; // C(n - 1, k - 1), from k = 1 up
  for (let k = 2; k < words.length; k++) {
    choose = (choose * (words.length - k + 1)) / (k - 1);
    total += choose * lexemes;
  }
  return total;
}

/** Every `k`-word subset of `items`, in order. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]];
  if (items.length < k) return [];
  const [first, ...rest] = items;
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)];
}

/**
 * The courses with at least `k` of the words, as one tsquery: any `k` of them, every one ('a &
 * b | a & c | b & c'), which the GIN index answers alone. With k = 1, any word.
 */
function atLeastQuery(words: readonly SearchWord[], k: number): string {
  if (k <= 1) return termQuery(words, 'any');
  return subsets(words, k)
    .map((s) => `(${termQuery(s, 'all')})`)
    .join(' | ');
}

/**
 * The matches' category × level × free cells (the facets, no filters) and, for partial matches,
 * which courses are kept (those with the most words). Over course_search (drizzle/0019): GIN
 * lookups without recheck and ~100-byte rows, no document read.
 */
async function matchCells(tx: Db, words: readonly SearchWord[], combine: 'all' | 'any'): Promise<MatchCells> {
  if (combine === 'all') return { cells: await countCells(tx, termQuery(words, 'all')), most: 0, kept: null };
  if (subsetLexemes(words) > MAX_SUBSET_LEXEMES) return countWordsCells(tx, words);
  // The most words any course has (no course has them all: that was looked up first), probed
  // from the most down in one statement (coalesce stops at the first subset query with a
  // match; each probe stops at its first row), then the cells of the courses with that many,
  // counted as for every word. A/B at 100 000 courses: "modeado bim con revit" read 7 009 rows
  // and grouped them per course (34 ms) where this reads 798.
  const probes = [];
  for (let k = words.length - 1; k > 1; k--) {
    probes.push(sql`(select ${sql.raw(String(k))} where exists (select 1 from course_search where document @@ ${atLeastQuery(words, k)}::tsquery))`);
  }
  let most = 1;
  if (probes.length > 0) {
    const res = await tx.execute(sql`select coalesce(${sql.join(probes, sql`, `)}, 1) as most`);
    most = Number(rowsOf<{ most: unknown }>(res)[0]?.most ?? 1);
  }
  return { cells: await countCells(tx, atLeastQuery(words, most)), most, kept: null };
}

type CellRow = { category_id: number; level: CourseLevel; free: boolean; n: number };
function toCells(rows: CellRow[]): SearchCell[] {
  return rows.map((r) => ({ categoryId: Number(r.category_id), level: r.level, free: Boolean(r.free), count: Number(r.n) }));
}

/**
 * The cells of the courses matching a tsquery, counted by the row's own columns (free_type, the
 * enum as such), then the few matches free through a sale price of 0 (looked up by id, a
 * handful) moved from paid to free: a third less than testing every match against the free
 * prices and naming its level as text (15 000 matches at 100 000 courses).
 */
async function countCells(tx: Db, match: string): Promise<SearchCell[]> {
  return toCells(rowsOf<CellRow>(await tx.execute(cellsStatement(match))));
}

/**
 * A partial match of many words: how many words each course has, one GIN lookup per word (the
 * document is never read), each carrying the facet columns; the cells are then counted per
 * number of words, and only the courses with more than one word are listed (intersections,
 * few), so the courses with the most words are picked here without a second pass over the
 * matches.
 */
async function countWordsCells(tx: Db, words: readonly SearchWord[]): Promise<MatchCells> {
  const perWord = words.map(
    (w) => sql`select ${courseSearch.courseId} as id, ${courseSearch.categoryId} as category_id, ${courseSearch.level}::text as level, ${courseSearch.freeType} as free_type
               from ${courseSearch} where ${courseSearch.document} @@ ${termQuery([w], 'all')}::tsquery`,
  );
  const res = await tx.execute(sql`
    with w as materialized (
      select id, category_id, level, ${sql.raw(freeOf('free_type', 'id'))} as free, count(*)::int as matched
      from (${sql.join(perWord, sql` union all `)}) x group by id, category_id, level, free_type
    )
    select
      (select coalesce(json_agg(json_build_array(g.category_id, g.level, g.free, g.n, g.matched)), '[]'::json)
         from (select category_id, level, free, matched, count(*)::int as n from w group by 1, 2, 3, 4) g) as cells,
      (select coalesce(json_agg(json_build_array(id, matched)), '[]'::json) from w where matched > 1) as multi`);
  const row = rowsOf<{ cells: unknown; multi: unknown }>(res)[0];
  const all = parseJson<[number, CourseLevel, boolean, number, number][]>(row?.cells) ?? [];
  const most = Math.max(0, ...all.map((c) => Number(c[4])));
  const cells = all.filter((c) => Number(c[4]) === most).map(([category_id, level, free, n]) => ({ category_id, level, free, n }));
  // A course with one word matches the any-word query itself: no list needed to keep it.
  const kept = most > 1 ? (parseJson<[number, number][]>(row?.multi) ?? []).filter(([, m]) => Number(m) === most).map(([id]) => Number(id)) : null;
  return { cells: toCells(cells), most, kept };
}

/**
 * The page, best first without scoring every match: the ranking tiers (matchableRankTiers, best
 * first, then the courses matched only through their summary), each one GIN lookup over the
 * tagged ranked document giving its most popular courses, minus those of the better tiers
 * (negated in the same lookup). The best tier is read alone (it usually fills the page); the
 * others, when it does not, as branches of a UNION ALL under one LIMIT, which PostgreSQL runs in
 * order, stopping once the page is full. With few matches (SCORE_ALL_UP_TO), each one is scored
 * instead, in the same order.
 */
async function pageIds(
  tx: Db,
  words: readonly SearchWord[],
  combine: 'all' | 'any',
  { most, kept }: Pick<MatchCells, 'most' | 'kept'>,
  filteredTotal: number,
  f: Filters,
  offset: number,
  limit: number,
): Promise<number[]> {
  const need = offset + limit;
  if (need === 0 || filteredTotal === 0) return [];
  const conditions: SQL[] = [];
  if (kept !== null) conditions.push(sql`course_id = any(${intArrayLiteral(kept)}::int[])`);
  // The courses with the most words (see matchCells): a second GIN lookup, over the other
  // document, that PostgreSQL intersects with each tier's (BitmapAnd), no row read twice.
  else if (most > 1) conditions.push(sql`document @@ ${atLeastQuery(words, most)}::tsquery`);
  if (f.categoryId !== null) conditions.push(sql`category_id = ${f.categoryId}`);
  if (f.level !== null) conditions.push(sql`level = ${f.level}`);
  if (f.price !== null) conditions.push(f.price === 'free' ? sql.raw(freeOf('free_type', 'course_id')) : sql.raw(`not ${freeOf('free_type', 'course_id')}`));
  const filtered = (match: SQL) => sql.join([match, ...conditions], sql` and `);
  const tiers = matchableRankTiers(words, combine);
  if (filteredTotal <= Math.max(need, SCORE_ALL_UP_TO)) {
    // Few matches: each scores as the first tier it matches, which is the best-first order.
    const score = sql.join(
      tiers.map((t) => sql`when rank_document @@ ${t.query}::tsquery then ${sql.raw(String(t.score))}`),
      sql` `,
    );
    const res = await tx.execute(sql`
      select course_id from course_search where ${filtered(sql`document @@ ${termQuery(words, combine)}::tsquery`)}
      order by (case ${score} else 0 end) desc, enrollments_count desc, score_average desc, course_id limit ${need}`);
    return rowsOf<{ course_id: unknown }>(res)
      .map((r) => Number(r.course_id))
      .slice(offset, need);
  }
  // Every tier query implies the match (its words are in the ranked part of the document). A
  // tier leaves out the courses of the better ones in its own query ('a^diseno':* & !('a^diseno')):
  // the same GIN lookup, where a NOT IN over the better tiers' lookups read their rows again and
  // added a subplan to plan per tier (page statements 12-18 % faster at the median, replayed
  // interleaved over the bench searches at 100 000 courses). The last branch is the match itself,
  // minus every tier (over the other document, so that one stays a NOT IN).
  const branches = [
    ...tiers.map((t, i) => {
      const better = tiers.slice(0, i).map((b) => `(${b.query})`);
      const tier = better.length === 0 ? t.query : `(${t.query}) & !(${better.join(' | ')})`;
      return sql`rank_document @@ ${tier}::tsquery`;
    }),
    sql`document @@ ${termQuery(words, combine)}::tsquery
        and course_id not in (select course_id from course_search where ${filtered(sql`rank_document @@ ${tiers.map((t) => `(${t.query})`).join(' | ')}::tsquery`)})`,
  ];
  const branch = (match: SQL, n: number) => sql`select course_id from course_search where ${filtered(match)} order by enrollments_count desc, score_average desc, course_id limit ${n}`;
  const idsOf = (res: unknown) => rowsOf<{ course_id: unknown }>(res).map((r) => Number(r.course_id));
  // The best tier alone first: it usually fills the page, and then the other branches are
  // neither run nor planned (planning all of them took 0.5-2 ms); else the rest, which leave
  // out the first tier's courses themselves, fill what is left of the page.
  const first = idsOf(await tx.execute(branch(branches[0], need)));
  if (first.length === need) return first.slice(offset);
  const rest = need - first.length;
  const res = await tx.execute(sql`select course_id from (${sql.join(branches.slice(1).map((m) => sql`(${branch(m, rest)})`), sql` union all `)}) u limit ${rest}`);
  return [...first, ...idsOf(res)].slice(offset, need);
}

/**
 * The matches of the words (every one, or for partial matches the courses with the most of
 * them): the category × level × free cells of every match (facets, no filters) and the
 * requested page after the filters, by tier score, enrollments, rating, oldest id.
 */
async function matchCourses(session: SearchSession, words: readonly SearchWord[], combine: 'all' | 'any', f: Filters, offset: number, limit: number): Promise<MatchOutcome> {
  const { db, tx, version } = session;
  const key = JSON.stringify([combine, words.map((w) => termQuery([w], 'all'))]);
  let matched = cachedMatchCells(db, version, key);
  if (!matched) {
    matched = await matchCells(tx, words, combine);
    keepMatchCells(db, version, key, matched);
  }
  const { cells } = matched;
  const total = cells.reduce((sum, c) => sum + c.count, 0);
  if (total === 0) return { cells, ids: [], total };
  return { cells, ids: await pageIds(tx, words, combine, matched, facetCounts(cells, f).totalCount, f, offset, limit), total };
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

/** "¿Quisiste decir …?": the closest title or category name (its threshold set by inSearchTransaction). */
async function suggest({ tx, cats }: SearchSession, term: string, lang: Locale): Promise<string | null> {
  // The planner's own choice again: without sequential scans, the category names' similarity
  // (categories has no index for it) took 200 ms instead of 1 ms.
  const res = await tx.execute(sql`select set_config('enable_seqscan', 'on', true), lower(public.cursalia_unaccent(${term})) as folded`);
  const folded = rowsOf<{ folded: string | null }>(res)[0]?.folded ?? '';
  if (folded.trim().length === 0) return null;
  return pickSuggestion(await suggestionCandidates(tx, folded, lang, cats), term);
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

/** The searched words of the session's term in a language: split and stemmed by the database, typos looked up. */
async function analyseWords({ tx, termWords }: SearchSession, lang: Locale): Promise<SearchWord[]> {
  return searchWords(termWords, lang, await lookUpTypos(tx, termWords));
}

/** The searched words of a term in a language, in a search transaction of their own (the overlay's suggestions). */
export function analyseSearchWords(db: Db, term: string, locale: string): Promise<SearchWord[]> {
  return inSearchTransaction(db, term, (session) => analyseWords(session, searchLanguage(locale)));
}

export async function searchCourses(db: Db, input: SearchCoursesInput): Promise<SearchCoursesResult> {
  const term = parseSearchTerm(input.term);
  const limit = Math.max(0, Math.min(MAX_LIMIT, Math.floor(input.limit)));
  const offset = Math.max(0, Math.floor(input.offset));
  if (!term.isValid) return emptyResult(term, { category: null, level: input.level ?? null, price: input.price ?? null });
  const q = withoutFillerWords(term.evaluatedValue);
  return inSearchTransaction(db, q, async (session) => {
    const { tx, cats } = session;
    const category = input.category ? (cats.find((c) => c.slug === input.category) ?? null) : null;
    const filters: Filters = { categoryId: category?.id ?? null, level: input.level ?? null, price: input.price ?? null };
    const applied = { category: category?.slug ?? null, level: filters.level, price: filters.price };
    const lang = searchLanguage(input.locale);
    const words = await analyseWords(session, lang);
    // Only stop words ("de la"): nothing to search for.
    if (words.length === 0) return emptyResult(term, applied);

    // Every word first; when no course has them all, the courses with the most of them.
    let outcome = await matchCourses(session, words, 'all', filters, offset, limit);
    let match: SearchMatch = usesTypos(words) ? 'fuzzy' : 'fulltext';
    if (outcome.total === 0 && words.length > 1) {
      outcome = await matchCourses(session, words, 'any', filters, offset, limit);
      match = 'partial';
    }
    if (outcome.total === 0) {
      return { ...emptyResult(term, applied, words), suggestion: await suggest(session, q, lang) };
    }
    const { totalCount, facets } = buildFacets(outcome.cells, filters, cats, input.locale);
    const items = await getCoursesByIds(tx, outcome.ids);
    return { term, items, totalCount, facets, suggestion: null, match, filters: applied, words };
  });
}

/**
 * EXPLAIN (ANALYZE, BUFFERS) of a term's match statements (benchmarks and docs): the facet
 * count over every match and the first ranking tier (that can hold a course) read for a page. Read-only.
 */
export async function explainSearch(db: Db, term: string, locale = 'es'): Promise<{ match: string[]; words: SearchWord[] }> {
  const lines = (res: unknown) => rowsOf<Record<string, string>>(res).map((r) => Object.values(r)[0]);
  const words = await analyseSearchWords(db, term, locale);
  if (words.length === 0) return { match: [], words };
  const first = matchableRankTiers(words, 'all')[0];
  const match = await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true)`);
    const facets = lines(await tx.execute(sql`explain (analyze, buffers, costs off) ${cellsStatement(termQuery(words, 'all'))}`));
    const page = lines(
      await tx.execute(sql`explain (analyze, buffers, costs off)
        select ${courseSearch.courseId} from ${courseSearch} where ${courseSearch.rankDocument} @@ ${first.query}::tsquery
        order by ${courseSearch.enrollmentsCount} desc, ${courseSearch.scoreAverage} desc, ${courseSearch.courseId} limit 24`),
    );
    return [...facets, '', ...page];
  });
  return { match, words };
}
