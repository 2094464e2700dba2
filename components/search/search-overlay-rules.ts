/**
 * Pure rules of the main menu's search overlay (spec §2): the 'Search Opened' event with the
 * page name, the address Enter goes to, and the debounce of the suggestions.
 */
import type { ActivityInput } from '@/lib/analytics/track-activity';
import { pageNameFromPath } from '@/lib/analytics/page-name';
import { parseSearchTerm } from '@/lib/catalogue/search-term';
import { searchHref } from '@/lib/catalogue/search-params';

export const SEARCH_OPENED_EVENT = 'Search Opened';
/** Suggestions are fetched once typing pauses this long (ms). */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** How many courses the overlay suggests (the `first` of its query). */
export const SUGGESTION_COUNT = 5;

/** The analytics page name of a path (lib/analytics/page-name.ts), re-exported for the overlay's callers. */
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
