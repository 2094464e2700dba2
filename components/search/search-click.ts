/**
 * `search_click` (spec §7): a visitor follows a course from search results — the search page
 * or the menu's search overlay. Pure helpers; SearchResultsTracking and SearchOverlay send it.
 */
import type { TrackEvent } from '@/lib/domain/analytics/event-builder';
import { locales } from '@/lib/domain/i18n/routing';

export const SEARCH_CLICK_EVENT = 'search_click';

/** The course a link opens (`/cursos-online/{category}/{slug}/`, any language), or null. */
export function courseFromHref(href: string | null | undefined): { category: string; slug: string } | null {
  if (!href) return null;
  let path: string;
  try {
    path = new URL(href, 'http://x.invalid').pathname;
  } catch {
    return null;
  }
  const parts = path.split('/').filter(Boolean);
  if (parts.length > 0 && (locales as readonly string[]).includes(parts[0])) parts.shift();
  if (parts.length !== 3 || parts[0] !== 'cursos-online' || parts[1] === 'search') return null;
  return { category: parts[1], slug: parts[2] };
}

export type SearchClickInput = {
  term: string;
  /** 1-based position among all results (page offset included). */
  position: number;
  href: string;
  source: 'search-page' | 'search-overlay';
  itemId?: string | number | null;
  resultsPage?: number;
};

export function searchClickEvent(input: SearchClickInput): TrackEvent | null {
  const course = courseFromHref(input.href);
  if (!course) return null;
  return {
    eventType: SEARCH_CLICK_EVENT,
    itemId: input.itemId ?? course.slug,
    itemType: 'course',
    data: {
      term: input.term,
      position: input.position,
      href: input.href,
      course_slug: course.slug,
      category_slug: course.category,
      source: input.source,
      ...(input.resultsPage ? { results_page: input.resultsPage } : {}),
    },
  };
}

/** The 1-based position of `href` among the distinct course links `hrefs` (in page order), after `offset` earlier results. */
export function resultPosition(hrefs: readonly string[], href: string, offset = 0): number {
  const distinct = [...new Set(hrefs.filter((h) => courseFromHref(h)))];
  const index = distinct.indexOf(href);
  return index < 0 ? 0 : offset + index + 1;
}
