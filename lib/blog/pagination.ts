/** Page-number pagination of the blog lists (`?page=`). */
export const BLOG_PAGE_SIZE = 9;

/** The 1-based page of a `?page=` value; anything that is not a positive integer is page 1. */
export function parsePageParam(raw: string | string[] | undefined | null): number {
  const value = Array.isArray(raw) ? raw[0] : raw;
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  const page = Number(value);
  return page >= 1 ? page : 1;
}

export function pageCount(totalCount: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, totalCount) / pageSize));
}

/** Offset of the first item of `page`. */
export function pageOffset(page: number, pageSize: number = BLOG_PAGE_SIZE): number {
  return (Math.max(1, page) - 1) * pageSize;
}

/** The list URL of `page` under `basePath` (page 1 has no parameter, so it has one canonical URL). */
export function pageHref(basePath: string, page: number): string {
  return page <= 1 ? basePath : `${basePath}?page=${page}`;
}
