'use client';

import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { usePathname, useSearchParams } from 'next/navigation';
import { AnalyticsUserDocument } from '@/graphql/generated/shell/graphql';
import { parseCookies } from '@/lib/apollo/headers';
import { graphqlRequest } from '@/lib/graphql-request/request';
import { channelRegisterBody, isEmptyOrExternalReferrer } from '@/lib/analytics/attribution';
import { analytics } from '@/lib/analytics/client';
import { clickEvent, TRACK_CLICK_ATTRIBUTE } from '@/lib/analytics/click';
import { CHANNEL_REGISTER_ENDPOINT, PERFORMANCE_ENDPOINT } from '@/lib/analytics/constants';
import { pageNameFromPath } from '@/lib/analytics/page-name';
import { pageKey, shouldSendPageView } from '@/lib/analytics/page-view';
import { readLinkSource } from '@/lib/analytics/tracking-links';
import { analyticsIdentity, type AnalyticsIdentity, type AnalyticsUserInput } from '@/lib/analytics/user-properties';
import { isPerformanceHost, observeWebVitals, performanceEntries } from '@/lib/analytics/web-vitals';
import { ensureDistinctIdCookie } from '@/lib/session/session-client';
import { useCurrentUser } from '@/lib/stores/current-user-store';
import { getUpperFunnelIntent, setUpperFunnelIntentFromUrl } from '@/lib/stores/upper-funnel-store';

// Once per page load (module state survives client navigations, and React's double effects).
let started = false;
let lastPageKey: string | null = null;
let channelRegistered = false;
let firstPageShown = false;

function siteHost(): string {
  try {
    return new URL(process.env.NEXT_PUBLIC_SITE_URL?.trim() || 'http://localhost:3000').hostname;
  } catch {
    return 'localhost';
  }
}

const QA_HOSTS = (process.env.NEXT_PUBLIC_QA_HOSTS ?? '').split(',').filter(Boolean);

/** Starts the client, the web-vitals beacon, click tracking and the flush when the tab is hidden. */
function startAnalytics(): () => void {
  ensureDistinctIdCookie();
  analytics.init();
  setUpperFunnelIntentFromUrl(window.location.href);

  const onHidden = () => {
    if (document.visibilityState === 'hidden') void analytics.flush({ keepalive: true });
  };
  const onPageHide = () => void analytics.flush({ keepalive: true });
  const onClick = (event: MouseEvent) => {
    const origin = event.target instanceof Element ? event.target : null;
    const target = origin?.closest<HTMLElement>(`[${TRACK_CLICK_ATTRIBUTE}]`);
    if (!target) return;
    const href = origin?.closest('a[href]')?.getAttribute('href') ?? null;
    const e = clickEvent(target.dataset, href, pageNameFromPath(window.location.pathname));
    if (e) analytics.track(e);
  };
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  document.addEventListener('click', onClick, true);

  // Web vitals of this page load, by beacon, on production and QA hosts only (spec §7).
  const page = pageNameFromPath(window.location.pathname);
  const stopVitals = isPerformanceHost(window.location.hostname, siteHost(), QA_HOSTS)
    ? observeWebVitals((values) => {
        const entries = performanceEntries(values, page, window.location.href);
        if (entries.length === 0) return;
        const body = JSON.stringify(entries);
        try {
          if (!navigator.sendBeacon?.(PERFORMANCE_ENDPOINT, new Blob([body], { type: 'application/json' }))) {
            void fetch(PERFORMANCE_ENDPOINT, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'application/json' } }).catch(() => {});
          }
        } catch {
          // a lost beacon is acceptable
        }
      })
    : () => {};

  return () => {
    document.removeEventListener('visibilitychange', onHidden);
    window.removeEventListener('pagehide', onPageHide);
    document.removeEventListener('click', onClick, true);
    stopVitals();
  };
}

/** POST /api/v3/channel-register/ once per page load when the referrer is empty or external; failures are ignored (spec §7, §8). */
function registerChannel(userId: string | null): void {
  if (channelRegistered) return;
  channelRegistered = true;
  if (!isEmptyOrExternalReferrer(document.referrer, window.location.origin)) return;
  const cookies = parseCookies(document.cookie);
  const body = channelRegisterBody({
    url: window.location.href,
    referrer: document.referrer,
    userId,
    distinctId: ensureDistinctIdCookie(),
    iso: cookies.country ?? null,
  });
  void fetch(CHANNEL_REGISTER_ENDPOINT, {
    method: 'POST',
    credentials: 'include',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => {});
}

/**
 * page_view once per page after the user has loaded without error (spec §4), preceded by the
 * user's identification (spec §4: on each user load, the user id is the originalId and the
 * user properties are set), and the channel register of the page load.
 */
function PageViews({ identity }: { identity: AnalyticsIdentity }) {
  const pathname = usePathname();
  const searchParams = useSearchParams();
  const search = searchParams.toString();

  // When this page was shown: its view may be sent later, once the user has loaded. The first
  // page of a load was shown when the navigation started (this Suspense boundary may hydrate
  // after the visitor's first clicks); later pages when the route changed.
  const shown = useRef<{ key: string; at: number } | null>(null);
  useEffect(() => {
    const key = pageKey(pathname, search);
    if (shown.current?.key === key) return;
    const at = firstPageShown ? Date.now() : Math.floor(performance.timeOrigin || Date.now());
    firstPageShown = true;
    shown.current = { key, at };
  }, [pathname, search]);

  // Declared before the page view: React runs effects in order, so the view carries the user.
  useEffect(() => {
    if (identity.ready) analytics.identify(identity.userId, identity.properties);
  }, [identity]);

  useEffect(() => {
    if (!identity.ready) return;
    const key = pageKey(pathname, search);
    if (!shouldSendPageView({ userStatus: identity.userId === null ? 'anonymous' : 'authenticated', key, lastSentKey: lastPageKey })) return;
    lastPageKey = key;
    setUpperFunnelIntentFromUrl(window.location.href);
    const page = pageNameFromPath(pathname);
    const source = readLinkSource(new URLSearchParams(search));
    const intent = getUpperFunnelIntent();
    analytics.track({
      eventType: 'page_view',
      pageIdentifier: page,
      time: shown.current?.key === key ? shown.current.at : undefined,
      data: {
        page_name: page,
        url: window.location.href,
        title: document.title,
        source_page: source.sourcePage,
        source_detail: source.sourceDetail,
        ...(intent ? { upper_funnel: { job_to_be_done: intent.jobToBeDone, source: intent.source, url_source: intent.urlSource } } : {}),
      },
    });
    registerChannel(identity.userId);
  }, [identity, pathname, search]);
  return null;
}

type AnalyticsUserAnswer = { userId: string; me: AnalyticsUserInput | null; failed: boolean };

/**
 * AnalyticsUser for the signed-in user, from the network once per user and mount (on the
 * current-user path, as `me` is): a plain typed request (lib/graphql-request), no Apollo.
 */
function useAnalyticsUser(userId: string | null): { me: AnalyticsUserInput | null; failed: boolean } {
  const [answer, setAnswer] = useState<AnalyticsUserAnswer | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void graphqlRequest(AnalyticsUserDocument, {}, { currentUser: true }).then((result) => {
      if (!current) return;
      setAnswer({ userId, me: result.ok ? ((result.data.me ?? null) as AnalyticsUserInput | null) : null, failed: !result.ok });
    });
    return () => {
      current = false;
    };
  }, [userId]);
  // An answer for another user (or none yet) is no answer.
  return answer && answer.userId === userId ? answer : { me: null, failed: false };
}

/**
 * The analytics of every page, mounted once in the locale layout inside the app providers:
 * starts the client (spec §4 start-up), identifies the user, sends page views, the channel
 * register, click events and the web-vitals beacon. Renders nothing.
 */
export function AnalyticsRoot() {
  useEffect(() => {
    if (started) return;
    started = true;
    const stop = startAnalytics();
    return () => {
      // Kept for the page's lifetime; only a test unmount stops it.
      stop();
      started = false;
    };
  }, []);
  const userState = useCurrentUser();
  const { me, failed } = useAnalyticsUser(userState.status === 'authenticated' ? String(userState.user.id) : null);
  const identity = useMemo(
    () => analyticsIdentity({ status: userState.status, user: userState.user as AnalyticsUserInput | null }, { data: me, failed }),
    [userState, me, failed],
  );
  return (
    <Suspense fallback={null}>
      <PageViews identity={identity} />
    </Suspense>
  );
}

export default AnalyticsRoot;
