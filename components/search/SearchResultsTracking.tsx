'use client';

import type { MouseEvent, ReactNode } from 'react';
import { trackLazily } from '@/lib/client/analytics/track-lazily';
import { resultPosition, searchClickEvent } from './search-click';

/**
 * Wraps the search page's results and reports a `search_click` when a course is followed
 * (spec §7), with the term and the result's position. The results render on the server
 * (components/course), so one capturing listener here reads the followed link. The analytics
 * client loads with the event (trackLazily), not with the page.
 */
export function SearchResultsTracking({ term, offset, resultsPage, children }: { term: string; offset: number; resultsPage: number; children: ReactNode }) {
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    const anchor = (event.target as Element | null)?.closest?.('a[href]');
    const href = anchor?.getAttribute('href');
    if (!href) return;
    const hrefs = [...event.currentTarget.querySelectorAll('a[href]')].map((a) => a.getAttribute('href') ?? '');
    const e = searchClickEvent({ term, href, position: resultPosition(hrefs, href, offset), source: 'search-page', resultsPage });
    if (e) trackLazily(e);
  };
  return (
    <div onClickCapture={onClickCapture} data-testid="search-results">
      {children}
    </div>
  );
}
