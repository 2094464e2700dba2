import { describe, expect, it } from 'vitest';
import { foldCaseLikeDatabase, searchCacheKey, type SearchCoursesInput } from '@/lib/domain/catalogue/search-cache-key';

const base: SearchCoursesInput = { term: 'diseño', locale: 'es', offset: 0, limit: 24 };

describe('searchCacheKey (issue 16 item 4: the search result cache)', () => {
  it('is the same for terms the search treats alike: spacing and letter case (spec §3 evaluated value)', () => {
    const key = searchCacheKey(base);
    expect(key).not.toBeNull();
    for (const term of ['  diseño ', 'Diseño', 'DISEÑO', 'diseño\t']) expect(searchCacheKey({ ...base, term })).toBe(key);
    expect(searchCacheKey({ ...base, term: 'diseño   gráfico' })).toBe(searchCacheKey({ ...base, term: 'Diseño Gráfico' }));
  });

  it('keeps apart what may change the result: accents, words, locale, page and each filter', () => {
    const key = searchCacheKey(base);
    const others: SearchCoursesInput[] = [
      { ...base, term: 'diseno' },
      { ...base, term: 'diseño gráfico' },
      { ...base, locale: 'pt' },
      { ...base, offset: 24 },
      { ...base, limit: 5 },
      { ...base, category: 'arquitectura' },
      { ...base, level: 'ADVANCED' },
      { ...base, price: 'free' },
      { ...base, price: 'paid' },
    ];
    const keys = others.map(searchCacheKey);
    for (const k of keys) expect(k).not.toBe(key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('treats a missing filter and an empty category as none', () => {
    expect(searchCacheKey({ ...base, category: '', level: null, price: null })).toBe(searchCacheKey(base));
  });

  it('has no key for a term that is not searched (spec §5: trimmed length > 1)', () => {
    expect(searchCacheKey({ ...base, term: ' a ' })).toBeNull();
    expect(searchCacheKey({ ...base, term: '' })).toBeNull();
  });
});

describe('foldCaseLikeDatabase', () => {
  it('lower-cases letter by letter', () => {
    expect(foldCaseLikeDatabase('ÁRBOL Ñandú')).toBe('árbol ñandú');
  });

  it('keeps a letter whose lower case is two characters, and a final sigma plain', () => {
    expect(foldCaseLikeDatabase('İstanbul')).toBe('İstanbul');
    expect(foldCaseLikeDatabase('ΟΔΟΣ')).toBe('οδοσ');
  });
});
