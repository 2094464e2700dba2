'use client';

import { useEffect, useMemo, useState, useSyncExternalStore } from 'react';
import { AnalyticsUserDocument } from '@/graphql/generated/shell/graphql';
import { parseCookies } from '@/lib/domain/graphql/headers';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { channelRegisterBody, isEmptyOrExternalReferrer } from '@/lib/domain/analytics/attribution';
import { analytics } from '@/lib/client/analytics/client';
import { clickEvent } from '@/lib/domain/analytics/click';
import { CHANNEL_REGISTER_ENDPOINT, PERFORMANCE_ENDPOINT } from '@/lib/domain/analytics/constants';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { shouldSendPageView } from '@/lib/domain/analytics/page-view';
import { readLinkSource } from '@/lib/domain/analytics/tracking-links';
import { analyticsIdentity, type AnalyticsIdentity, type AnalyticsUserInput } from '@/lib/domain/analytics/user-properties';
import { landingVisit, subscribeVisitLog, takeClicks, takeVisits, visitLogVersion, type Visit } from '@/lib/client/analytics/visit-log';
import { isPerformanceHost, observeWebVitals, performanceEntries } from '@/lib/client/analytics/web-vitals';
import { ensureDistinctIdCookie } from '@/lib/client/session/session-client';
import { signedInUserId, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { getUpperFunnelIntent, setUpperFunnelIntentFromUrl } from '@/lib/client/stores/upper-funnel-store';
import { siteOrigin } from '@/lib/domain/seo/site-url';
import { publicQaHosts } from '@/lib/domain/config/public-env';

// Once per page load (module state survives client navigations, and React's double effects).
let started = false;
let lastPageKey: string | null = null;
let channelRegistered = false;

function siteHost(): string {
  return new URL(siteOrigin()).hostname;
}

const QA_HOSTS = publicQaHosts();

/** Sends the tracked clicks recorded so far (lib/client/analytics/visit-log.ts), each from where it happened. */
function sendRecordedClicks(): void {
  for (const click of takeClicks()) {
    const e = clickEvent(click.dataset, click.href, pageNameFromPath(click.pathname));
    if (e) analytics.track({ ...e, time: click.at, location: { pathname: click.pathname, href: click.pageHref } });
  }
}

/**
 * Starts the client, the web-vitals beacon of the page load (`landing`: the page the load
 * began on), the flush when the tab is hidden, and the sending of the clicks the shell records
 * (clicks made before this runtime loaded are sent first, with their own time and page).
 */
function startAnalytics(landing: Visit | undefined): () => void {
  ensureDistinctIdCookie();
  analytics.init();
  setUpperFunnelIntentFromUrl(landing?.href ?? window.location.href);

  const onHidden = () => {
    if (document.visibilityState === 'hidden') void analytics.flush({ keepalive: true });
  };
  const onPageHide = () => void analytics.flush({ keepalive: true });
  document.addEventListener('visibilitychange', onHidden);
  window.addEventListener('pagehide', onPageHide);
  sendRecordedClicks();
  const stopClicks = subscribeVisitLog(sendRecordedClicks);

  // Web vitals of this page load (buffered entries: none is missed by starting late), by
  // beacon, on production and QA hosts only (spec §7).
  const page = pageNameFromPath(landing?.pathname ?? window.location.pathname);
  const pageHref = landing?.href ?? window.location.href;
  const stopVitals = isPerformanceHost(window.location.hostname, siteHost(), QA_HOSTS)
    ? observeWebVitals((values) => {
        const entries = performanceEntries(values, page, pageHref);
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
    stopClicks();
    stopVitals();
  };
}

/** POST /api/v3/channel-register/ once per page load when the referrer is empty or external; failures are ignored (spec §7, §8). */
function registerChannel(userId: string | null, url: string): void {
  if (channelRegistered) return;
  channelRegistered = true;
  if (!isEmptyOrExternalReferrer(document.referrer, window.location.origin)) return;
  const cookies = parseCookies(document.cookie);
  const body = channelRegisterBody({
    url,
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

/** The page view of one visit (spec §4, §7), dated when the page was shown. */
function sendPageView(visit: Visit): void {
  setUpperFunnelIntentFromUrl(visit.href);
  const page = pageNameFromPath(visit.pathname);
  const source = readLinkSource(new URLSearchParams(visit.search));
  const intent = getUpperFunnelIntent();
  analytics.track({
    eventType: 'page_view',
    pageIdentifier: page,
    time: visit.at,
    location: { pathname: visit.pathname, href: visit.href },
    data: {
      page_name: page,
      url: visit.href,
      title: visit.title,
      source_page: source.sourcePage,
      source_detail: source.sourceDetail,
      ...(intent ? { upper_funnel: { job_to_be_done: intent.jobToBeDone, source: intent.source, url_source: intent.urlSource } } : {}),
    },
  });
}

/**
 * page_view once per page after the user has loaded without error (spec §4), preceded by the
 * user's identification (spec §4: on each user load, the user id is the originalId and the
 * user properties are set), and the channel register of the page load. The pages come from
 * the visit log, so those shown before this runtime loaded are sent too, in order.
 */
function usePageViews(identity: AnalyticsIdentity): void {
  const logVersion = useSyncExternalStore(subscribeVisitLog, visitLogVersion, visitLogVersion);

  // Declared before the page views: React runs effects in order, so the views carry the user.
  useEffect(() => {
    if (identity.ready) analytics.identify(identity.userId, identity.properties);
  }, [identity]);

  useEffect(() => {
    if (!identity.ready) return;
    for (const visit of takeVisits()) {
      if (!shouldSendPageView({ userStatus: identity.userId === null ? 'anonymous' : 'authenticated', key: visit.key, lastSentKey: lastPageKey })) continue;
      lastPageKey = visit.key;
      sendPageView(visit);
      registerChannel(identity.userId, visit.href);
    }
  }, [identity, logVersion]);
}

type AnalyticsUserAnswer = { userId: string; me: AnalyticsUserInput | null; failed: boolean };

/**
 * AnalyticsUser for the signed-in user, from the network once per user and mount (on the
 * current-user path, as `me` is): a plain typed request (lib/client/graphql-request), no Apollo.
 */
function useAnalyticsUser(userId: string | null): { me: AnalyticsUserInput | null; failed: boolean } {
  const [answer, setAnswer] = useState<AnalyticsUserAnswer | null>(null);
  useEffect(() => {
    if (userId === null) return;
    let current = true;
    void lazyGraphqlRequest(AnalyticsUserDocument, {}, { currentUser: true }).then((result) => {
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
 * The analytics runtime of a page load, loaded by AnalyticsRoot once the browser is idle:
 * starts the client (spec §4 start-up), identifies the user, sends the page views and clicks
 * the visit log holds and those that follow, the channel register and the web-vitals beacon.
 * Renders nothing.
 */
function AnalyticsRuntime() {
  useEffect(() => {
    if (started) return;
    started = true;
    const stop = startAnalytics(landingVisit());
    return () => {
      // Kept for the page's lifetime; only a test unmount stops it.
      stop();
      started = false;
    };
  }, []);
  const userState = useCurrentUser();
  const { me, failed } = useAnalyticsUser(signedInUserId(userState));
  const identity = useMemo(
    () => analyticsIdentity({ status: userState.status, user: userState.user as AnalyticsUserInput | null }, { data: me, failed }),
    [userState, me, failed],
  );
  usePageViews(identity);
  return null;
}

export default AnalyticsRuntime;
