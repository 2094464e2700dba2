/**
 * Web vitals for the performance beacon (spec §7): LCP, INP, CLS, FCP and TTFB, measured with
 * the browser's PerformanceObserver (the `web-vitals` package is not a dependency). The rules
 * are pure functions; `observeWebVitals` only collects entries and reports once, when the
 * page is hidden or left.
 *
 * CLS follows spec §9: layout shifts less than 1 s apart form one session window, a window
 * lasts at most 5 s, and CLS is the largest window's sum. Shifts right after user input do
 * not count.
 */
import { CLS_SESSION_GAP_MS, CLS_SESSION_MAX_MS, INP_INTERACTIONS_PER_OUTLIER, WEB_VITALS } from '@/lib/domain/analytics/constants';
import { scrubUrl } from '@/lib/domain/analytics/scrub-url';

export type WebVitalName = (typeof WEB_VITALS)[number];
export type WebVitalValues = Partial<Record<WebVitalName, number>>;

export type LayoutShift = { value: number; startTime: number; hadRecentInput?: boolean };

/** Groups layout shifts into session windows (spec §9); returns each window's sum, in order. */
export function layoutShiftSessions(shifts: readonly LayoutShift[], gapMs: number = CLS_SESSION_GAP_MS, maxMs: number = CLS_SESSION_MAX_MS): number[] {
  const sessions: number[] = [];
  let sum = 0;
  let first = -Infinity;
  let last = -Infinity;
  const sorted = shifts.filter((s) => !s.hadRecentInput && Number.isFinite(s.value) && s.value >= 0).sort((a, b) => a.startTime - b.startTime);
  for (const shift of sorted) {
    const joins = sessions.length > 0 && shift.startTime - last < gapMs && shift.startTime - first < maxMs;
    if (joins) {
      sum += shift.value;
      sessions[sessions.length - 1] = sum;
    } else {
      sum = shift.value;
      first = shift.startTime;
      sessions.push(sum);
    }
    last = shift.startTime;
  }
  return sessions;
}

/** CLS: the largest session window (0 when nothing shifted). */
export function cumulativeLayoutShift(shifts: readonly LayoutShift[]): number {
  return layoutShiftSessions(shifts).reduce((max, v) => Math.max(max, v), 0);
}

export type InteractionEntry = { interactionId: number; duration: number };

/**
 * INP: the longest interaction, ignoring one outlier per 50 interactions (web.dev's 98th
 * percentile approximation). An interaction's duration is its longest event. Null without
 * interactions.
 */
export function interactionToNextPaint(entries: readonly InteractionEntry[]): number | null {
  const longest = new Map<number, number>();
  for (const e of entries) {
    if (!e.interactionId || !Number.isFinite(e.duration)) continue;
    longest.set(e.interactionId, Math.max(longest.get(e.interactionId) ?? 0, e.duration));
  }
  if (longest.size === 0) return null;
  const sorted = [...longest.values()].sort((a, b) => b - a);
  return sorted[Math.min(sorted.length - 1, Math.floor(longest.size / INP_INTERACTIONS_PER_OUTLIER))];
}

/** LCP: the start time of the last largest-contentful-paint candidate. */
export function largestContentfulPaint(entries: readonly { startTime: number }[]): number | null {
  return entries.length ? entries[entries.length - 1].startTime : null;
}

/** TTFB: the navigation's responseStart after any prerender activation. */
export function timeToFirstByte(nav: { responseStart: number; activationStart?: number } | null | undefined): number | null {
  if (!nav || !(nav.responseStart > 0)) return null;
  return Math.max(0, nav.responseStart - (nav.activationStart ?? 0));
}

export type PerformanceEntryBody = { event_name: WebVitalName; value: number; page: string; current_url: string };

/** The beacon body (spec §7): one entry per measured metric, ms rounded, CLS to 4 decimals. */
export function performanceEntries(values: WebVitalValues, page: string, currentUrl: string): PerformanceEntryBody[] {
  const entries: PerformanceEntryBody[] = [];
  for (const name of WEB_VITALS) {
    const value = values[name];
    if (value === undefined || value === null || !Number.isFinite(value) || value < 0) continue;
    entries.push({ event_name: name, value: name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value), page, current_url: scrubUrl(currentUrl) });
  }
  return entries;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '::1', '[::1]']);

/**
 * Whether this host reports web vitals (spec §7: production and QA hosts only): the host of
 * the site URL, a listed QA host, or a loopback host when the site itself is on loopback
 * (local runs and the browser tests).
 */
export function isPerformanceHost(hostname: string, siteHost: string, qaHosts: readonly string[] = []): boolean {
  const host = hostname.toLowerCase();
  if (host === siteHost.toLowerCase() || qaHosts.map((h) => h.trim().toLowerCase()).includes(host)) return true;
  return LOOPBACK.has(host) && LOOPBACK.has(siteHost.toLowerCase());
}

type ObservedEntry = PerformanceEntry & { value?: number; hadRecentInput?: boolean; interactionId?: number };

/**
 * Observes the page's vitals and calls `report` once with what was measured, on the first
 * `visibilitychange` to hidden or `pagehide`. Returns a function that stops observing.
 * A browser without PerformanceObserver (or a type) simply reports less.
 */
export function observeWebVitals(report: (values: WebVitalValues) => void): () => void {
  if (typeof window === 'undefined' || typeof PerformanceObserver === 'undefined') return () => {};
  const shifts: LayoutShift[] = [];
  const lcp: { startTime: number }[] = [];
  const interactions: InteractionEntry[] = [];
  let fcp: number | null = null;
  const observers: Array<[PerformanceObserver, (e: ObservedEntry) => void]> = [];
  const observe = (type: string, onEntry: (e: ObservedEntry) => void, extra: Record<string, unknown> = {}) => {
    try {
      const po = new PerformanceObserver((list) => list.getEntries().forEach((e) => onEntry(e as ObservedEntry)));
      po.observe({ type, buffered: true, ...extra } as PerformanceObserverInit);
      observers.push([po, onEntry]);
    } catch {
      // type not supported by this browser
    }
  };
  observe('layout-shift', (e) => shifts.push({ value: e.value ?? 0, startTime: e.startTime, hadRecentInput: e.hadRecentInput }));
  observe('largest-contentful-paint', (e) => lcp.push({ startTime: e.startTime }));
  observe('paint', (e) => {
    if (e.name === 'first-contentful-paint') fcp = e.startTime;
  });
  observe('event', (e) => interactions.push({ interactionId: e.interactionId ?? 0, duration: e.duration }), { durationThreshold: 40 });
  observe('first-input', (e) => interactions.push({ interactionId: e.interactionId ?? 0, duration: e.duration }));

  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    for (const [po, onEntry] of observers) {
      try {
        po.takeRecords().forEach((e) => onEntry(e as ObservedEntry));
        po.disconnect();
      } catch {
        // already gone
      }
    }
    const nav = performance.getEntriesByType?.('navigation')?.[0] as (PerformanceNavigationTiming & { activationStart?: number }) | undefined;
    const values: WebVitalValues = { CLS: cumulativeLayoutShift(shifts) };
    const l = largestContentfulPaint(lcp);
    if (l !== null) values.LCP = l;
    const i = interactionToNextPaint(interactions);
    if (i !== null) values.INP = i;
    if (fcp !== null) values.FCP = fcp;
    const t = timeToFirstByte(nav);
    if (t !== null) values.TTFB = t;
    report(values);
    removeEventListener('visibilitychange', onVisibility, true);
    removeEventListener('pagehide', finish, true);
  };
  const onVisibility = () => {
    if (document.visibilityState === 'hidden') finish();
  };
  addEventListener('visibilitychange', onVisibility, true);
  addEventListener('pagehide', finish, true);
  return () => {
    done = true;
    for (const [po] of observers) po.disconnect();
    removeEventListener('visibilitychange', onVisibility, true);
    removeEventListener('pagehide', finish, true);
  };
}
