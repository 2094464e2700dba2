/**
 * Pure rules of course search (issue 4), shared by the search service and its tests:
 * which typo-tolerant matches are kept, how facet counts are derived from one aggregate over
 * the matches, and which "¿Quisiste decir …?" suggestion wins. No database or server code here.
 *
 * Matching (lib/server/services/search.ts) works in two stages:
 *  1. Full text: websearch_to_tsquery('spanish', unaccent(term)) against the stored search
 *     document (titles weight A, Spanish summary weight B), ranked by ts_rank_cd.
 *  2. Only when stage 1 matches nothing for the term: trigram strict_word_similarity between
 *     the unaccented, lower-cased term and the words of the course titles in the visitor's
 *     language (typo tolerance), keeping the matches within FUZZY_MARGIN of the best one and
 *     never below FUZZY_MIN_SIMILARITY.
 * When neither matches, the closest course title or category name above
 * SUGGESTION_MIN_SIMILARITY is offered as a suggestion.
 */

export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const PRICE_FILTERS = ['free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/**
 * First, cheap pass of the trigram fallback for multi-word terms: only titles similar at 0.7
 * are read, which is enough for a typo in one word ("fotografia digtal" is 0.76 against
 * "Fotografía digital …"); the next pass, if needed, goes down to the cutoff or the minimum.
 */
export const FUZZY_FIRST_PASS_SIMILARITY = 0.7;
/** Lowest similarity that still counts as a typo of a title word ("digtal" → "digital" is 0.5). */
export const FUZZY_MIN_SIMILARITY = 0.5;
/**
 * Matches further than this below the best one are dropped: "fotografia digtal" keeps every
 * "Fotografía digital …" (0.76) but not the other photography courses (0.61).
 */
export const FUZZY_MARGIN = 0.1;
/** A suggestion must be at least this similar to the term. */
export const SUGGESTION_MIN_SIMILARITY = 0.3;
/**
 * pg_trgm's `<<%` operator compares with its threshold setting (a real); the setting is this
 * much below the wanted cutoff so that float rounding never drops a title exactly at it.
 */
export const THRESHOLD_SLACK = 0.001;

/**
 * The term as handed to websearch_to_tsquery. Its syntax ("quoted phrase", or, -word) is kept,
 * except that a leading minus is dropped: a search box query is what the visitor wants to find,
 * and a purely negative query ("-diseño") would match almost the whole catalogue.
 */
export function websearchInput(term: string): string {
  return term
    .replace(/(^|\s)-+(?=\S)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Words that say "a course" rather than what about ("curso de photoshop"): no title carries
 * them, so with full text's AND they would hide every match. Dropped when other words remain.
 */
export const FILLER_WORDS: ReadonlySet<string> = new Set([
  'curso', 'cursos', 'clase', 'clases', 'aula', 'aulas', 'online', 'tutorial', 'tutoriales', 'course', 'courses', 'class', 'classes',
]);

/** The term without filler words (see FILLER_WORDS), unless nothing else would remain. */
export function withoutFillerWords(term: string): string {
  const words = term.split(/\s+/).filter(Boolean);
  const kept = words.filter((w) => !FILLER_WORDS.has(foldForComparison(w)));
  return (kept.length > 0 ? kept : words).join(' ');
}

/**
 * Similarity of the fallback's first pass for a folded term: with two or more words a typo
 * sits in one of them and the whole term stays close (0.7 reads few titles); a single word
 * with a typo is rarely that close, so it starts at the minimum instead of scanning twice.
 */
export function firstPassSimilarity(folded: string): number {
  const words = folded.split(/\s+/).filter((w) => w.length >= 2);
  return words.length >= 2 ? FUZZY_FIRST_PASS_SIMILARITY : FUZZY_MIN_SIMILARITY;
}

/** Max(FUZZY_MIN_SIMILARITY, best − FUZZY_MARGIN): the cutoff for a best similarity. */
export function fuzzyCutoffFor(best: number, min = FUZZY_MIN_SIMILARITY, margin = FUZZY_MARGIN): number {
  return Math.max(min, best - margin);
}

/** The cutoff for a set of observed similarities, or null when none reaches the minimum. */
export function fuzzyCutoff(similarities: readonly number[], min = FUZZY_MIN_SIMILARITY, margin = FUZZY_MARGIN): number | null {
  let best = -Infinity;
  for (const s of similarities) if (s > best) best = s;
  return best >= min ? fuzzyCutoffFor(best, min, margin) : null;
}

/** The trigram threshold setting for a wanted cutoff (see THRESHOLD_SLACK), as pg_trgm wants it. */
export function trigramThreshold(cutoff: number): string {
  return Math.max(0, cutoff - THRESHOLD_SLACK).toFixed(4);
}

/** One title read by the typo-tolerant fallback. */
export type FuzzyCandidate = {
  id: number;
  categoryId: number;
  level: CourseLevel;
  free: boolean;
  similarity: number;
  enrollments: number;
};

/**
 * The fallback's result from the titles it read: the ones within the cutoff (null when none
 * is similar enough), their cells for the facets, and the requested page of ids after the
 * filters, most similar first, then most enrolments, then oldest id.
 */
export function rankFuzzyCandidates(
  candidates: readonly FuzzyCandidate[],
  filters: SearchFilters,
  offset: number,
  limit: number,
): { cutoff: number | null; cells: SearchCell[]; ids: number[] } {
  const cutoff = fuzzyCutoff(candidates.map((c) => c.similarity));
  if (cutoff === null) return { cutoff, cells: [], ids: [] };
  const kept = candidates.filter((c) => c.similarity >= cutoff);
  const cells = new Map<string, SearchCell>();
  for (const c of kept) {
    const key = `${c.categoryId}|${c.level}|${c.free}`;
    const cell = cells.get(key);
    if (cell) cell.count += 1;
    else cells.set(key, { categoryId: c.categoryId, level: c.level, free: c.free, count: 1 });
  }
  const ids = kept
    .filter((c) => matchesFilters(c, filters))
    .sort((a, b) => b.similarity - a.similarity || b.enrollments - a.enrollments || a.id - b.id)
    .slice(offset, offset + limit)
    .map((c) => c.id);
  return { cutoff, cells: [...cells.values()], ids };
}

function matchesFilters(c: { categoryId: number; level: CourseLevel; free: boolean }, f: SearchFilters): boolean {
  return (f.categoryId == null || c.categoryId === f.categoryId) && (f.level == null || c.level === f.level) && (f.price == null || c.free === (f.price === 'free'));
}

/** One cell of the aggregate over the matches: how many match per category × level × free. */
export type SearchCell = {
  categoryId: number;
  level: CourseLevel;
  free: boolean;
  count: number;
};

export type SearchFilters = {
  categoryId?: number | null;
  level?: CourseLevel | null;
  price?: PriceFilter | null;
};

export type FacetCounts = {
  /** Matches that pass every filter. */
  totalCount: number;
  /** Per category id, with the level and price filters applied (not the category filter). */
  categories: Map<number, number>;
  /** Per level, with the category and price filters applied. */
  levels: Record<CourseLevel, number>;
  /** With the category and level filters applied. */
  price: { free: number; paid: number };
};

/**
 * Facet counts from the cells (disjunctive faceting: each facet ignores its own filter, so a
 * chosen chip still shows its siblings). With no filters every facet adds up to totalCount.
 */
export function facetCounts(cells: readonly SearchCell[], filters: SearchFilters = {}): FacetCounts {
  const byCategory = (c: SearchCell) => matchesFilters(c, { categoryId: filters.categoryId });
  const byLevel = (c: SearchCell) => matchesFilters(c, { level: filters.level });
  const byPrice = (c: SearchCell) => matchesFilters(c, { price: filters.price });
  const out: FacetCounts = {
    totalCount: 0,
    categories: new Map(),
    levels: { BEGINNER: 0, INTERMEDIATE: 0, ADVANCED: 0 },
    price: { free: 0, paid: 0 },
  };
  for (const cell of cells) {
    const inCategory = byCategory(cell);
    const inLevel = byLevel(cell);
    const inPrice = byPrice(cell);
    if (inCategory && inLevel && inPrice) out.totalCount += cell.count;
    if (inLevel && inPrice) out.categories.set(cell.categoryId, (out.categories.get(cell.categoryId) ?? 0) + cell.count);
    if (inCategory && inPrice) out.levels[cell.level] += cell.count;
    if (inCategory && inLevel) {
      if (cell.free) out.price.free += cell.count;
      else out.price.paid += cell.count;
    }
  }
  return out;
}

export type SuggestionCandidate = { text: string; similarity: number; kind: 'category' | 'course' };

/**
 * The suggestion: the most similar candidate at or above the minimum; a category wins a tie
 * (a broader search), and a suggestion equal to the term (ignoring case and accents) is useless.
 */
export function pickSuggestion(candidates: readonly SuggestionCandidate[], term: string, min = SUGGESTION_MIN_SIMILARITY): string | null {
  const same = foldForComparison(term);
  let best: SuggestionCandidate | null = null;
  for (const c of candidates) {
    if (!(c.similarity >= min) || c.text.trim() === '' || foldForComparison(c.text) === same) continue;
    if (!best || c.similarity > best.similarity || (c.similarity === best.similarity && c.kind === 'category' && best.kind === 'course')) best = c;
  }
  return best ? best.text.trim() : null;
}

/** Lower-case, without accents or repeated spaces (for comparisons only). */
export function foldForComparison(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** A level filter from user input ('beginner', 'BEGINNER'), or null. */
export function parseLevel(value: string | null | undefined): CourseLevel | null {
  const v = value?.trim().toUpperCase();
  return (COURSE_LEVELS as readonly string[]).includes(v ?? '') ? (v as CourseLevel) : null;
}

/** A price filter from user input ('free' / 'paid', any case), or null. */
export function parsePriceFilter(value: string | null | undefined): PriceFilter | null {
  const v = value?.trim().toLowerCase();
  return (PRICE_FILTERS as readonly string[]).includes(v ?? '') ? (v as PriceFilter) : null;
}
