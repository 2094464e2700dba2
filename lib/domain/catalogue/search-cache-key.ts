/**
 * The key of a cached search result (issue 16 item 4; lib/server/services/search-cache.ts):
 * everything the search service reads from its input, normalised only where the service
 * itself would treat two inputs alike, so two keys never share a result that could differ.
 *
 *  - the term as searched (parseSearchTerm's evaluatedValue: trimmed, inner whitespace collapsed,
 *    capped), lower-cased letter by letter: the database lower-cases every word before matching
 *    (to_tsvector), filler words and suggestions compare case-folded. A letter whose lower case
 *    is more than one character (U+0130 "İ") is kept as typed, since the database's lower() maps
 *    it to one; letter by letter also keeps a final "Σ" a plain "σ", as the database does;
 *  - the locale (facet and suggestion names), the page (offset, limit) and the filters as given.
 * An invalid term (spec §5) has no key: it is answered without the database.
 */
import { parseSearchTerm } from './search-term';
import type { CourseLevel, PriceFilter } from './search-ranking';

/** What a course search is asked (lib/server/services/search.ts searchCourses), the key's input. */
export type SearchCoursesInput = {
  /** What the visitor typed; searched only when valid (spec §5: trimmed length > 1). */
  term: string;
  /** Language of names in facets and suggestions. */
  locale: string;
  offset: number;
  limit: number;
  /** Category slug; an unknown slug is ignored (see `filters` in the search result). */
  category?: string | null;
  level?: CourseLevel | null;
  price?: PriceFilter | null;
};

/** Lower case, one character at a time, as the database's lower() does. */
export function foldCaseLikeDatabase(text: string): string {
  let out = '';
  for (const ch of text) {
    const lower = ch.toLowerCase();
    out += [...lower].length === 1 ? lower : ch;
  }
  return out;
}

export function searchCacheKey(input: SearchCoursesInput): string | null {
  const term = parseSearchTerm(input.term);
  if (!term.isValid) return null;
  const page = [Math.max(0, Math.floor(input.offset)), Math.max(0, Math.floor(input.limit))];
  return JSON.stringify([foldCaseLikeDatabase(term.evaluatedValue), input.locale, ...page, input.category || null, input.level ?? null, input.price ?? null]);
}
