import { parsePage } from '@/lib/domain/pagination/page-numbers';
import { pageQueryEntries } from '@/lib/domain/paths/page-query';
import { pageHref } from './pagination';

/** The blog listing's path; its pages are cached under BLOG_VIEW_ROUTE (issue 14 item 1). */
export const BLOG_PATH = '/blog/';

/**
 * The internal route that serves the blog listing's pages from the page cache, one cached page
 * per page number: Next caches by path, not by query, so the proxy rewrites /blog/ and
 * /blog/?page=N to `/blog-view/pagina-N/` (as the catalogue's views: docs/caching.md).
 * Requested directly, the path is unknown (404).
 */
export const BLOG_VIEW_ROUTE = '/blog-view/';

const KEY_PREFIX = 'pagina-';

export function blogViewKey(page: number): string {
  return `${KEY_PREFIX}${page}`;
}

/** The page number a key names, or null for a key blogViewKey would not write. */
export function parseBlogViewKey(key: string): number | null {
  if (!key.startsWith(KEY_PREFIX)) return null;
  const page = parsePage(key.slice(KEY_PREFIX.length));
  return blogViewKey(page) === key ? page : null;
}

/**
 * The internal path of the cached page serving a blog listing request (`pathname` without its
 * language prefix), or null: only the canonical URLs the listing's own links write (pageHref:
 * no query for page 1, `page=N` from 2) are cached; any other query renders per request. Next's
 * `_rsc` parameter (client navigations) is not part of the query.
 */
export function blogViewPath(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== BLOG_PATH) return null;
  const entries = pageQueryEntries(search);
  if (entries.length === 0) return `${BLOG_VIEW_ROUTE}${blogViewKey(1)}/`;
  if (entries.length !== 1 || entries[0][0] !== 'page') return null;
  const page = parsePage(entries[0][1]);
  return pageHref(BLOG_PATH, page) === `${BLOG_PATH}?page=${entries[0][1]}` ? `${BLOG_VIEW_ROUTE}${blogViewKey(page)}/` : null;
}
