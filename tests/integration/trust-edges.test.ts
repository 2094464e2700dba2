/**
 * Issue 17 items 3, 5, 9 and 10 through the real route handlers and a real database:
 * - every GraphQL endpoint answers CORS only to the site's origin(s), never to a foreign one;
 * - the collectors refuse cross-site posts, oversized bodies (413, streamed: never read whole)
 *   and slow bodies (408), storing nothing;
 * - what the collectors store carries no token, password or e-mail address of a page URL.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { count, eq } from 'drizzle-orm';
import { graphqlRoute } from '@/graphql/yoga';
import { endpointPath, type EndpointName } from '@/graphql/endpoint-modules';
import { CLIENT_NAMES } from '@/graphql/endpoints';
import { handleCollect } from '@/lib/server/analytics/collect-handler';
import { handleChannelRegister, handlePerformance } from '@/lib/server/analytics/beacon-handlers';
import { handleUserActivity } from '@/lib/server/analytics/user-activity-handler';
import { handleAffiliateClick } from '@/lib/server/http/affiliate-click-handler';
import { MAX_GRAPHQL_BODY_BYTES } from '@/graphql/hardening';
import { getDb } from '@/lib/server/db/client';
import { affiliateClicks, analyticsEvents, channelRegistrations, performanceEntries } from '@/lib/server/db/schema';
import { buildUploadBody } from '@/lib/domain/analytics/collect-format';
import { COLLECT_MAX_BODY_BYTES } from '@/lib/domain/analytics/constants';
import { REDACTED } from '@/lib/domain/analytics/scrub-url';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { collectEvent } from '../support/collect-event';

const SITE = 'https://cursalia.test';
const FOREIGN = 'https://evil.example';
const ALL_ENDPOINTS: EndpointName[] = [...CLIENT_NAMES, 'currentUser'];

const uuid = (n: number) => `3c1f6a2e-5b4d-4e7a-9c8b-${String(n).padStart(12, '0')}`;
const event = (n: number, extra: Record<string, unknown> = {}) => collectEvent(uuid, n, { distinct_id: 'trust-visitor', ...extra });

type Collector = { name: string; path: string; handle: (request: Request) => Promise<Response>; body: () => string; limit: number };

const collectors: Collector[] = [
  { name: 'collect', path: '/api/v3/collect/', handle: handleCollect, body: () => JSON.stringify(buildUploadBody('cursalia-web', [event(900)], 1_760_000_100_000)), limit: COLLECT_MAX_BODY_BYTES },
  { name: 'user-activity', path: '/api/v3/user-activity/', handle: handleUserActivity, body: () => JSON.stringify([event(901)]), limit: 64 * 1024 },
  { name: 'performance', path: '/api/v3/performance/', handle: handlePerformance, body: () => JSON.stringify([{ event_name: 'LCP', value: 1, page: 'home', current_url: `${SITE}/` }]), limit: 16 * 1024 },
  {
    name: 'channel-register',
    path: '/api/v3/channel-register/',
    handle: handleChannelRegister,
    body: () => JSON.stringify({ query_params: {}, url: `${SITE}/`, user_id: null, distinct_id: 'trust-visitor', referrer: '', iso: null }),
    limit: 16 * 1024,
  },
  { name: 'affiliate-click', path: '/api/v3/affiliate-click/', handle: handleAffiliateClick, body: () => JSON.stringify({ ref: 'nobody', path: '/' }), limit: 2048 },
];

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body, duplex: 'half' } as RequestInit);

async function storedRows(): Promise<number[]> {
  const db = await getDb();
  const counts = [];
  for (const table of [analyticsEvents, channelRegistrations, performanceEntries, affiliateClicks]) {
    const [row] = await db.select({ n: count() }).from(table);
    counts.push(Number(row.n));
  }
  return counts;
}

/** A body of `total` bytes produced on demand; `pulled()` tells how much the handler asked for. */
function lazyBody(total: number, chunk = 16 * 1024): { stream: ReadableStream<Uint8Array>; pulled: () => number } {
  let sent = 0;
  const bytes = new Uint8Array(chunk).fill(0x20);
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (sent >= total) return controller.close();
      sent += chunk;
      controller.enqueue(bytes);
    },
  });
  return { stream, pulled: () => sent };
}

/** A body that starts and never ends (a client trickling its request). */
function endlessBody(): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(new TextEncoder().encode('['));
    },
    pull() {
      return new Promise(() => undefined);
    },
  });
}

describe('trust at the edges (issue 17)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);
  beforeEach(() => {
    vi.stubEnv('NEXT_PUBLIC_SITE_URL', `${SITE}/`);
    vi.stubEnv('CORS_ALLOWED_ORIGINS', 'https://www.cursalia.test');
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  describe('CORS on every GraphQL endpoint (item 5)', () => {
    const call = (endpoint: EndpointName, method: 'POST' | 'OPTIONS', origin: string) =>
      graphqlRoute(endpoint)(
        new Request(`http://localhost${endpointPath(endpoint)}`, {
          method,
          headers:
            method === 'POST'
              ? { 'content-type': 'application/json', origin, cookie: 'session=x' }
              : { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-csrftoken' },
          body: method === 'POST' ? JSON.stringify({ query: '{ __typename }' }) : undefined,
        }),
      );

    it('covers the twelve endpoints of spec §7 and /graphql', () => {
      expect(ALL_ENDPOINTS).toHaveLength(13);
    });

    it.each(ALL_ENDPOINTS)('%s: a foreign origin gets no access-control-allow-origin, on the answer or the preflight', async (endpoint) => {
      for (const origin of [FOREIGN, 'null', `${SITE}.evil.example`, 'http://cursalia.test']) {
        const answer = await call(endpoint, 'POST', origin);
        expect(answer.status).toBe(200);
        expect(answer.headers.get('access-control-allow-origin')).toBeNull();
        expect(answer.headers.get('access-control-allow-credentials')).toBeNull();
        const preflight = await call(endpoint, 'OPTIONS', origin);
        expect(preflight.status).toBeLessThan(500);
        expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
      }
    });

    it.each(ALL_ENDPOINTS)("%s: the site's origins may read answers with credentials", async (endpoint) => {
      for (const origin of [SITE, 'https://www.cursalia.test']) {
        const answer = await call(endpoint, 'POST', origin);
        expect(answer.headers.get('access-control-allow-origin')).toBe(origin);
        expect(answer.headers.get('access-control-allow-credentials')).toBe('true');
        expect(answer.headers.get('vary')).toMatch(/origin/i);
        const preflight = await call(endpoint, 'OPTIONS', origin);
        expect(preflight.headers.get('access-control-allow-origin')).toBe(origin);
        expect(preflight.headers.get('access-control-allow-headers')).toMatch(/x-csrftoken/);
      }
    });
  });

  describe('the collectors (items 9 and 10)', () => {
    it.each(collectors)("$name: refuses a cross-site post with 403 before reading it, storing nothing; the site's own passes", async (collector) => {
      const before = await storedRows();
      const crossSite: Record<string, string>[] = [{ origin: FOREIGN }, { origin: 'null' }, { 'sec-fetch-site': 'cross-site' }, { origin: FOREIGN, 'sec-fetch-site': 'cross-site' }];
      for (const headers of crossSite) {
        const { stream, pulled } = lazyBody(1024);
        const res = await collector.handle(post(collector.path, stream, headers));
        expect(res.status).toBe(403);
        expect(await res.json()).toEqual({ success: false, code: 'FORBIDDEN', message: 'Esta solicitud debe venir del propio sitio.' });
        expect(pulled()).toBeLessThanOrEqual(16 * 1024);
      }
      expect(await storedRows()).toEqual(before);
      const ownSite: Record<string, string>[] = [{ origin: SITE }, { origin: 'http://localhost' }, { origin: 'https://www.cursalia.test', 'sec-fetch-site': 'cross-site' }, {}];
      for (const headers of ownSite) {
        const res = await collector.handle(post(collector.path, collector.body(), headers));
        expect(res.status).toBeLessThan(300);
      }
    });

    it.each(collectors)('$name: answers 413 to a 100 MB body, declared or streamed, without reading it whole, storing nothing', async (collector) => {
      const before = await storedRows();
      const declared = lazyBody(100 * 1024 * 1024);
      const byLength = await collector.handle(post(collector.path, declared.stream, { origin: SITE, 'content-length': String(100 * 1024 * 1024) }));
      expect(byLength.status).toBe(413);
      expect(declared.pulled()).toBeLessThanOrEqual(16 * 1024);
      const streamed = lazyBody(100 * 1024 * 1024);
      const res = await collector.handle(post(collector.path, streamed.stream, { origin: SITE }));
      expect(res.status).toBe(413);
      expect(await res.json()).toEqual({ success: false, code: 'PAYLOAD_TOO_LARGE', message: 'La solicitud es demasiado grande.' });
      // At most the limit plus the chunk that crossed it (and one the stream may have queued ahead).
      expect(streamed.pulled()).toBeLessThanOrEqual(collector.limit + 2 * 16 * 1024);
      expect(await storedRows()).toEqual(before);
    });

    it.each(collectors)('$name: answers 408 to a body that never finishes, storing nothing', async (collector) => {
      vi.stubEnv('BODY_READ_TIMEOUT_MS', '50');
      const before = await storedRows();
      const res = await collector.handle(post(collector.path, endlessBody(), { origin: SITE, 'accept-language': 'en' }));
      expect(res.status).toBe(408);
      expect(await res.json()).toEqual({ success: false, code: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive. Please try again.' });
      expect(await storedRows()).toEqual(before);
    });

    it('GraphQL: 413 to a streamed 100 MB body without reading it whole, 408 to one that never finishes', async () => {
      const url = endpointPath('default');
      const big = lazyBody(100 * 1024 * 1024);
      const tooLarge = await graphqlRoute('default')(post(url, big.stream));
      expect(tooLarge.status).toBe(413);
      expect(big.pulled()).toBeLessThanOrEqual(MAX_GRAPHQL_BODY_BYTES + 2 * 16 * 1024);
      vi.stubEnv('BODY_READ_TIMEOUT_MS', '50');
      const slow = await graphqlRoute('default')(post(url, endlessBody()));
      expect(slow.status).toBe(408);
      expect((await slow.json()).errors[0]).toMatchObject({ message: 'La solicitud tardó demasiado en llegar. Inténtalo de nuevo.', extensions: { code: 'REQUEST_TIMEOUT' } });
    });
  });

  describe('stored addresses carry no secret (item 3)', () => {
    const email = 'ana.perez@example.com';
    const invitation = 'AbCdEfGhIjKlMnOpQrStUvWxYz012345';

    it('scrubs the events of a batch and of the activity call at ingestion, whatever the client sent', async () => {
      const raw = (n: number) =>
        event(n, {
          distinct_id: 'scrub-visitor',
          path: `/org/invitacion/${invitation}/`,
          origin_path: `https://mail.example/?email=${email}&token=t`,
          page_identifier: email,
          page_data: { url: `${SITE}/cursos-online/?current_token=eyJ.secret&q=${email}&page=2`, password: 'hunter2', title: 'Cursos' },
          attribution: { utm_source: 'news', referrer: `https://other.example/u/${email}/?access_token=x` },
        });
      expect((await handleCollect(post('/api/v3/collect/', JSON.stringify(buildUploadBody('cursalia-web', [raw(950)], 1_760_000_100_000)), { origin: SITE }))).status).toBe(200);
      expect((await handleUserActivity(post('/api/v3/user-activity/', JSON.stringify([raw(951)]), { origin: SITE }))).status).toBe(200);
      const rows = await (await getDb()).select().from(analyticsEvents).where(eq(analyticsEvents.distinctId, 'scrub-visitor'));
      expect(rows).toHaveLength(2);
      for (const row of rows) {
        expect(row.path).toBe(`/org/invitacion/${REDACTED}/`);
        expect(row.originPath).toBe('https://mail.example/');
        expect(row.pageIdentifier).toBe(REDACTED);
        expect(row.pageData).toEqual({ url: `${SITE}/cursos-online/?q=${REDACTED}&page=2`, title: 'Cursos' });
        const stored = JSON.stringify(row);
        for (const secret of [email, invitation, 'eyJ.secret', 'hunter2', 'access_token', 'current_token']) expect(stored).not.toContain(secret);
      }
      expect(rows.find((r) => r.channel === 'collector')?.attribution).toEqual({ utm_source: 'news', referrer: `https://other.example/u/${REDACTED}/` });
    });

    it('scrubs channel registrations and web-vitals entries', async () => {
      const url = `${SITE}/entrar/?current_token=eyJ.secret&next=/perfil/${encodeURIComponent(email)}&utm_source=x`;
      const res = await handleChannelRegister(
        post('/api/v3/channel-register/', JSON.stringify({ query_params: { current_token: 'eyJ.secret', utm_source: 'x', q: email }, url, user_id: null, distinct_id: 'scrub-visitor', referrer: `https://a.example/?password=p`, iso: null }), { origin: SITE }),
      );
      expect(res.status).toBe(200);
      const [registration] = await (await getDb()).select().from(channelRegistrations).where(eq(channelRegistrations.distinctId, 'scrub-visitor'));
      expect(registration).toMatchObject({ url: `${SITE}/entrar/?next=${encodeURIComponent(`/perfil/${REDACTED}`)}&utm_source=x`, referrer: 'https://a.example/', queryParams: { utm_source: 'x', q: REDACTED } });
      expect((await handlePerformance(post('/api/v3/performance/', JSON.stringify([{ event_name: 'LCP', value: 1, page: 'home', current_url: `${SITE}/?token=abc` }]), { cookie: 'session_distinct_id=scrub-visitor' }))).status).toBe(200);
      const [entry] = await (await getDb()).select().from(performanceEntries).where(eq(performanceEntries.distinctId, 'scrub-visitor'));
      expect(entry.currentUrl).toBe(`${SITE}/`);
    });
  });
});
