/**
 * Pure rules of the main menu's search overlay (spec §2): the 'Search Opened' event with the
 * page name, the address Enter goes to, and the debounce of the suggestions.
 */
import type { ActivityInput } from '@/lib/analytics/track-activity';
import { locales } from '@/lib/i18n/routing';
import { parseSearchTerm } from '@/lib/catalogue/search-term';
import { searchHref } from '@/lib/catalogue/search-params';

export const SEARCH_OPENED_EVENT = 'Search Opened';
/** Suggestions are fetched once typing pauses this long (ms). */
export const SUGGESTION_DEBOUNCE_MS = 250;
/** How many courses the overlay suggests (the `first` of its query). */
export const SUGGESTION_COUNT = 5;

/**
 * A stable name for the page a path shows, for analytics: 'home', 'search', 'category',
 * 'course', or the first path segment ('blog', 'agenda-cursos', …). The /pt/ and /en/
 * prefixes are ignored so every language reports the same name.
 */
export function pageNameFromPath(pathname: string): string {
  const parts = pathname.split(/[?#]/)[0].split('/').filter(Boolean);
  if (parts.length > 0 && (locales as readonly string[]).includes(parts[0])) parts.shift();
  if (parts.length === 0) return 'home';
  if (parts[0] === 'cursos-online') {
    if (parts[1] === 'search') return 'search';
    if (parts.length === 2) return 'category';
    if (parts.length >= 3) return 'course';
  }
  return parts[0];
}

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
