/**
 * Page-number pagination of the blog lists (`?page=`). Reading the page number and counting the
 * pages are the catalogue's rules (lib/catalogue/catalogue-params.ts), shared by every paged list.
 */
export { pageCount, parsePage as parsePageParam } from '@/lib/catalogue/catalogue-params';

export const BLOG_PAGE_SIZE = 9;

/** Offset of the first item of `page`. */
export function pageOffset(page: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** The list URL of `page` under `basePath` (page 1 has no parameter, so it has one canonical URL). */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
