import { describe, expect, it } from 'vitest';
import { cursorToOffset, offsetToCursor, pageCursorOffset, startIndexAfter } from '@/lib/domain/catalogue/pagination';

describe('pagination (spec §9: cursor offset = (page − 1) × page size − 1)', () => {
  it.each([
    [1, 10, -1],
    [2, 10, 9],
    [3, 12, 23],
  ])('page %i of size %i → offset %i', (page, size, offset) => {
    expect(pageCursorOffset(page, size)).toBe(offset);
  });

  it('a page cursor starts the next read at the first item of that page', () => {
    expect(startIndexAfter(offsetToCursor(pageCursorOffset(1, 10)))).toBe(0);
    expect(startIndexAfter(offsetToCursor(pageCursorOffset(3, 10)))).toBe(20);
    expect(startIndexAfter(undefined)).toBe(0);
  });

  it('round-trips and rejects foreign cursors', () => {
    expect(cursorToOffset(offsetToCursor(41))).toBe(41);
    expect(cursorToOffset(Buffer.from('something:3').toString('base64'))).toBeNull();
    expect(cursorToOffset(Buffer.from('arrayconnection:-7').toString('base64'))).toBeNull();
    expect(cursorToOffset(Buffer.from('arrayconnection:1e3').toString('base64'))).toBeNull();
    expect(startIndexAfter('%%%')).toBeNull();
  });
});
