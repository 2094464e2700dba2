/** Next's cache-busting parameter of client navigations (RSC requests): never part of a page's own query. */
const NEXT_RSC_PARAM = '_rsc';

/**
 * The query parameters a page is asked for, in order, without Next's `_rsc`: what the cached
 * views of query-driven pages (lib/domain/catalogue/catalogue-view.ts,
 * lib/domain/blog/blog-view.ts) compare with the canonical query their links write.
 */
export function pageQueryEntries(search: URLSearchParams): [name: string, value: string][] {
  return [...search.entries()].filter(([name]) => name !== NEXT_RSC_PARAM);
}
