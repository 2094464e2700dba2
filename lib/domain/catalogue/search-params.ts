/**
 * Query parameters of the search landing (spec §2: /cursos-online/search/?q=…) beyond the
 * term: the facet filters and the page. Bad values are ignored, as on the catalogue.
 */
import { parsePage } from '@/lib/domain/pagination/page-numbers';
import { first, parseSlug, withQuery, type SearchParams } from './catalogue-params';
import { parseLevel, parsePriceFilter, type CourseLevel, type PriceFilter } from './search-ranking';

export const SEARCH_PATH = '/cursos-online/search/';

export type SearchPageParams = {
  category: string | null;
  level: CourseLevel | null;
  price: PriceFilter | null;
  page: number;
};

export function parseSearchPageParams(sp: SearchParams): SearchPageParams {
  return {
    category: parseSlug(sp.category),
    level: parseLevel(first(sp.level)),
    price: parsePriceFilter(first(sp.price)),
    page: parsePage(sp.page),
  };
}

/** Query string of a search page: the term, the filters that are set and a page above 1. */
export function searchQuery(q: string, p: Partial<SearchPageParams> = {}): Record<string, string> {
  const query: Record<string, string> = { q };
  if (p.category) query.category = p.category;
  if (p.level) query.level = p.level.toLowerCase();
  if (p.price) query.price = p.price;
  if (p.page && p.page > 1) query.page = String(p.page);
  return query;
}

/** A search page address (locale-less; the Link adds /pt/ or /en/). */
export function searchHref(q: string, p: Partial<SearchPageParams> = {}): string {
  return withQuery(SEARCH_PATH, searchQuery(q, p));
}

export function hasSearchFilters(p: Partial<SearchPageParams>): boolean {
  return Boolean(p.category || p.level || p.price);
}
