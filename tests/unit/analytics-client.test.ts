import { describe, expect, it, vi } from 'vitest';
import { AnalyticsClient, type AnalyticsEnv } from '@/lib/client/analytics/client';
import { QUEUE_STORAGE_KEY, SESSION_STORAGE_KEY } from '@/lib/domain/analytics/constants';
import { parseStoredQueue, type QueueStorage } from '@/lib/client/analytics/upload-queue';

function memoryStorage(): QueueStorage & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

function env(overrides: Partial<AnalyticsEnv> = {}, storage: QueueStorage | null = memoryStorage()) {
  let now = 1_760_000_000_000;
  let n = 0;
  const bodies: Array<{ events: Array<Record<string, unknown>> }> = [];
  const timers: Array<() => void> = [];
  const fetch = vi.fn(async (_url: string, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body));
    bodies.push({ events: JSON.parse(body.e) });
    return new Response('{}', { status: 200 });
  });
  const e: AnalyticsEnv = {
    key: 'cursalia-web',
    storage: () => storage,
    fetch: fetch as unknown as typeof globalThis.fetch,
    now: () => now,
    uuid: () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`,
    cookie: () => 'session_distinct_id=dev-1',
    location: () => ({ pathname: '/blog/a/', href: 'https://c.test/blog/a/?utm_source=news', origin: 'https://c.test' }),
    referrer: () => 'https://www.google.com/',
    userAgent: () => 'Mozilla/5.0',
    debug: () => false,
    setTimer: (fn) => timers.push(fn),
    clearTimer: () => {},
    ...overrides,
  };
  return {
    env: e,
    fetch,
    bodies,
    storage,
    tick: (ms: number) => (now += ms),
    runTimers: async () => {
      while (timers.length) timers.shift()!();
      await settle();
    },
  };
}

describe('analytics client (spec §4 start-up, session, user)', () => {
  it('queues events tracked before init and sends them once ready', async () => {
    const t = env();
    const client = new AnalyticsClient(() => t.env);
    const uuid = client.track({ eventType: 'page_view' });
    expect(uuid).toMatch(/^0{8}-/);
    expect(client.state).toBe('pending');
    expect(client.queued).toBe(0);
    client.init();
    expect(client.state).toBe('ready');
    expect(client.queued).toBe(1);
    await client.flush();
    expect(t.bodies).toHaveLength(1);
    expect(t.bodies[0].events[0]).toMatchObject({
      event_uuid: uuid,
      event_type: 'page_view',
      distinct_id: 'dev-1',
      path: '/blog/a/',
      page_identifier: 'blog-post',
      sequence: 1,
      attribution: { utm_source: 'news', referrer: 'https://www.google.com/', referring_domain: 'www.google.com' },
      user_agent: 'Mozilla/5.0',
    });
  });

  it('runs events directly over a memory queue when initialisation fails', async () => {
    const broken: QueueStorage = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
      removeItem: () => {},
    };
    const t = env({}, broken);
    const client = new AnalyticsClient(() => t.env);
    client.track({ eventType: 'click' });
    client.init();
    expect(client.state).toBe('failed');
    expect(client.queued).toBe(1);
    client.track({ eventType: 'click' });
    expect(client.queued).toBe(2);
    await client.flush();
    expect(t.bodies[0].events).toHaveLength(2);
  });

  it('drops events when the analytics key is unset (spec §8)', async () => {
    const t = env({ key: '' });
    const client = new AnalyticsClient(() => t.env);
    client.init();
    client.track({ eventType: 'page_view' });
    await client.flush();
    expect(t.fetch).not.toHaveBeenCalled();
  });

  it('refuses a bad event name (spec §5)', () => {
    const t = env();
    const client = new AnalyticsClient(() => t.env);
    client.init();
    client.track({ eventType: '<b>bad</b>' });
    expect(client.queued).toBe(0);
  });

  it('sets user id and properties on each user load; a user change starts a new session', async () => {
    const t = env();
    const client = new AnalyticsClient(() => t.env);
    client.init();
    client.identify('42', { originalId: '42', isPremium: true });
    client.track({ eventType: 'page_view' });
    t.tick(1000);
    client.identify('43', { originalId: '43' });
    client.track({ eventType: 'page_view' });
    t.tick(1000);
    client.identify(null);
    client.track({ eventType: 'page_view' });
    await client.flush();
    const [a, b, c] = t.bodies[0].events;
    expect(a).toMatchObject({ user_id: '42', user_properties: { originalId: '42', isPremium: true } });
    expect(b).toMatchObject({ user_id: '43' });
    expect(c).toMatchObject({ user_id: null, user_properties: null });
    expect(new Set([a.session_id, b.session_id, c.session_id]).size).toBe(3);
    expect(b.attribution).not.toBeNull(); // a new session records its attribution
  });

  it('keeps the session and the queue across a reload (same storage), and starts a new session after 30 minutes', async () => {
    const t = env();
    const first = new AnalyticsClient(() => t.env);
    first.init();
    first.track({ eventType: 'page_view' });
    t.tick(10 * 60 * 1000);
    const reloaded = new AnalyticsClient(() => t.env);
    reloaded.init();
    reloaded.track({ eventType: 'page_view' });
    const stored = parseStoredQueue(t.storage!.getItem(QUEUE_STORAGE_KEY));
    expect(stored).toHaveLength(2);
    expect(stored[0].session_id).toBe(stored[1].session_id);
    expect(stored[1].attribution).toBeNull();
    expect(stored.map((e) => e.sequence)).toEqual([1, 2]);
    t.tick(31 * 60 * 1000);
    reloaded.track({ eventType: 'page_view' });
    await reloaded.flush(); // the first page is gone: only the reloaded one uploads
    const sent = t.bodies.flatMap((b) => b.events);
    expect(sent).toHaveLength(3);
    expect(sent[2].session_id).not.toBe(sent[1].session_id);
    expect(JSON.parse(t.storage!.getItem(SESSION_STORAGE_KEY)!)).toMatchObject({ sequence: 3 });
  });

  it('gives the direct user-activity call the same session', () => {
    const t = env();
    const client = new AnalyticsClient(() => t.env);
    client.init();
    client.track({ eventType: 'page_view' });
    const ctx = client.activityContext();
    const stored = parseStoredQueue(t.storage!.getItem(QUEUE_STORAGE_KEY));
    expect(ctx.session_id).toBe(stored[0].session_id);
    expect(ctx.sequence).toBe(2);
  });

  it('dates an event when it happened: a page view sent after the user loaded keeps the time the page was shown', async () => {
    const t = env();
    const client = new AnalyticsClient(() => t.env);
    client.init();
    const shownAt = t.env.now() - 1500;
    client.track({ eventType: 'search_click' });
    client.track({ eventType: 'page_view', time: shownAt });
    client.track({ eventType: 'click', time: t.env.now() + 60_000 }); // never in the future
    await client.flush();
    const [click, view, future] = t.bodies[0].events;
    expect(view.event_time).toBe(shownAt);
    expect(view.event_time as number).toBeLessThan(click.event_time as number);
    expect(future.event_time).toBe(t.env.now());
  });
});
