/**
 * The Range header of the lecture media route (issue 15, "the classroom": videos must seek;
 * lib/server/http/byte-range.ts, RFC 9110 §14).
 */
import { describe, expect, it } from 'vitest';
import { contentRange, parseByteRange } from '@/lib/server/http/byte-range';

describe('byte ranges (issue 15)', () => {
  it('serves the whole file without a Range, or with one it does not support', () => {
    for (const header of [null, undefined, '', 'items=0-10', 'bytes=abc', 'bytes=0-1,4-5', 'bytes=-', 'bytes=1-2-3', 'bytes=0x10-', 'bytes=1234567890123456-']) {
      expect(parseByteRange(header, 1000), String(header)).toEqual({ kind: 'full' });
    }
  });

  it('answers first-last, first- and the last n bytes, clamped to the end of the file', () => {
    expect(parseByteRange('bytes=0-99', 1000)).toEqual({ kind: 'partial', start: 0, end: 99 });
    expect(parseByteRange('bytes=0-0', 1000)).toEqual({ kind: 'partial', start: 0, end: 0 });
    expect(parseByteRange('bytes=500-', 1000)).toEqual({ kind: 'partial', start: 500, end: 999 });
    expect(parseByteRange('bytes=900-5000', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-100', 1000)).toEqual({ kind: 'partial', start: 900, end: 999 });
    expect(parseByteRange('bytes=-5000', 1000)).toEqual({ kind: 'partial', start: 0, end: 999 });
    expect(parseByteRange('Bytes = 10 - 19', 1000)).toEqual({ kind: 'partial', start: 10, end: 19 });
  });

  it('calls a range the file cannot satisfy unsatisfiable (416)', () => {
    expect(parseByteRange('bytes=1000-', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=5000-6000', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=20-10', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-0', 1000)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=0-', 0)).toEqual({ kind: 'unsatisfiable' });
    expect(parseByteRange('bytes=-10', 0)).toEqual({ kind: 'unsatisfiable' });
  });

  it('writes Content-Range for a 206 and a 416', () => {
    expect(contentRange({ kind: 'partial', start: 0, end: 99 }, 1000)).toBe('bytes 0-99/1000');
    expect(contentRange({ kind: 'unsatisfiable' }, 1000)).toBe('bytes */1000');
  });
});
