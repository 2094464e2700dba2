/**
 * Page-number pagination of the blog lists (`?page=`): their size and links. Reading the page
 * number, counting pages and the first item are lib/domain/pagination/page-numbers.ts, as for every list.
 */

export const BLOG_PAGE_SIZE = 9;

/** The list URL of `page` under `basePath` (page 1 has no parameter, so it has one canonical URL). */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
