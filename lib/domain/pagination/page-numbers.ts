/**
 * Page numbers of the paged lists (the catalogue, search results, the blog, saved courses): the
 * one reading of `?page=`, the one page count and the one first-item index (issue 19 item 2).
 * Which page links a bar shows is lib/domain/catalogue/pagination-items.ts.
 */
import { pageCursorOffset } from '@/lib/domain/catalogue/pagination';

/** Highest page number accepted from the URL. */
export const MAX_PAGE = 10_000;

/** A page number from the URL (the first value when repeated): a whole number from 1 to MAX_PAGE, else 1. */
export function parsePage(value: string | string[] | undefined): number {
  const v = (Array.isArray(value) ? value[0] : value)?.trim();
  if (!v || !/^\d{1,6}$/.test(v)) return 1;
  const n = Number(v);
  return n >= 1 && n <= MAX_PAGE ? n : 1;
}

/** How many pages a list of `total` items fills (at least one, so an empty list has page 1). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/**
 * Index (offset) of the first item of `page`. Spec §9's cursor offset for page N is
 * (N − 1) × size − 1 and the page starts right after it.
 */
export function pageStartIndex(page: number, pageSize: number): number {
  return pageCursorOffset(Math.max(1, page), pageSize) + 1;
}
