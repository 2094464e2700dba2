/**
 * The text-search queries of a term (issue 16 items 1-2), as tsquery literals over the course
 * search document of drizzle/0012_search_recall.sql, whose weights say where a word is:
 * A title, B category and subcategory names, C professor, software and level, D summary
 * (matching reads the whole document; ranking its A-C part, search_rank_document).
 *
 * A word matches as itself, as any of its stems (es/pt/en), as a prefix when long enough, and
 * as the document words one typo away when it matches none itself. The ranking (item 2) is a
 * score from tiers: where every word matches (title, then with the category names, then with
 * professor/software/level, then anywhere), then how (exact word, prefix, typo); popularity
 * orders each tier (in SQL).
 */
import type { SearchWord } from './search-words';

export type MatchKind = 'exact' | 'prefix' | 'typo';
const KINDS: readonly MatchKind[] = ['exact', 'prefix', 'typo'];

/**
 * Where the words must all be, best first: the weights a tier's query is restricted to, over
 * the ranked part of the document (courses.search_rank_document: A-C). A match found only with
 * the summary is the last tier (score 0), ordered by popularity alone.
 */
export const FIELD_TIERS = [
  { field: 'title', weights: 'A' },
  { field: 'category', weights: 'AB' },
  { field: 'details', weights: 'ABC' },
] as const;

/** A lexeme as a tsquery literal: quoted, with quotes and backslashes escaped. */
export function quoteLexeme(lexeme: string): string {
  return `'${lexeme.replace(/\\/g, '\\\\').replace(/'/g, "''")}'`;
}

/**
 * How a query restricts a word to weights: with tsquery weight labels ('diseno':AB, over
 * courses.search_document), or as one alternative per weight over the tagged ranked document
 * of course_search (drizzle/0019_search_narrow.sql: 'a^diseno' | 'b^diseno'), which a GIN index
 * answers without reading the row again (a weight label forces a recheck of every candidate).
 */
export type WeightStyle = 'label' | 'tag';

/** The lexeme tagged with a weight as course_search.rank_document holds it ('a^diseno'). */
export function taggedLexeme(weight: string, lexeme: string): string {
  return `${weight.toLowerCase()}^${lexeme}`;
}

function term(lexeme: string, prefix: boolean, weights: string, style: WeightStyle): string {
  if (style === 'tag' && weights) return [...weights].map((w) => term(taggedLexeme(w, lexeme), prefix, '', 'label')).join(' | ');
  const label = `${prefix ? '*' : ''}${weights}`;
  return label ? `${quoteLexeme(lexeme)}:${label}` : quoteLexeme(lexeme);
}

/** The alternatives one word matches by, for a kind of match (each kind includes the ones before it). */
export function wordQuery(w: SearchWord, kind: MatchKind, weights = '', style: WeightStyle = 'label'): string {
  const alternatives = [term(w.word, kind !== 'exact' && w.prefix, weights, style), ...w.stems.map((s) => term(s, false, weights, style))];
  if (kind === 'typo') alternatives.push(...w.typos.map((t) => term(t, false, weights, style)));
  return `(${[...new Set(alternatives)].join(' | ')})`;
}

/** Every word (AND) or any word (OR), '' when there are no words. */
export function termQuery(words: readonly SearchWord[], combine: 'all' | 'any', kind: MatchKind = 'typo', weights = '', style: WeightStyle = 'label'): string {
  return words.map((w) => wordQuery(w, kind, weights, style)).join(combine === 'all' ? ' & ' : ' | ');
}

/** One kind of match inside a field tier: its score and query. */
export type KindTier = { score: number; query: string };
/** One field tier: its query (any kind) and, within it, the kinds best first. */
export type FieldTier = { score: number; query: string; kinds: KindTier[] };

/**
 * The ranking tiers of a term, best first: for each field tier (title, +category names,
 * +professor/software/level) the query of any match there and, within it, exact then prefix
 * then typo. Scores: field (3..1) × 10 + kind (2..0); 0 is everything else (the summary).
 * A kind whose query equals the one before it (no prefixes, or no typos) is left out.
 */
export function rankTiers(words: readonly SearchWord[], combine: 'all' | 'any', style: WeightStyle = 'label'): FieldTier[] {
  if (words.length === 0) return [];
  return FIELD_TIERS.map(({ weights }, i) => {
    const fieldScore = (FIELD_TIERS.length - i) * 10;
    const kinds: KindTier[] = [];
    KINDS.forEach((kind, k) => {
      const query = termQuery(words, combine, kind, weights, style);
      if (kinds.at(-1)?.query === query) return;
      kinds.push({ score: fieldScore + (KINDS.length - 1 - k), query });
    });
    return { score: fieldScore, query: termQuery(words, combine, 'typo', weights, style), kinds };
  });
}

/**
 * The ranking tiers as one list, best first, over the tagged ranked document: a course's score
 * is that of the first tier it matches (0 when none: only its summary matches). Same as the
 * nested tiers of rankTiers, because each field's last kind is the field's own query (so a
 * course in a field always matches one of its kinds) and scores fall along the list.
 */
export function flatRankTiers(words: readonly SearchWord[], combine: 'all' | 'any'): KindTier[] {
  return rankTiers(words, combine, 'tag').flatMap((field) => field.kinds);
}

/**
 * The tiers of flatRankTiers that can hold a course. With every word required ('all'), a word
 * with typo alternatives matches no document as typed: it has them because no word of the
 * lexicon (search_words, a superset of every document's lexemes) starts with it or equals one
 * of its stems (needsTypoLookup). The exact and prefix kinds, which need it as typed, are then
 * empty, and only each field's typo kind (score ending in 0) is left: a third of the page
 * statement's branches to plan. Scores and order are unchanged.
 */
export function matchableRankTiers(words: readonly SearchWord[], combine: 'all' | 'any'): KindTier[] {
  const tiers = flatRankTiers(words, combine);
  if (combine === 'any' || !usesTypos(words)) return tiers;
  return tiers.filter((t) => t.score % 10 === 0);
}

/** Whether any word is matched through typo alternatives (the page says the results are approximate). */
export function usesTypos(words: readonly SearchWord[]): boolean {
  return words.some((w) => w.typos.length > 0);
}
