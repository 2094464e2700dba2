'use client';

import { lazy, Suspense, useEffect, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { recordClickEvent, recordVisit } from '@/lib/client/analytics/visit-log';

// The analytics client, its upload queue, web vitals and attribution (issue 14): nothing a
// visitor taps, so they leave the first load and arrive once the page is idle. What happens
// before then is recorded in the visit log and sent by the runtime when it starts.
const AnalyticsRuntime = lazy(() => import('./AnalyticsRuntime'));

/** At most this long after hydration, even on a page that never goes idle. */
export const ANALYTICS_IDLE_TIMEOUT_MS = 2000;

let clicksRecorded = false;

/** Records each page shown (path and query, its address and title, when) in the visit log. */
function VisitRecorder() {
  const pathname = usePathname();
  const search = useSearchParams().toString();
  useEffect(() => {
    recordVisit(pathname, search, {
      href: window.location.href,
      title: document.title,
      now: Date.now(),
      timeOrigin: performance.timeOrigin,
    });
  }, [pathname, search]);
  return null;
}

/**
 * The analytics of every page (spec §4 start-up, page views, channel register, clicks, web
 * vitals), mounted once in the locale layout. The shell part records the pages shown and the
 * tracked clicks; the runtime loads when the browser is idle and sends them, each with the time
 * and page it happened on, then everything that follows. Web vitals are read from buffered
 * performance entries, and events queue until sent.
 */
export function AnalyticsRoot() {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    if (!clicksRecorded) {
      clicksRecorded = true;
      document.addEventListener('click', (event) => recordClickEvent(event, Date.now()), true);
    }
    if (typeof window.requestIdleCallback !== 'function') {
      const timer = window.setTimeout(() => setReady(true), 1);
      return () => window.clearTimeout(timer);
    }
    const handle = window.requestIdleCallback(() => setReady(true), { timeout: ANALYTICS_IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(handle);
  }, []);
  // Two boundaries: the runtime's chunk loading must not hide the recorder.
  return (
    <>
      <Suspense fallback={null}>
        <VisitRecorder />
      </Suspense>
      {ready ? (
        <Suspense fallback={null}>
          <AnalyticsRuntime />
        </Suspense>
      ) : null}
    </>
  );
}
