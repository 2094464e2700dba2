import { describe, expect, it } from 'vitest';
import { contentWords, editDistance, isStopword, needsTypoLookup, searchWords, typoAlternatives, typoBudget, typoMatch, type TermWord } from '@/lib/domain/catalogue/search-words';
import { flatRankTiers, matchableRankTiers, quoteLexeme, rankTiers, taggedLexeme, termQuery, usesTypos, wordQuery } from '@/lib/domain/catalogue/search-query';
import { nameMatches, nameWords } from '@/lib/domain/catalogue/search-suggestions';

/** A term word as the database hands it over (stems per language; [] = stop word there). */
const tw = (word: string, stems: Partial<TermWord['stems']> = {}, known = true): TermWord => ({
  word,
  stems: { es: stems.es ?? [word], pt: stems.pt ?? [word], en: stems.en ?? [word] },
  known,
});

describe('search words (issue 16 item 1)', () => {
  it('drops stop words of the page language, and short ones of any language', () => {
    expect(isStopword(tw('de', { es: [], pt: [] }), 'en')).toBe(true);
    expect(isStopword(tw('do', { pt: [], en: [] }), 'es')).toBe(true);
    expect(isStopword(tw('para', { es: [], pt: [] }), 'en')).toBe(false);
    expect(isStopword(tw('para', { es: [], pt: [] }), 'es')).toBe(true);
    // Three letters or fewer: a stop word of any language ("con" on an English page).
    expect(isStopword(tw('con', { es: [] }), 'en')).toBe(true);
    expect(isStopword(tw('canva', { en: ['canva'] }), 'es')).toBe(false);
    expect(contentWords([tw('de', { es: [], pt: [] }), tw('la', { es: [] })], 'es')).toEqual([]);
  });

  it('looks up typos only for unknown words of five letters or more', () => {
    expect(needsTypoLookup(tw('digtal', {}, false))).toBe(true);
    expect(needsTypoLookup(tw('digtal', {}, true))).toBe(false);
    expect(needsTypoLookup(tw('fto', {}, false))).toBe(false);
    expect(typoBudget(4)).toBe(0);
    expect(typoBudget(5)).toBe(1);
    expect(typoBudget(9)).toBe(2);
  });

  it('measures typos as edits, with adjacent transpositions costing one', () => {
    expect(editDistance('fotgorafia', 'fotografia')).toBe(1);
    expect(editDistance('teijdo', 'tejido')).toBe(1);
    expect(editDistance('digtal', 'digital')).toBe(1);
    expect(editDistance('abc', 'xyz')).toBe(3);
    expect(editDistance('abcdef', 'uvwxyz', 1)).toBe(2);
    expect(editDistance('ñandú', 'ñandu')).toBe(1);
  });

  it('matches a typo as a whole word or as the start of an unfinished word', () => {
    expect(typoMatch('ilustarcion', 'ilustracion')).toBe('word');
    expect(typoMatch('progrma', 'programacion')).toBe('prefix');
    expect(typoMatch('fotos', 'fotos')).toBeNull();
    expect(typoMatch('marketing', 'fotografia')).toBeNull();
    // Four letters: no typos ("foto" is a prefix, never a typo of "moto").
    expect(typoMatch('foto', 'moto')).toBeNull();
    expect(typoAlternatives('digtal', ['digital', 'digitales', 'dental', 'total'])).toEqual(['digital', 'digitales']);
    expect(typoAlternatives('digtal', ['digitales', 'digital'], 1)).toEqual(['digital']);
  });

  it('builds the searched words: distinct, stems without the word, prefix from two letters, typos for unknown words', () => {
    const words = searchWords(
      [tw('fotografias', { es: ['fotografi'], pt: ['fotograf'], en: ['fotografia'] }), tw('digtal', {}, false), tw('de', { es: [], pt: [] }), tw('fotografias'), tw('x')],
      'es',
      new Map([['digtal', ['digital']]]),
    );
    expect(words).toEqual([
      { word: 'fotografias', stems: ['fotografi', 'fotograf', 'fotografia'], prefix: true, typos: [] },
      { word: 'digtal', stems: [], prefix: true, typos: ['digital'] },
      { word: 'x', stems: [], prefix: false, typos: [] },
    ]);
  });
});

describe('search queries and ranking tiers (issue 16 items 1-2)', () => {
  const foto = { word: 'foto', stems: ['fot'], prefix: true, typos: [] };
  const digtal = { word: 'digtal', stems: [], prefix: true, typos: ['digital'] };

  it('quotes lexemes for tsquery input', () => {
    expect(quoteLexeme("o'neil")).toBe("'o''neil'");
    expect(quoteLexeme('a\\b')).toBe("'a\\\\b'");
  });

  it('matches a word as itself, its stems, a prefix and its typo alternatives, under weights', () => {
    expect(wordQuery(foto, 'exact')).toBe("('foto' | 'fot')");
    expect(wordQuery(foto, 'prefix')).toBe("('foto':* | 'fot')");
    expect(wordQuery(digtal, 'typo', 'AB')).toBe("('digtal':*AB | 'digital':AB)");
    expect(termQuery([foto, digtal], 'all')).toBe("('foto':* | 'fot') & ('digtal':* | 'digital')");
    expect(termQuery([foto, digtal], 'any')).toBe("('foto':* | 'fot') | ('digtal':* | 'digital')");
    expect(usesTypos([foto])).toBe(false);
    expect(usesTypos([foto, digtal])).toBe(true);
  });

  it('ranks title before category before details (the rest, summary-only, scores 0); exact before prefix before typo', () => {
    const tiers = rankTiers([foto, digtal], 'all');
    expect(tiers.map((t) => t.score)).toEqual([30, 20, 10]);
    expect(tiers[0].kinds.map((k) => k.score)).toEqual([32, 31, 30]);
    expect(tiers[0].kinds[0].query).toBe("('foto':A | 'fot':A) & ('digtal':A)");
    expect(tiers[1].query).toBe("('foto':*AB | 'fot':AB) & ('digtal':*AB | 'digital':AB)");
    // No typo alternatives: the typo kind is the prefix kind, merged.
    expect(rankTiers([foto], 'all')[0].kinds.map((k) => k.score)).toEqual([32, 31]);
    // A one-letter word matches exactly only: a single kind.
    expect(rankTiers([{ word: 'x', stems: [], prefix: false, typos: [] }], 'all')[2].kinds).toEqual([{ score: 12, query: "('x':ABC)" }]);
    expect(rankTiers([], 'all')).toEqual([]);
  });

  it('restricts to weights by tagged lexemes for course_search.rank_document (no weight label, so the GIN index needs no recheck)', () => {
    expect(taggedLexeme('A', 'foto')).toBe('a^foto');
    expect(wordQuery(digtal, 'typo', 'AB', 'tag')).toBe("('a^digtal':* | 'b^digtal':* | 'a^digital' | 'b^digital')");
    // No weights: the same query in both styles.
    expect(termQuery([foto, digtal], 'all', 'typo', '', 'tag')).toBe(termQuery([foto, digtal], 'all'));
  });

  it('lists the tiers best first as one list, each field ending with its own query (so every course of a field gets one of its scores)', () => {
    const flat = flatRankTiers([foto, digtal], 'all');
    expect(flat.map((t) => t.score)).toEqual([32, 31, 30, 22, 21, 20, 12, 11, 10]);
    expect(flat[0].query).toBe("('a^foto' | 'a^fot') & ('a^digtal')");
    const fields = rankTiers([foto, digtal], 'all', 'tag');
    for (const field of fields) expect(field.kinds.at(-1)?.query).toBe(field.query);
    expect(flatRankTiers([], 'any')).toEqual([]);
  });

  it('leaves out the exact and prefix tiers when a word of an every-word match is only found through its typos', () => {
    // "digtal" is in no document as typed: only each field's typo kind can hold a course.
    expect(matchableRankTiers([foto, digtal], 'all')).toEqual(flatRankTiers([foto, digtal], 'all').filter((t) => [30, 20, 10].includes(t.score)));
    // No typos, or any word (the other words may match as typed): every tier.
    expect(matchableRankTiers([foto], 'all')).toEqual(flatRankTiers([foto], 'all'));
    expect(matchableRankTiers([foto, digtal], 'any')).toEqual(flatRankTiers([foto, digtal], 'any'));
  });
});

describe('overlay name suggestions (issue 16 item 3)', () => {
  const w = (word: string, extra: { stems?: string[]; typos?: string[]; prefix?: boolean } = {}) => ({ word, stems: extra.stems ?? [], typos: extra.typos ?? [], prefix: extra.prefix ?? true });

  it('splits names into folded words', () => {
    expect(nameWords('Música y audio')).toEqual(['musica', 'y', 'audio']);
    expect(nameWords('No-code e automação')).toEqual(['no', 'code', 'e', 'automacao']);
  });

  it('needs every word in a name of any language, as a prefix, stem or typo', () => {
    expect(nameMatches(['Fotografía', 'Fotografia', 'Photography'], [w('foto')])).toBe(true);
    expect(nameMatches(['Fotografía'], [w('photo')])).toBe(false);
    expect(nameMatches(['Fotografía', 'Fotografia', 'Photography'], [w('photo')])).toBe(true);
    expect(nameMatches(['Música y audio'], [w('musica'), w('audio')])).toBe(true);
    expect(nameMatches(['Música y audio'], [w('musica'), w('video')])).toBe(false);
    expect(nameMatches(['Ilustración'], [w('ilustraciones', { stems: ['ilustr'] })])).toBe(true);
    expect(nameMatches(['Ilustración'], [w('ilustarcion', { typos: ['ilustracion'] })])).toBe(true);
    expect(nameMatches(['Ilustración'], [])).toBe(false);
  });
});
