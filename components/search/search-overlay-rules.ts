/**
 * Pure rules of the main menu's search overlay (spec §2; issue 16 item 3): the 'Search Opened'
 * event with the page name, the address Enter goes to, the debounce of the suggestions, the
 * list of suggestions and its keyboard navigation.
 */
import type { ActivityInput } from '@/lib/client/analytics/track-activity';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { searchHref } from '@/lib/domain/catalogue/search-params';

export const SEARCH_OPENED_EVENT = 'Search Opened';
/** Suggestions are fetched once typing pauses this long (ms). */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** How many courses the overlay suggests (the `first` of its query). */
export const SUGGESTION_COUNT = 5;

/** The analytics page name of a path (lib/domain/analytics/page-name.ts), re-exported for the overlay's callers. */
export { pageNameFromPath };

/** The 'Search Opened' event for the page at `pathname`. */
export function searchOpenedActivity(pathname: string): ActivityInput {
  const page = pageNameFromPath(pathname);
  return { eventType: SEARCH_OPENED_EVENT, pageIdentifier: page, data: { page_name: page, path: pathname } };
}

/** Where Enter goes: the search page with the typed term (locale-less; the router adds it). */
export function searchPageHref(raw: string): string {
  const term = parseSearchTerm(raw);
  return searchHref(term.isValid ? term.evaluatedValue : term.cleanValue);
}

/** One suggestion of the overlay's list: a course, a category (or subcategory) or a professor. */
export type OverlayOption = { kind: 'course' | 'category' | 'professor'; key: string; href: string; label: string; detail: string | null };

/** What the overlay's query answers, reduced to what the list shows (MainMenuSearch). */
export type OverlaySuggestions = {
  courses: readonly { id: string; title: string; url: string; category: string | null }[];
  categories: readonly { name: string; parentName?: string | null; url: string }[];
  professors: readonly { name: string; url: string; courseCount: number }[];
};

/** The list in the order shown and walked with the arrows: courses, then categories, then professors. */
export function overlayOptions(s: OverlaySuggestions, professorDetail: (courseCount: number) => string): OverlayOption[] {
  return [
    ...s.courses.map((c): OverlayOption => ({ kind: 'course', key: `course:${c.id}`, href: c.url, label: c.title, detail: c.category })),
    ...s.categories.map((c): OverlayOption => ({ kind: 'category', key: `category:${c.url}`, href: c.url, label: c.name, detail: c.parentName ?? null })),
    ...s.professors.map((p): OverlayOption => ({ kind: 'professor', key: `professor:${p.url}`, href: p.url, label: p.name, detail: professorDetail(p.courseCount) })),
  ];
}

/**
 * The active option after a key (combobox pattern: the focus stays in the box, the arrows move
 * the highlight and wrap; -1 is "none", where Enter searches the typed text). Escape clears
 * the highlight but never closes the overlay (spec §2). Null: the key is not the list's.
 */
export function nextActiveIndex(active: number, count: number, key: string): number | null {
  if (key === 'Escape') return -1;
  if (count === 0) return key === 'ArrowDown' || key === 'ArrowUp' ? -1 : null;
  // Past either end the highlight goes back to the box (-1), then round again.
  if (key === 'ArrowDown') return active >= count - 1 ? -1 : active + 1;
  if (key === 'ArrowUp') return active < 0 ? count - 1 : active - 1;
  // Home and End move the caret in the box unless an option is highlighted.
  if (key === 'Home' && active >= 0) return 0;
  if (key === 'End' && active >= 0) return count - 1;
  return null;
}
