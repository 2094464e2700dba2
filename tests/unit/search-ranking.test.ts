import { describe, expect, it } from 'vitest';
import {
  FUZZY_FIRST_PASS_SIMILARITY,
  FUZZY_MARGIN,
  FUZZY_MIN_SIMILARITY,
  facetCounts,
  firstPassSimilarity,
  foldForComparison,
  fuzzyCutoff,
  fuzzyCutoffFor,
  parseLevel,
  parsePriceFilter,
  pickSuggestion,
  rankFuzzyCandidates,
  trigramThreshold,
  websearchInput,
  withoutFillerWords,
  type FuzzyCandidate,
  type SearchCell,
} from '@/lib/catalogue/search-ranking';

describe('websearchInput', () => {
  it('keeps words, phrases and "or", but drops leading minus signs', () => {
    expect(websearchInput('-diseño')).toBe('diseño');
    expect(websearchInput('foto --retrato')).toBe('foto retrato');
    expect(websearchInput('"diseño web" or ux')).toBe('"diseño web" or ux');
    expect(websearchInput('e-commerce  fotografía')).toBe('e-commerce fotografía');
    expect(websearchInput(' - ')).toBe('-');
  });
});

describe('withoutFillerWords', () => {
  it('drops words that only say "course" when something else remains', () => {
    expect(withoutFillerWords('curso de photoshop')).toBe('de photoshop');
    expect(withoutFillerWords('Cursos online de Fotografía')).toBe('de Fotografía');
    expect(withoutFillerWords('clases')).toBe('clases');
    expect(withoutFillerWords('curso online')).toBe('curso online');
    expect(withoutFillerWords('cursor')).toBe('cursor');
  });
});

describe('fuzzy thresholds', () => {
  it('reads close titles first only for multi-word terms', () => {
    expect(firstPassSimilarity('fotografia digtal')).toBe(FUZZY_FIRST_PASS_SIMILARITY);
    expect(firstPassSimilarity('fotgrafia')).toBe(FUZZY_MIN_SIMILARITY);
    expect(firstPassSimilarity('fotgrafia y')).toBe(FUZZY_MIN_SIMILARITY);
  });

  it('keeps matches within the margin of the best, never below the minimum', () => {
    expect(fuzzyCutoffFor(0.9)).toBeCloseTo(0.9 - FUZZY_MARGIN);
    expect(fuzzyCutoffFor(0.55)).toBe(FUZZY_MIN_SIMILARITY);
    expect(fuzzyCutoff([0.61, 0.76, 0.61])).toBeCloseTo(0.66);
    expect(fuzzyCutoff([0.5])).toBe(0.5);
    expect(fuzzyCutoff([0.49, 0.3])).toBeNull();
    expect(fuzzyCutoff([])).toBeNull();
  });

  it('sets the pg_trgm threshold just below the cutoff', () => {
    expect(trigramThreshold(0.5)).toBe('0.4990');
    expect(trigramThreshold(0.7)).toBe('0.6990');
    expect(trigramThreshold(0)).toBe('0.0000');
  });
});

describe('rankFuzzyCandidates', () => {
  const c = (id: number, similarity: number, enrollments: number, extra: Partial<FuzzyCandidate> = {}): FuzzyCandidate => ({
    id,
    categoryId: 1,
    level: 'BEGINNER',
    free: false,
    similarity,
    enrollments,
    ...extra,
  });

  it('orders by similarity, then enrolments, then id, and drops what is far from the best', () => {
    const candidates = [c(1, 0.61, 9000), c(2, 0.76, 10), c(3, 0.76, 500), c(4, 0.7, 1), c(5, 0.76, 500)];
    const r = rankFuzzyCandidates(candidates, {}, 0, 10);
    expect(r.ids).toEqual([3, 5, 2, 4]);
    expect(r.cutoff).toBeCloseTo(0.66);
    expect(r.cells).toEqual([{ categoryId: 1, level: 'BEGINNER', free: false, count: 4 }]);
  });

  it('pages and filters, while the cells keep every kept match for the facets', () => {
    const candidates = [c(1, 0.8, 3, { categoryId: 2 }), c(2, 0.8, 2, { level: 'ADVANCED' }), c(3, 0.8, 1, { free: true })];
    expect(rankFuzzyCandidates(candidates, {}, 1, 1).ids).toEqual([2]);
    expect(rankFuzzyCandidates(candidates, { categoryId: 1 }, 0, 10).ids).toEqual([2, 3]);
    expect(rankFuzzyCandidates(candidates, { price: 'free' }, 0, 10).ids).toEqual([3]);
    expect(rankFuzzyCandidates(candidates, { level: 'ADVANCED', price: 'paid' }, 0, 10).ids).toEqual([2]);
    expect(rankFuzzyCandidates(candidates, { categoryId: 1 }, 0, 10).cells).toHaveLength(3);
  });

  it('finds nothing when no title is similar enough', () => {
    expect(rankFuzzyCandidates([c(1, 0.4, 1)], {}, 0, 10)).toEqual({ cutoff: null, cells: [], ids: [] });
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
