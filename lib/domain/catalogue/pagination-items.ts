/**
 * Which page links a pagination bar shows: the first and last page, the current one with one
 * neighbour on each side, an ellipsis where pages are skipped, and previous / next. The same
 * items MUI's <Pagination siblingCount={1} boundaryCount={1}> drew (its usePagination
 * algorithm), now computed once for the plain-markup bar (issue 14): the list never changes
 * length while paging, so the links do not jump under the pointer.
 */
export type PaginationItem =
  | { type: 'previous' | 'next'; page: number | null }
  | { type: 'page'; page: number; current: boolean }
  | { type: 'start-ellipsis' }
  | { type: 'end-ellipsis' };

const range = (start: number, end: number) => Array.from({ length: Math.max(0, end - start + 1) }, (_, i) => start + i);

export function paginationItems(page: number, count: number, siblings = 1, boundary = 1): PaginationItem[] {
  if (count < 1) return [];
  const current = Math.min(Math.max(1, page), count);
  const startPages = range(1, Math.min(boundary, count));
  const endPages = range(Math.max(count - boundary + 1, boundary + 1), count);
  const siblingsStart = Math.max(Math.min(current - siblings, count - boundary - siblings * 2 - 1), boundary + 2);
  const siblingsEnd = Math.min(Math.max(current + siblings, boundary + siblings * 2 + 2), count - boundary - 1);

  const pages: Array<number | 'start-ellipsis' | 'end-ellipsis'> = [
    ...startPages,
    ...(siblingsStart > boundary + 2 ? (['start-ellipsis'] as const) : boundary + 1 < count - boundary ? [boundary + 1] : []),
    ...range(siblingsStart, siblingsEnd),
    ...(siblingsEnd < count - boundary - 1 ? (['end-ellipsis'] as const) : count - boundary > boundary ? [count - boundary] : []),
    ...endPages,
  ];
  return [
    { type: 'previous', page: current > 1 ? current - 1 : null },
    ...pages.map((p): PaginationItem => (typeof p === 'number' ? { type: 'page', page: p, current: p === current } : { type: p })),
    { type: 'next', page: current < count ? current + 1 : null },
  ];
}
