'use client';

import { lazy, Suspense, useEffect, useState } from 'react';

// The analytics client, its upload queue, web vitals and attribution (issue 14): nothing a
// visitor taps, so they leave the first load and arrive once the page is idle.
const AnalyticsRuntime = lazy(() => import('./AnalyticsRuntime'));

/** At most this long after hydration, even on a page that never goes idle. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;

/**
 * The analytics of every page (spec §4 start-up, page views, channel register, clicks, web
 * vitals), mounted once in the locale layout. Nothing is lost by loading it after hydration:
 * the first page view keeps the navigation's start time, web vitals are read from buffered
 * performance entries, and events queue until sent.
 */
export function AnalyticsRoot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: ANALYTICS_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  if (!ready) return null;
  return (
    <Suspense fallback={null}>
      <AnalyticsRuntime />
    </Suspense>
  );
}

export default AnalyticsRoot;
