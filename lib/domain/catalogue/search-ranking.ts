/**
 * Pure rules of course search (issues 4 and 16), shared by the search service and its tests:
 * filler words, how facet counts are derived from one aggregate over the matches, and which
 * "¿Quisiste decir …?" suggestion wins when nothing matches. No database or server code here.
 * Matching and ranking are in search-words.ts and search-query.ts (lib/server/services/search.ts
 * explains the stages).
 */

export const COURSE_LEVELS = ['BEGINNER', 'INTERMEDIATE', 'ADVANCED'] as const;
export type CourseLevel = (typeof COURSE_LEVELS)[number];

export const PRICE_FILTERS = ['free', 'paid'] as const;
export type PriceFilter = (typeof PRICE_FILTERS)[number];

/** A suggestion must be at least this similar to the term. */
export const SUGGESTION_MIN_SIMILARITY = 0.3;
/**
 * pg_trgm's `<<%` operator compares with its threshold setting (a real); the setting is this
 * much below the wanted cutoff so that float rounding never drops a title exactly at it.
 */
export const THRESHOLD_SLACK = 0.001;

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

/** The trigram threshold setting for a wanted cutoff (see THRESHOLD_SLACK), as pg_trgm wants it. */
export function trigramThreshold(cutoff: number): string {
  return Math.max(0, cutoff - THRESHOLD_SLACK).toFixed(4);
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
