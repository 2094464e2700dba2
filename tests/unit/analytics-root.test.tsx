// @vitest-environment happy-dom
import { act, cleanup, render, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetCurrentUserStore, type CurrentUser } from '@/lib/client/stores/current-user-store';
import { resetVisitLog } from '@/lib/client/analytics/visit-log';

const calls = vi.hoisted(() => [] as Array<[string, unknown?, unknown?]>);
const tracked = vi.hoisted(() => [] as Array<{ eventType: string; pageIdentifier?: string; time?: number; location?: { pathname: string; href: string }; data?: Record<string, unknown> | null }>);
vi.mock('@/lib/client/analytics/client', () => ({
  analytics: {
    init: () => calls.push(['init']),
    identify: (id: unknown, props: unknown) => calls.push(['identify', id, props]),
    track: (e: (typeof tracked)[number]) => {
      tracked.push(e);
      return calls.push(['track', e.eventType, e.pageIdentifier]);
    },
    flush: async () => {},
  },
}));

const nav = vi.hoisted(() => ({ pathname: '/blog/', search: '' }));
vi.mock('next/navigation', () => ({
  usePathname: () => nav.pathname,
  useSearchParams: () => new URLSearchParams(nav.search),
}));

const { AnalyticsRoot } = await import('@/components/analytics/AnalyticsRoot');

/** The AnalyticsUser answer of the current-user path (a plain request, lib/client/graphql-request); '{}' for the beacons. */
const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) =>
  String(url) === '/graphql' && (JSON.parse(String(init?.body)) as { operationName?: string }).operationName === 'AnalyticsUser'
    ? new Response(JSON.stringify(meAnswer), { status: 200, headers: { 'content-type': 'application/json' } })
    : new Response('{}'),
);
const user = {
  id: 'VXNlcjo0Mg==', originalId: 42, email: 'a@b.c', username: 'ana', firstName: 'Ana', lastName: 'B', displayName: 'Ana', fullName: 'Ana B', phoneCode: null, phoneNumber: null,
  segmentation: 'PAYG', isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false, hasMembership: false,
} as unknown as CurrentUser;

const meAnswer = {
  data: {
    me: {
      __typename: 'User', originalId: 42, segmentation: 'PAYG', segmentationKey: null, userDegreeSegmentation: null, occupation: 'dev', birthday: null,
      isStaff: false, isMentor: false, isProfessor: false, isAffiliate: false, hasMembership: false, tastes: [], goals: [], membership: null, organization: null,
    },
  },
};

const events = () => calls.filter((c) => c[0] !== 'init');

describe('AnalyticsRoot (spec §4: page view once per page after the user loads; user id and properties on each load)', () => {
  beforeEach(() => {
    calls.length = 0;
    tracked.length = 0;
    resetVisitLog();
    nav.pathname = '/blog/';
    nav.search = '';
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('waits for the user, then identifies nobody and sends one page view per page', async () => {
    resetCurrentUserStore({ state: { status: 'loading', user: null }, fetcher: () => new Promise(() => {}) });
    const view = render(
      <AnalyticsRoot />,
    );
    // The runtime arrives after hydration (issue 14), then starts at once.
    await waitFor(() => expect(calls[0]).toEqual(['init']));
    expect(events()).toEqual([]);
    act(() => resetCurrentUserStore({ state: { status: 'anonymous', user: null } }));
    await waitFor(() => expect(events()).toEqual([['identify', null, null], ['track', 'page_view', 'blog']]));
    // The channel register of this page load (empty referrer), once.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/v3/channel-register/');
    // Same page again (tracking parameters only): nothing new. Another page: one more view.
    nav.search = 'source_page=home';
    view.rerender(
      <AnalyticsRoot />,
    );
    nav.pathname = '/premium/';
    nav.search = '';
    view.rerender(
      <AnalyticsRoot />,
    );
    await waitFor(() => expect(events().filter((c) => c[0] === 'track')).toEqual([['track', 'page_view', 'blog'], ['track', 'page_view', 'premium']]));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('sends no page view when the user query failed', async () => {
    resetCurrentUserStore({ state: { status: 'error', user: null, error: 'HTTP 500' } });
    nav.pathname = '/error-page/';
    render(
      <AnalyticsRoot />,
    );
    await waitFor(() => expect(calls[0]).toEqual(['init']));
    await new Promise((r) => setTimeout(r, 20));
    expect(events()).toEqual([]);
  });

  it('identifies a signed-in user by originalId with the analytics user view, before the page view', async () => {
    resetCurrentUserStore({ state: { status: 'authenticated', user } });
    nav.pathname = '/home/';
    render(
      <AnalyticsRoot />,
    );
    await waitFor(() => expect(events().some((c) => c[0] === 'track')).toBe(true));
    const [identify, view] = events();
    expect(identify[0]).toBe('identify');
    expect(identify[1]).toBe('42');
    expect(identify[2]).toMatchObject({ originalId: '42', occupation: 'dev', isPremium: false });
    expect(view).toEqual(['track', 'page_view', 'home']);
    // AnalyticsUser went to the current-user path, as `me` does.
    expect(fetchMock.mock.calls.some(([url, init]) => String(url) === '/graphql' && String(init?.body).includes('"operationName":"AnalyticsUser"'))).toBe(true);
  });
});

/** A page with a tracked link; a plain anchor stands for the product's tracked links. */
function page() {
  return (
    // eslint-disable-next-line @next/next/no-html-link-for-pages -- the element, not navigation, is under test
    <a href="/blog/un-articulo/" data-track-click="blog-card" data-track-detail="list">
      <AnalyticsRoot />
      un artículo
    </a>
  );
}

describe('AnalyticsRoot (issue 14: the runtime leaves the first load and loses nothing)', () => {
  beforeEach(() => {
    calls.length = 0;
    tracked.length = 0;
    resetVisitLog();
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('loads the runtime only once the browser is idle, then sends the pages and clicks of before, in order, each where and when it happened', async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    let idle: (() => void) | null = null;
    vi.stubGlobal('requestIdleCallback', (cb: () => void) => {
      idle = cb;
      return 1;
    });
    vi.stubGlobal('cancelIdleCallback', () => {});
    nav.pathname = '/blog/';
    nav.search = '';
    window.history.pushState({}, '', '/blog/');
    const view = render(page());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    // A tracked click and a client navigation while the runtime is not there yet.
    act(() => view.getByText(/un artículo/).dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true })));
    nav.pathname = '/blog/un-articulo/';
    window.history.pushState({}, '', '/blog/un-articulo/');
    view.rerender(page());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(calls).toEqual([]);
    expect(idle).not.toBeNull();

    act(() => idle?.());
    await waitFor(() => expect(tracked.filter((e) => e.eventType === 'page_view')).toHaveLength(2));
    const views = tracked.filter((e) => e.eventType === 'page_view');
    expect(views.map((e) => [e.pageIdentifier, e.location?.pathname])).toEqual([
      ['blog', '/blog/'],
      ['blog-post', '/blog/un-articulo/'],
    ]);
    expect(views[0].time).toBeLessThanOrEqual(views[1].time!);
    const click = tracked.find((e) => e.eventType === 'click');
    expect(click).toMatchObject({ location: { pathname: '/blog/' }, data: { name: 'blog-card', href: '/blog/un-articulo/', source_page: 'blog', source_detail: 'list' } });
    expect(click!.time).toBeGreaterThanOrEqual(views[0].time!);
    expect(click!.time).toBeLessThanOrEqual(views[1].time!);
  });
});
