import { describe, expect, it } from 'vitest';
import { MAX_SEARCH_TERM_LENGTH, isValidSearchTerm, parseSearchTerm } from '@/lib/domain/catalogue/search-term';

describe('parseSearchTerm (spec §3 search term, §5 validity)', () => {
  it('keeps the raw value, trims the clean value and marks a term of 2+ characters valid', () => {
    expect(parseSearchTerm('  foto  ')).toEqual({ value: '  foto  ', cleanValue: 'foto', evaluatedValue: 'foto', isValid: true });
  });

  it('accepts exactly two characters after trimming', () => {
    expect(parseSearchTerm(' ux ').isValid).toBe(true);
    expect(parseSearchTerm(' ux ').evaluatedValue).toBe('ux');
  });

  it('rejects a trimmed length of 1 or 0', () => {
    for (const raw of ['', ' ', 'a', '  a  ', '\t\n']) {
      const term = parseSearchTerm(raw);
      expect(term.isValid).toBe(false);
      expect(term.evaluatedValue).toBe('');
      expect(term.value).toBe(raw);
    }
  });

  it('treats a missing parameter as an empty, invalid term', () => {
    expect(parseSearchTerm(undefined)).toEqual({ value: '', cleanValue: '', evaluatedValue: '', isValid: false });
    expect(parseSearchTerm(null).isValid).toBe(false);
  });

  it('uses the first value of a repeated query parameter', () => {
    expect(parseSearchTerm(['diseño', 'otro']).cleanValue).toBe('diseño');
    expect(parseSearchTerm([]).isValid).toBe(false);
  });

  it('collapses inner whitespace and caps the evaluated value', () => {
    expect(parseSearchTerm('diseño   de\tlogos').evaluatedValue).toBe('diseño de logos');
    const long = 'a'.repeat(MAX_SEARCH_TERM_LENGTH + 50);
    expect(parseSearchTerm(long).evaluatedValue).toHaveLength(MAX_SEARCH_TERM_LENGTH);
    expect(parseSearchTerm(long).cleanValue).toHaveLength(MAX_SEARCH_TERM_LENGTH + 50);
  });

  it('isValidSearchTerm mirrors isValid', () => {
    expect(isValidSearchTerm('ab')).toBe(true);
    expect(isValidSearchTerm(' b ')).toBe(false);
  });
});
