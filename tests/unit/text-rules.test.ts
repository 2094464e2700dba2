/**
 * Issue 17 item 11: one rule for free text — no NUL, no other control character (tab, LF, CR
 * allowed), no unpaired surrogate — shared by every schema that takes free text.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cleanText, findUncleanText, isCleanText, UNCLEAN_TEXT_MESSAGE } from '@/lib/domain/validation/text-rules';

describe('free-text rule (issue 17 item 11)', () => {
  it('accepts ordinary text, accents, emoji and multi-line text', () => {
    for (const text of ['', 'diseño gráfico', 'ação', '日本語', '🎓 curso', 'línea 1\nlínea 2\r\n\tsangría']) expect(isCleanText(text), text).toBe(true);
  });

  it('refuses NUL, other control characters, DEL and lone surrogates', () => {
    for (const text of ['a\u0000b', '\u0000', 'a\u0001', 'bell\u0007', 'esc\u001b[31m', 'del\u007f', 'x\u000b', 'x\u000c', 'half \ud83c', '\udf93 end']) {
      expect(isCleanText(text), JSON.stringify(text)).toBe(false);
    }
  });

  it('finds the first unclean string (value or key) in an argument tree, with its path', () => {
    expect(findUncleanText({ q: 'ok', input: { tags: ['a', 'b'] } })).toBeNull();
    expect(findUncleanText({ q: 'a\u0000' })).toEqual(['q']);
    expect(findUncleanText({ input: { tags: ['a', 'b\u0000'] } })).toEqual(['input', 'tags', 1]);
    expect(findUncleanText({ page_data: { 'k\u0000': 1 } })).toEqual(['page_data', 'k\u0000']);
    expect(findUncleanText([1, true, null, 'x'])).toBeNull();
    expect(findUncleanText('\u0000')).toEqual([]);
  });

  it('does not recurse: a very deep tree is walked without overflowing the stack', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 20_000; i++) deep = [deep];
    expect(findUncleanText(deep)?.length).toBe(20_000);
  });

  it('cleanText() is a zod string with the translated message key', () => {
    const schema = z.object({ q: cleanText(z.string().max(10)) });
    expect(schema.safeParse({ q: 'hola' }).success).toBe(true);
    const result = schema.safeParse({ q: 'ho\u0000la' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(UNCLEAN_TEXT_MESSAGE);
    expect(schema.safeParse({ q: 'x'.repeat(11) }).success).toBe(false);
  });
});
