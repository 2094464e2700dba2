/**
 * The analytics REST endpoints (spec §7, issue 8) against a real database: a valid body is
 * stored once; a bad one gets a clear, translated 400 and stores nothing; an oversized one 413.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { handleCollect } from '@/lib/server/analytics/collect-handler';
import { handleChannelRegister, handlePerformance } from '@/lib/server/analytics/beacon-handlers';
import { handleUserActivity } from '@/lib/server/analytics/user-activity-handler';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents, channelRegistrations, performanceEntries, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { buildUploadBody } from '@/lib/domain/analytics/collect-format';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { collectEvent } from '../support/collect-event';

const req = (path: string, body: string, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

const uuid = (n: number) => `7b5e3a2c-1d4f-4e6a-8b7c-${String(n).padStart(12, '0')}`;

const event = (n: number, extra: Record<string, unknown> = {}) => collectEvent(uuid, n, { attribution: n === 1 ? { utm_source: 'news' } : null, ...extra });

const collect = (events: unknown[], headers: Record<string, string> = {}, key = 'cursalia-web') =>
  handleCollect(req('/api/v3/collect/', JSON.stringify(buildUploadBody(key, events, 1_760_000_100_000)), headers));

async function countOf(table: typeof analyticsEvents | typeof channelRegistrations | typeof performanceEntries): Promise<number> {
  const [row] = await (await getDb()).select({ n: count() }).from(table);
  return Number(row.n);
}

describe('analytics endpoints (spec §7)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);

  describe('POST /api/v3/collect/ (the client batches)', () => {
    it('stores every event of a batch once; a retried batch adds nothing', async () => {
      const batch = [event(1), event(2), event(3, { event_type: 'search_click', item_id: 'logo', item_type: 'course' })];
      const res = await collect(batch);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'ok', events_ingested: 3 });
      const again = await collect([...batch, event(4)]);
      expect(await again.json()).toMatchObject({ events_ingested: 1 });
      const rows = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.distinctId, 'visitor-1')).orderBy(analyticsEvents.sequence);
      expect(rows.map((r) => r.eventType)).toEqual(['page_view', 'page_view', 'search_click', 'page_view']);
      expect(rows[0]).toMatchObject({ channel: 'collector', sessionId: 1_760_000_000_000, sequence: 1, userAgent: 'Mozilla/5.0', attribution: { utm_source: 'news' }, userId: null });
      expect(rows[0].eventTime?.getTime()).toBe(1_760_000_000_001);
      expect(rows[2]).toMatchObject({ itemId: 'logo', itemType: 'course' });
    });

    it('scrubs user properties, page data and attribution before storing them (issue 17 item 3)', async () => {
      const res = await collect([
        event(15, {
          distinct_id: 'visitor-scrub',
          user_properties: { originalId: '7', occupation: 'ana@example.com', access_token: 'abc', organization: { slug: 'acme', link: '/org/acme/?current_token=xyz&tab=1' } },
          page_data: { page_name: 'blog', url: '/blog/?email=ana@example.com' },
          attribution: { utm_source: 'news', referrer: 'https://mail.example/?token=t' },
        }),
      ]);
      expect(res.status).toBe(200);
      const [row] = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.distinctId, 'visitor-scrub'));
      const stored = JSON.stringify([row.userProperties, row.pageData, row.attribution]);
      for (const secret of ['ana@example.com', 'abc', 'xyz', 'access_token', 'current_token', '?token=']) expect(stored).not.toContain(secret);
      expect(row.userProperties).toMatchObject({ originalId: '7', organization: { slug: 'acme', link: '/org/acme/?tab=1' } });
      expect(row.attribution).toMatchObject({ utm_source: 'news' });
    });

    it('stores an event of the same batch twice only once', async () => {
      const res = await collect([event(10), event(10)]);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ events_ingested: 1 });
    });

    it('attributes events to the signed-in user from the session cookie, not from the body', async () => {
      const db = await getDb();
      const [user] = await db
        .insert(users)
        .values({ email: 'analytics@test.dev', username: 'analytics_user', passwordHash: 'x', firstName: 'A', lastName: 'B' } as typeof users.$inferInsert)
        .returning({ id: users.id });
      const cookie = `${SESSION_COOKIE}=${await signSessionToken(user.id)}`;
      await collect([event(20, { user_id: '999999' })], { cookie });
      const [row] = await db.select().from(analyticsEvents).where(eq(analyticsEvents.eventUuid, uuid(20)));
      expect(row.userId).toBe(user.id);
    });

    it('answers bad batches with a clear 400 and stores nothing', async () => {
      const before = await countOf(analyticsEvents);
      const good = buildUploadBody('cursalia-web', [event(30)], 1);
      const cases: Array<[string, string, RegExp]> = [
        ['not JSON', '{', /JSON/],
        ['not an upload', '[]', /body/],
        ['wrong key', JSON.stringify(buildUploadBody('someone-else', [event(31)], 1)), /clave/],
        ['tampered events', JSON.stringify({ ...good, e: JSON.stringify([event(32)]) }), /suma de verificación/],
        ['bad event name', JSON.stringify(buildUploadBody('cursalia-web', [event(33, { event_type: '<script>' })], 1)), /e\.0\.event_type/],
        ['one bad event among good ones', JSON.stringify(buildUploadBody('cursalia-web', [event(34), event(35, { event_uuid: 'nope' })], 1)), /e\.1\.event_uuid/],
        ['too many properties', JSON.stringify(buildUploadBody('cursalia-web', [event(36, { page_data: Object.fromEntries(Array.from({ length: 1001 }, (_, i) => [`k${i}`, 1])) })], 1)), /page_data/],
        ['too long a string', JSON.stringify(buildUploadBody('cursalia-web', [event(37, { page_data: { s: 'x'.repeat(4097) } })], 1)), /page_data/],
        ['empty batch', JSON.stringify(buildUploadBody('cursalia-web', [], 1)), /e/],
        ['more than 100 events', JSON.stringify(buildUploadBody('cursalia-web', Array.from({ length: 101 }, (_, i) => event(100 + i)), 1)), /e/],
      ];
      for (const [name, body, message] of cases) {
        const res = await handleCollect(req('/api/v3/collect/', body));
        expect(res.status, name).toBe(400);
        const json = await res.json();
        expect(json.success, name).toBe(false);
        expect(json.message, name).toMatch(message);
      }
      expect(await countOf(analyticsEvents)).toBe(before);
    });

    it('answers an oversized batch with 413 (the client halves its batch) in the visitor language', async () => {
      const before = await countOf(analyticsEvents);
      const big = Array.from({ length: 100 }, (_, i) => event(500 + i, { page_data: { s: 'y'.repeat(4000), t: 'z'.repeat(4000) } }));
      const res = await collect(big, { 'accept-language': 'en' });
      expect(res.status).toBe(413);
      expect((await res.json()).message).toBe('The request is too large.');
      expect(await countOf(analyticsEvents)).toBe(before);
    });
  });

  describe('POST /api/v3/user-activity/ (one event per call)', () => {
    it('stores the event with its session; a retry is stored once', async () => {
      const body = JSON.stringify([{ ...event(700, { event_type: 'checkout' }), user_properties: undefined }]);
      const res = await handleUserActivity(req('/api/v3/user-activity/', body));
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ success: true, message: 'ok' });
      await handleUserActivity(req('/api/v3/user-activity/', body));
      const rows = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.eventUuid, uuid(700)));
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ channel: 'activity', eventType: 'checkout', sessionId: 1_760_000_000_000, sequence: 700 });
    });
  });

  describe('POST /api/v3/channel-register/', () => {
    const body = {
      query_params: { source_page: 'newsletter', source_detail: 'may', utm_source: 'x' },
      url: 'https://cursalia.test/blog/?source_page=newsletter&source_detail=may',
      user_id: null,
      distinct_id: 'visitor-1',
      referrer: '',
      iso: 'PE',
    };
    it('stores the visit with its traffic source', async () => {
      const res = await handleChannelRegister(req('/api/v3/channel-register/', JSON.stringify(body)));
      expect(res.status).toBe(200);
      const rows = await (await getDb()).select().from(channelRegistrations);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ distinctId: 'visitor-1', source: 'newsletter', sourceDetail: 'may', iso: 'pe', referrer: '' });
    });
    it("labels a visit without source 'Directo' or by its referring site", async () => {
      await handleChannelRegister(req('/api/v3/channel-register/', JSON.stringify({ ...body, query_params: {}, distinct_id: 'visitor-2' })));
      await handleChannelRegister(req('/api/v3/channel-register/', JSON.stringify({ ...body, query_params: {}, referrer: 'https://www.google.com/', distinct_id: 'visitor-3' })));
      const rows = await (await getDb()).select().from(channelRegistrations);
      expect(rows.map((r) => r.source).sort()).toEqual(['Directo', 'newsletter', 'www.google.com']);
    });
    it('refuses bad bodies with a clear 400 and stores nothing', async () => {
      const before = await countOf(channelRegistrations);
      for (const [bad, field] of [
        [{ ...body, url: 'javascript:alert(1)' }, 'url'],
        [{ ...body, referrer: 'ftp://x' }, 'referrer'],
        [{ ...body, iso: 'Peru' }, 'iso'],
        [{ ...body, query_params: 'a=1' }, 'query_params'],
        [{ url: body.url }, 'query_params'],
      ] as const) {
        const res = await handleChannelRegister(req('/api/v3/channel-register/', JSON.stringify(bad)));
        expect(res.status).toBe(400);
        expect((await res.json()).message).toContain(`«${field}»`);
      }
      const big = await handleChannelRegister(req('/api/v3/channel-register/', JSON.stringify({ ...body, query_params: { a: 'x'.repeat(20_000) } })));
      expect(big.status).toBe(413);
      expect(await countOf(channelRegistrations)).toBe(before);
    });
  });

  describe('POST /api/v3/performance/', () => {
    const entry = (event_name: string, value: number) => ({ event_name, value, page: 'home', current_url: 'https://cursalia.test/' });
    it('stores the web-vitals entries of a page load', async () => {
      const res = await handlePerformance(req('/api/v3/performance/', JSON.stringify([entry('LCP', 1200), entry('CLS', 0.05), entry('INP', 80), entry('FCP', 600), entry('TTFB', 90)]), { cookie: 'session_distinct_id=visitor-1' }));
      expect(res.status).toBe(200);
      const rows = await (await getDb()).select().from(performanceEntries);
      expect(rows.map((r) => r.metric).sort()).toEqual(['CLS', 'FCP', 'INP', 'LCP', 'TTFB']);
      expect(rows.every((r) => r.distinctId === 'visitor-1' && r.page === 'home')).toBe(true);
    });
    it('refuses unknown metrics, impossible values and empty bodies with 400, storing nothing', async () => {
      const before = await countOf(performanceEntries);
      for (const bad of [[entry('FID', 10)], [entry('LCP', -5)], [entry('CLS', 500)], [], [{ ...entry('LCP', 1), page: '' }], { event_name: 'LCP' }]) {
        const res = await handlePerformance(req('/api/v3/performance/', JSON.stringify(bad)));
        expect(res.status, JSON.stringify(bad)).toBe(400);
        expect((await res.json()).success).toBe(false);
      }
      expect((await handlePerformance(req('/api/v3/performance/', 'x'.repeat(20_000)))).status).toBe(413);
      expect(await countOf(performanceEntries)).toBe(before);
    });
  });
});
