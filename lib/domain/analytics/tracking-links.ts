/**
 * Tracking on links (spec §2): links gain source_page / source_detail and page-name
 * parameters; a visit without them has the source 'Directo' (spec §9). The country prefix some
 * links carry is lib/domain/country/country-links.ts. Pure functions.
 */
import { DEFAULT_TRAFFIC_SOURCE, PAGE_NAME_PARAM, SOURCE_DETAIL_PARAM, SOURCE_PAGE_PARAM } from './constants';

export type LinkTracking = {
  /** Page name of the page the link is on (e.g. 'home', 'Course Agenda'). */
  sourcePage: string;
  /** The part of the page (component, block) the link is in. */
  sourceDetail?: string | null;
  /** Page name of the destination, when the caller knows it. */
  pageName?: string | null;
};

const ORIGIN = 'http://link.invalid';

/**
 * `href` with the tracking parameters set (existing values replaced, other parameters and the
 * hash kept). Relative hrefs stay relative; absolute ones keep their origin. Without `tracking`
 * (a card rendered where no placement is named), `href` as it is.
 */
export function trackedHref(href: string, tracking: LinkTracking | undefined): string {
  if (!tracking) return href;
  let url: URL;
  try {
    url = new URL(href, ORIGIN);
  } catch {
    return href;
  }
  const set = (key: string, value: string | null | undefined) => {
    const v = value?.trim();
    if (v) url.searchParams.set(key, v);
  };
  set(SOURCE_PAGE_PARAM, tracking.sourcePage);
  set(SOURCE_DETAIL_PARAM, tracking.sourceDetail);
  set(PAGE_NAME_PARAM, tracking.pageName);
  if (url.origin === ORIGIN && !/^[a-z][a-z0-9+.-]*:/i.test(href) && !href.startsWith('//')) return `${url.pathname}${url.search}${url.hash}`;
  return url.toString();
}

/** The traffic source of a page from its query (spec §9): source_page or 'Directo', and source_detail. */
export function readLinkSource(params: URLSearchParams | Record<string, string | undefined>): { sourcePage: string; sourceDetail: string | null } {
  const get = (key: string) => (params instanceof URLSearchParams ? params.get(key) : params[key]) ?? null;
  const page = get(SOURCE_PAGE_PARAM)?.trim();
  const detail = get(SOURCE_DETAIL_PARAM)?.trim();
  return { sourcePage: page || DEFAULT_TRAFFIC_SOURCE, sourceDetail: detail || null };
}
