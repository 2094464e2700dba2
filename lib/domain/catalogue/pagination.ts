/**
 * Cursor pagination over ordered lists. A cursor names the index of an item
 * (base64 "arrayconnection:N"), and `after` starts right past it.
 */
const PREFIX = 'arrayconnection:';

export function offsetToCursor(offset: number): string {
  return Buffer.from(`${PREFIX}${offset}`, 'utf8').toString('base64');
}

/** Index named by a cursor, or null when the cursor is not one of ours. */
export function cursorToOffset(cursor: string): number | null {
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  if (!text.startsWith(PREFIX)) return null;
  const rest = text.slice(PREFIX.length);
  if (!/^-?\d{1,9}$/.test(rest)) return null;
  const n = Number(rest);
  return n >= -1 ? n : null;
}

/**
 * Spec §9: "Pagination cursor offset: (page minus one) times page size, minus one."
 * Page 1 gives -1, so `after` that index starts at item 0.
 */
export function pageCursorOffset(page: number, pageSize: number): number {
  return (page - 1) * pageSize - 1;
}

/** First item index to read for a given `after` cursor (0 when there is none). */
export function startIndexAfter(cursor: string | null | undefined): number | null {
  if (!cursor) return 0;
  const offset = cursorToOffset(cursor);
  return offset === null ? null : offset + 1;
}
