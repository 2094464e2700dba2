/**
 * Which names the menu's search overlay suggests for a term (issue 16 item 3): a category,
 * subcategory or professor whose name has every searched word, matched the way course
 * documents are (lib/domain/catalogue/search-words.ts): as a prefix of a name word, as a stem that
 * starts one, or as one of the word's typo alternatives. Accents and case are ignored.
 */
import { foldForComparison } from './search-ranking';
import type { SearchWord } from './search-words';

/** How many categories (with subcategories) and professors the overlay lists. */
export const SUGGESTED_CATEGORIES = 4;
export const SUGGESTED_PROFESSORS = 3;

/** The words of a name as the search compares them: folded, split on anything but letters and digits. */
export function nameWords(name: string): string[] {
  return foldForComparison(name)
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

function wordMatches(w: SearchWord, nameWord: string): boolean {
  if (w.prefix ? nameWord.startsWith(w.word) : nameWord === w.word) return true;
  if (w.stems.some((s) => nameWord.startsWith(s))) return true;
  return w.typos.includes(nameWord);
}

/** Every searched word matches a word of one of the names (a name in any language). */
export function nameMatches(names: readonly string[], words: readonly SearchWord[]): boolean {
  if (words.length === 0) return false;
  const all = names.flatMap(nameWords);
  return words.every((w) => all.some((n) => wordMatches(w, n)));
}
