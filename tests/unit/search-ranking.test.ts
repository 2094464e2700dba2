import { describe, expect, it } from 'vitest';
import { facetCounts, foldForComparison, parseLevel, parsePriceFilter, pickSuggestion, trigramThreshold, withoutFillerWords, type SearchCell } from '@/lib/domain/catalogue/search-ranking';

describe('withoutFillerWords', () => {
  it('drops words that only say "course" when something else remains', () => {
    expect(withoutFillerWords('curso de photoshop')).toBe('de photoshop');
    expect(withoutFillerWords('Cursos online de Fotografía')).toBe('de Fotografía');
    expect(withoutFillerWords('clases')).toBe('clases');
    expect(withoutFillerWords('curso online')).toBe('curso online');
    expect(withoutFillerWords('cursor')).toBe('cursor');
  });
});

describe('trigramThreshold', () => {
  it('sets the pg_trgm threshold just below the cutoff', () => {
    expect(trigramThreshold(0.5)).toBe('0.4990');
    expect(trigramThreshold(0.7)).toBe('0.6990');
    expect(trigramThreshold(0)).toBe('0.0000');
  });
});

describe('facetCounts', () => {
  const cells: SearchCell[] = [
    { categoryId: 1, level: 'BEGINNER', free: false, count: 5 },
    { categoryId: 1, level: 'ADVANCED', free: true, count: 2 },
    { categoryId: 2, level: 'BEGINNER', free: false, count: 3 },
    { categoryId: 2, level: 'INTERMEDIATE', free: false, count: 4 },
  ];

  it('adds up to the total without filters', () => {
    const f = facetCounts(cells);
    expect(f.totalCount).toBe(14);
    expect([...f.categories.values()].reduce((a, b) => a + b, 0)).toBe(14);
    expect(f.levels).toEqual({ BEGINNER: 8, INTERMEDIATE: 4, ADVANCED: 2 });
    expect(f.price).toEqual({ free: 2, paid: 12 });
  });

  it('lets each facet ignore its own filter (disjunctive facets)', () => {
    const f = facetCounts(cells, { categoryId: 1, level: 'BEGINNER' });
    expect(f.totalCount).toBe(5);
    expect(Object.fromEntries(f.categories)).toEqual({ 1: 5, 2: 3 });
    expect(f.levels).toEqual({ BEGINNER: 5, INTERMEDIATE: 0, ADVANCED: 2 });
    expect(f.price).toEqual({ free: 0, paid: 5 });
    const free = facetCounts(cells, { price: 'free' });
    expect(free.totalCount).toBe(2);
    expect(free.price).toEqual({ free: 2, paid: 12 });
  });

  it('is all zeros for no cells', () => {
    expect(facetCounts([])).toEqual({ totalCount: 0, categories: new Map(), levels: { BEGINNER: 0, INTERMEDIATE: 0, ADVANCED: 0 }, price: { free: 0, paid: 0 } });
  });
});

describe('pickSuggestion', () => {
  it('takes the most similar candidate above the minimum, a category on a tie', () => {
    expect(pickSuggestion([{ kind: 'course', text: 'Fotografía digital', similarity: 0.4 }, { kind: 'category', text: 'Fotografía', similarity: 0.45 }], 'fotgrfia')).toBe('Fotografía');
    expect(pickSuggestion([{ kind: 'course', text: 'Retoque', similarity: 0.4 }, { kind: 'category', text: 'Fotografía', similarity: 0.4 }], 'x')).toBe('Fotografía');
    expect(pickSuggestion([{ kind: 'course', text: 'Retoque', similarity: 0.2 }], 'x')).toBeNull();
  });

  it('never suggests the term itself', () => {
    expect(pickSuggestion([{ kind: 'category', text: 'Fotografía', similarity: 1 }], 'FOTOGRAFIA')).toBeNull();
  });
});

describe('parsing helpers', () => {
  it('folds case, accents and spaces', () => {
    expect(foldForComparison('  Diseño   GRÁFICO ')).toBe('diseno grafico');
  });

  it('reads level and price filters in any case, else null', () => {
    expect(parseLevel('beginner')).toBe('BEGINNER');
    expect(parseLevel('Advanced ')).toBe('ADVANCED');
    expect(parseLevel('expert')).toBeNull();
    expect(parseLevel(undefined)).toBeNull();
    expect(parsePriceFilter('FREE')).toBe('free');
    expect(parsePriceFilter('paid')).toBe('paid');
    expect(parsePriceFilter('gratis')).toBeNull();
  });
});
