/**
 * Page views (spec §4): sent once per page, after the user has loaded without error. Pure.
 */
import { LINK_TRACKING_PARAMS } from './constants';

export type UserLoadStatus = 'loading' | 'anonymous' | 'authenticated' | 'error';

const TRACKING_PARAMS = new Set<string>(LINK_TRACKING_PARAMS);

/**
 * What identifies "a page": the path and its query without the tracking parameters, so
 * `/blog/?source_page=home` and `/blog/` are the same page but search results for another
 * term or another results page are a new one.
 */
export function pageKey(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  const kept = [...params].filter(([key]) => !TRACKING_PARAMS.has(key));
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const query = new URLSearchParams(kept).toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** Whether the page view of `key` is due: the user has loaded without error and this page was not sent yet. */
export function shouldSendPageView(input: { userStatus: UserLoadStatus; key: string; lastSentKey: string | null }): boolean {
  if (input.userStatus === 'loading' || input.userStatus === 'error') return false;
  return input.key !== input.lastSentKey;
}
