/**
 * The `Range` request header of a file response (RFC 9110 §14), for the lecture media route
 * (issue 15: videos must seek). Pure. No range library is a dependency, and only what browsers'
 * media players send is needed: one `bytes=` range.
 *
 * - No header, another unit, a malformed value or several ranges: the whole file (a server may
 *   ignore a Range it does not support, RFC 9110 §14.2; players ask for one range at a time).
 * - `bytes=first-last`, `bytes=first-` and `bytes=-suffix`: that part, the last byte clamped to
 *   the file's end.
 * - A well-formed range the file cannot satisfy (first byte at or past the end, last before
 *   first, an empty suffix, any range of an empty file): unsatisfiable, answered 416 with the
 *   file's size in `Content-Range` (`contentRange`).
 */
export type ByteRange = { kind: 'full' } | { kind: 'partial'; start: number; end: number } | { kind: 'unsatisfiable' };

const SINGLE = /^bytes[ \t]*=[ \t]*(\d*)[ \t]*-[ \t]*(\d*)[ \t]*$/i;

export function parseByteRange(header: string | null | undefined, size: number): ByteRange {
  if (header === null || header === undefined) return { kind: 'full' };
  const match = SINGLE.exec(header.trim());
  if (!match) return { kind: 'full' };
  const [, first, last] = match;
  if (first === '' && last === '') return { kind: 'full' };
  // More digits than any file size could need: not a range we understand.
  if (first.length > 15 || last.length > 15) return { kind: 'full' };
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return { kind: 'unsatisfiable' };
    return { kind: 'partial', start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (start >= size || (last !== '' && Number(last) < start)) return { kind: 'unsatisfiable' };
  return { kind: 'partial', start, end };
}

// `Content-Range` of a 206 ("bytes 0-99/1234") or of a 416 ("bytes */1234", RFC 9110 §14.4).
export function contentRange(range: ByteRange, size: number): string {
  return range.kind === 'partial' ? `bytes ${range.start}-${range.end}/${size}` : `bytes */${size}`;
}
