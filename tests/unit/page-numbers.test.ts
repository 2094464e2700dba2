/** The page numbers of every paged list (lib/domain/pagination/page-numbers.ts): catalogue, search, blog, saved courses. */
import { describe, expect, it } from 'vitest';
import { pageCursorOffset } from '@/lib/domain/catalogue/pagination';
import { MAX_PAGE, pageCount, pageStartIndex, parsePage } from '@/lib/domain/pagination/page-numbers';

describe('parsePage', () => {
  it('reads ?page= as a whole number from 1 to MAX_PAGE, the first when repeated', () => {
    expect(parsePage(undefined)).toBe(1);
    expect(parsePage(' 3 ')).toBe(3);
    expect(parsePage(['4', '5'])).toBe(4);
    expect(parsePage(String(MAX_PAGE))).toBe(MAX_PAGE);
  });
  it('falls back to page 1 for anything else', () => {
    for (const bad of ['0', '-1', 'abc', '1.5', '1e3', '', String(MAX_PAGE + 1), '9999999']) expect(parsePage(bad)).toBe(1);
  });
});

describe('pageCount', () => {
  it('counts the pages a list fills, at least one', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(-5, 24)).toBe(1);
    expect(pageCount(24, 24)).toBe(1);
    expect(pageCount(150, 24)).toBe(7);
    expect(pageCount(19, 9)).toBe(3);
  });
});

describe('pageStartIndex', () => {
  it('starts page N right after the spec §9 cursor offset ((N − 1) × size − 1)', () => {
    expect(pageStartIndex(1, 24)).toBe(0);
    expect(pageStartIndex(2, 24)).toBe(24);
    expect(pageStartIndex(3, 9)).toBe(18);
    for (const page of [1, 2, 7]) expect(pageStartIndex(page, 10)).toBe(pageCursorOffset(page, 10) + 1);
  });
  it('treats a page below 1 as page 1', () => {
    expect(pageStartIndex(0, 24)).toBe(0);
  });
});
