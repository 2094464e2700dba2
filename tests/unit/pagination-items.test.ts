import { describe, expect, it } from 'vitest';
import { paginationItems, type PaginationItem } from '@/lib/domain/catalogue/pagination-items';

/** The items as a short string: ‹ 1 … 4 [5] 6 … 10 › (a disabled arrow is "-"). */
function show(items: PaginationItem[]): string {
  return items
    .map((i) => {
      if (i.type === 'previous') return i.page ? '‹' : '-';
      if (i.type === 'next') return i.page ? '›' : '-';
      if (i.type === 'page') return i.current ? `[${i.page}]` : String(i.page);
      return '…';
    })
    .join(' ');
}

describe('pagination items (the bar MUI drew with siblingCount 1, boundaryCount 1)', () => {
  it('few pages: all of them, the arrows disabled at the ends', () => {
    expect(show(paginationItems(1, 1))).toBe('- [1] -');
    expect(show(paginationItems(1, 3))).toBe('- [1] 2 3 ›');
    expect(show(paginationItems(3, 3))).toBe('‹ 1 2 [3] -');
    expect(show(paginationItems(4, 7))).toBe('‹ 1 2 3 [4] 5 6 7 ›');
  });

  it('many pages: first, last, the current with a neighbour each side, ellipses between', () => {
    expect(show(paginationItems(1, 10))).toBe('- [1] 2 3 4 5 … 10 ›');
    expect(show(paginationItems(5, 10))).toBe('‹ 1 … 4 [5] 6 … 10 ›');
    expect(show(paginationItems(10, 10))).toBe('‹ 1 … 6 7 8 9 [10] -');
  });

  it('always seven numbered slots once there are more than seven pages (the bar never changes width)', () => {
    for (let page = 1; page <= 20; page += 1) expect(paginationItems(page, 20)).toHaveLength(9);
  });

  it('a page out of range is treated as the nearest end; no pages, no bar', () => {
    expect(show(paginationItems(99, 3))).toBe('‹ 1 2 [3] -');
    expect(paginationItems(1, 0)).toEqual([]);
  });

  it('previous and next lead to the neighbouring pages', () => {
    const items = paginationItems(5, 10);
    expect(items[0]).toEqual({ type: 'previous', page: 4 });
    expect(items.at(-1)).toEqual({ type: 'next', page: 6 });
  });
});
