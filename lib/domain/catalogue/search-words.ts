/**
 * The words of a search term and what each may match (issue 16 item 1): the pure half of the
 * search service (lib/server/services/search.ts), which asks the database to split and stem
 * the term the way it splits and stems course documents (drizzle/0012_search_recall.sql), and
 * to look unknown words up in the lexicon of every document word (search_words).
 */
import type { Locale } from '@/lib/domain/i18n/routing';

/** Words at least this long also match as prefixes ("foto" finds "fotografía"). */
export const MIN_PREFIX_LENGTH = 2;
/** Words at least this long tolerate one typo (issue 16: "one typo per word of five letters or more"). */
export const MIN_TYPO_LENGTH = 5;
/** Words at least this long tolerate two ("photografy" → "photography": 'ph' typed as 'f'). */
export const MIN_TWO_TYPOS_LENGTH = 9;

/** How many typos a typed word of this many letters tolerates. */
export function typoBudget(length: number): number {
  return length >= MIN_TWO_TYPOS_LENGTH ? 2 : length >= MIN_TYPO_LENGTH ? 1 : 0;
}
/** Stop words this short are dropped whatever the page's language ("de", "y", "do", "of"). */
export const SHORT_STOPWORD_LENGTH = 3;
/**
 * Trigram word similarity from which lexicon words are candidates for a typo (the edit
 * distance decides after): low, because one transposition in a six-letter word already drops
 * it to 0.29 ("teijdo" → "tejido").
 */
export const TYPO_CANDIDATE_SIMILARITY = 0.2;
/** At most this many lexicon words stand in for one typed word (the closest are kept). */
export const MAX_TYPO_ALTERNATIVES = 24;

/** One word of the term as the database split it (plain, unaccented, lower-case lexeme). */
export type TermWord = {
  word: string;
  /** Its stems by language (empty when the word is a stop word of that language). */
  stems: Record<Locale, string[]>;
  /** Some document word starts with it, or equals one of its stems. */
  known: boolean;
};

/** A word kept for searching, with what may match it. */
export type SearchWord = {
  word: string;
  /** The word's stems in the three languages (distinct, without the word itself). */
  stems: string[];
  /** Matched as a prefix too (long enough). */
  prefix: boolean;
  /** Document words within one typo of it (only for unknown words; see typoAlternatives). */
  typos: string[];
};

/**
 * A stop word: one of the page's language, or a short one of any language (so "do", "de", "of",
 * "con" never narrow a query whatever the page's language: the document holds all three).
 */
export function isStopword(w: TermWord, locale: Locale): boolean {
  if (w.stems[locale].length === 0) return true;
  return w.word.length <= SHORT_STOPWORD_LENGTH && (w.stems.es.length === 0 || w.stems.pt.length === 0 || w.stems.en.length === 0);
}

/** The words that are searched: without stop words (none when the term is only stop words: nothing to find). */
export function contentWords(words: readonly TermWord[], locale: Locale): TermWord[] {
  return words.filter((w) => !isStopword(w, locale));
}

/** Whether a typed word should be looked up for typos: long enough and matching no document word. */
export function needsTypoLookup(w: TermWord): boolean {
  return !w.known && [...w.word].length >= MIN_TYPO_LENGTH;
}

/**
 * Optimal string alignment distance (Levenshtein plus adjacent transposition: "fotgorafia"
 * is one typo away from "fotografia"), stopping early once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max = Number.POSITIVE_INFINITY): number {
  const s = [...a];
  const t = [...b];
  if (Math.abs(s.length - t.length) > max) return max + 1;
  let prevPrev: number[] = [];
  let prev = Array.from({ length: t.length + 1 }, (_, j) => j);
  for (let i = 1; i <= s.length; i++) {
    const cur = [i];
    let rowMin = i;
    for (let j = 1; j <= t.length; j++) {
      const cost = s[i - 1] === t[j - 1] ? 0 : 1;
      let d = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && s[i - 1] === t[j - 2] && s[i - 2] === t[j - 1]) d = Math.min(d, prevPrev[j - 2] + 1);
      cur.push(d);
      if (d < rowMin) rowMin = d;
    }
    if (rowMin > max) return max + 1;
    prevPrev = prev;
    prev = cur;
  }
  return prev[t.length];
}

/**
 * How a document word is within the typed word's typo budget (typoBudget): as a whole word
 * ("ilustarcion" → "ilustracion"), or as the start of a longer word the visitor had not
 * finished typing ("progrma" → "programacion": "program" is one transposition away), else null.
 */
export function typoMatch(typed: string, lexeme: string): 'word' | 'prefix' | null {
  if (typed === lexeme) return null;
  const t = [...typed];
  const budget = typoBudget(t.length);
  if (budget === 0) return null;
  if (editDistance(typed, lexeme, budget) <= budget) return 'word';
  const l = [...lexeme];
  for (let len = Math.max(1, t.length - budget); len <= Math.min(l.length - 1, t.length + budget); len++) {
    if (editDistance(typed, l.slice(0, len).join(''), budget) <= budget) return 'prefix';
  }
  return null;
}

/** The lexicon candidates (from the trigram index) within the typed word's typo budget: whole words first, then closest. */
export function typoAlternatives(typed: string, candidates: readonly string[], max = MAX_TYPO_ALTERNATIVES): string[] {
  const scored = candidates
    .map((lexeme) => ({ lexeme, kind: typoMatch(typed, lexeme), distance: editDistance(typed, lexeme) }))
    .filter((c): c is { lexeme: string; kind: 'word' | 'prefix'; distance: number } => c.kind !== null);
  scored.sort((a, b) => (a.kind === b.kind ? a.distance - b.distance || a.lexeme.localeCompare(b.lexeme) : a.kind === 'word' ? -1 : 1));
  return [...new Set(scored.map((c) => c.lexeme))].slice(0, max);
}

/** The searched words of a term, with their stems, prefix flag and typo alternatives. */
export function searchWords(words: readonly TermWord[], locale: Locale, typos: ReadonlyMap<string, readonly string[]> = new Map()): SearchWord[] {
  const seen = new Set<string>();
  const out: SearchWord[] = [];
  for (const w of contentWords(words, locale)) {
    if (seen.has(w.word)) continue;
    seen.add(w.word);
    const stems = [...new Set([...w.stems.es, ...w.stems.pt, ...w.stems.en])].filter((s) => s !== w.word);
    out.push({ word: w.word, stems, prefix: [...w.word].length >= MIN_PREFIX_LENGTH, typos: needsTypoLookup(w) ? [...(typos.get(w.word) ?? [])] : [] });
  }
  return out;
}
