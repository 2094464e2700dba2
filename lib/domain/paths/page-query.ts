import { ATTRIBUTION_PARAMS, LINK_TRACKING_PARAMS } from '@/lib/domain/analytics/constants';

/** Next's cache-busting parameter of client navigations (RSC requests): never part of a page's own query. */
const NEXT_RSC_PARAM = '_rsc';

/**
 * Parameters that are not the page's own: Next's `_rsc`, and the ones that say where the visit
 * came from (source_page / source_detail / page_name of tracked links, spec §2; gclid and utm_*,
 * spec §9), which the browser's analytics reads from the address and the page never renders.
 */
const NOT_THE_PAGES = new Set<string>([NEXT_RSC_PARAM, ...LINK_TRACKING_PARAMS, ...ATTRIBUTION_PARAMS]);

/**
 * The query parameters a page is asked for, in order, without the ones that are not the page's
 * own: what the cached views of query-driven pages (lib/domain/catalogue/catalogue-view.ts,
 * lib/domain/blog/blog-view.ts) compare with the canonical query their links write. So a tracked
 * link to the catalogue (`?all=true&source_page=home`) is served the cached view its page is.
 */
export function pageQueryEntries(search: URLSearchParams): [name: string, value: string][] {
  return [...search.entries()].filter(([name]) => !NOT_THE_PAGES.has(name));
}
