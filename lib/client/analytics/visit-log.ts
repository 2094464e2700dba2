/**
 * What a page load shows and clicks before the analytics runtime has loaded (issue 14: the
 * runtime leaves the first load and arrives when the browser is idle). The shell records each
 * page shown and each tracked click here, with its time and address; the runtime
 * (components/analytics/AnalyticsRuntime.tsx) takes them in order and sends them as if it had
 * been there, so a visitor who moves on before the runtime arrives loses no page view (spec §4:
 * one page view per page). Browser module state: one log per page load.
 */
import { TRACK_CLICK_ATTRIBUTE, type TrackDataset } from '@/lib/domain/analytics/click';
import { pageKey } from '@/lib/domain/analytics/page-view';

export type Visit = {
  /** The page's identity for "once per page" (lib/domain/analytics/page-view.ts). */
  key: string;
  pathname: string;
  search: string;
  href: string;
  title: string;
  /** When the page was shown (ms since epoch): the first page of a load when its navigation started. */
  at: number;
};

export type RecordedClick = { dataset: TrackDataset; href: string | null; pathname: string; pageHref: string; at: number };

/** A page load that never ends keeps a bounded log: the oldest entries go first. */
export const VISIT_LOG_LIMIT = 100;

const visits: Visit[] = [];
const clicks: RecordedClick[] = [];
const listeners = new Set<() => void>();
let version = 0;
let firstShown = false;
let lastKey: string | null = null;
let landing: Visit | undefined;

function push<T>(list: T[], item: T): void {
  list.push(item);
  if (list.length > VISIT_LOG_LIMIT) list.shift();
  version += 1;
  for (const listener of listeners) listener();
}

/**
 * Records that `pathname?search` is on screen. The same page twice in a row is one visit; the
 * first page of the load is dated from the navigation's start.
 */
export function recordVisit(pathname: string, search: string, env: { href: string; title: string; now: number; timeOrigin: number }): void {
  const key = pageKey(pathname, search);
  if (lastKey === key) return;
  lastKey = key;
  const at = firstShown ? env.now : Math.floor(env.timeOrigin || env.now);
  const visit: Visit = { key, pathname, search, href: env.href, title: env.title, at };
  if (!firstShown) landing = visit;
  firstShown = true;
  push(visits, visit);
}

/** The page this load began on (its web vitals and channel are this page's), once recorded. */
export function landingVisit(): Visit | undefined {
  return landing;
}

/** The tracked element a click landed in (`data-track-click`), and the link it followed. */
export function recordClickEvent(event: MouseEvent, now: number): void {
  const origin = event.target instanceof Element ? event.target : null;
  const target = origin?.closest<HTMLElement>(`[${TRACK_CLICK_ATTRIBUTE}]`);
  if (!target) return;
  const { trackClick, trackEvent, trackDetail, trackItemId, trackItemType } = target.dataset;
  push(clicks, {
    dataset: { trackClick, trackEvent, trackDetail, trackItemId, trackItemType },
    href: origin?.closest('a[href]')?.getAttribute('href') ?? null,
    pathname: window.location.pathname,
    pageHref: window.location.href,
    at: now,
  });
}

/** Removes and returns the visits recorded so far, oldest first. */
export function takeVisits(): Visit[] {
  return visits.splice(0, visits.length);
}

/** Removes and returns the clicks recorded so far, oldest first. */
export function takeClicks(): RecordedClick[] {
  return clicks.splice(0, clicks.length);
}

/** For useSyncExternalStore: changes with every record. */
export function visitLogVersion(): number {
  return version;
}

export function subscribeVisitLog(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Tests: an empty log, as at a page load. */
export function resetVisitLog(): void {
  visits.length = 0;
  clicks.length = 0;
  firstShown = false;
  lastKey = null;
  landing = undefined;
  version += 1;
}
