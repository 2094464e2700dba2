import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsGzip, createFrontPageCache, FRONT_CACHE_HEADER, FrontPageCache, frontCacheKey, invalidateFrontPageCache, keptResponse, refreshCookie } from '@/lib/server/cache/front-page-cache.mjs';
import { COUNTRY_COOKIE, CSRF_COOKIE, GEO_COUNTRY_HEADERS, LOCALE_COOKIE, SESSION_COOKIE } from '@/lib/domain/http/proxy-inputs.mjs';
import { routing } from '@/lib/domain/i18n/routing';

// Issue 14 item 1 (cached public pages) and its throughput target; docs/caching.md "The front page cache".

const TOKEN = 'abcdefghijklmnopqrstuvwxyz0123456789';
const get = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'localhost:3000', ...headers } });

describe('frontCacheKey: which requests a copy may answer', () => {
  it('takes GET and HEAD of page paths, in every language, with and without a query', () => {
    for (const url of ['/', '/cursos-online/', '/pt/agenda-cursos/', '/cursos-online/?all=true', '/curso/x/?source_page=home']) {
      expect(frontCacheKey(get(url)), url).not.toBeNull();
      expect(frontCacheKey({ ...get(url), method: 'HEAD' }), url).toEqual(frontCacheKey(get(url)));
    }
  });

  it('leaves to Next what the proxy does not handle as a page, or would redirect', () => {
    for (const url of ['/api/v2/graph/', '/graphql', '/_next/static/chunks/a.js', '/media/x/', '/favicon.svg', '/robots.txt', '/cursos-online', '/%ff/', '/a//b/', '/apiarios/', '/curso/x/?_rsc=1']) {
      expect(frontCacheKey(get(url)), url).toBeNull();
    }
    for (const method of ['POST', 'PUT', 'DELETE', 'OPTIONS']) expect(frontCacheKey({ ...get('/'), method })).toBeNull();
  });

  it('leaves to Next client navigations, prefetches, server actions and ranges', () => {
    for (const header of ['rsc', 'next-router-prefetch', 'next-router-state-tree', 'next-action', 'next-url', 'x-middleware-subrequest', 'x-nextjs-data', 'range']) {
      expect(frontCacheKey(get('/', { [header]: '1' })), header).toBeNull();
    }
  });

  it('leaves signed-in visitors to Next, and cookies it cannot read as the proxy does', () => {
    expect(frontCacheKey(get('/', { cookie: `${SESSION_COOKIE}=x.y.z` }))).toBeNull();
    expect(frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}; ${CSRF_COOKIE}=${TOKEN}` }))).toBeNull();
    expect(frontCacheKey(get('/', { cookie: `${LOCALE_COOKIE}=%65s` }))).toBeNull();
  });

  it('keys every input the proxy and next-intl decide by, and nothing else', () => {
    const base = frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}` }))!.key;
    // Other cookies (analytics, cart, consent) and other headers do not split the copies.
    expect(frontCacheKey(get('/', { cookie: `session_distinct_id=1; ${CSRF_COOKIE}=${TOKEN}; cookie_consent=1`, 'user-agent': 'x' }))!.key).toBe(base);
    // Another CSRF token is the same copy: only whether there is one matters.
    expect(frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=${TOKEN.toUpperCase()}` }))!.key).toBe(base);
    const different = [
      get('/?all=true', { cookie: `${CSRF_COOKIE}=${TOKEN}` }),
      get('/', {}),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}`, host: 'cursalia.example' }),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}`, 'accept-language': 'pt-BR' }),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}; ${LOCALE_COOKIE}=pt` }),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}; ${COUNTRY_COOKIE}=pe` }),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}`, 'x-forwarded-host': 'cursalia.example' }),
      get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}`, 'x-forwarded-proto': 'https' }),
    ];
    const keys = different.map((req) => frontCacheKey(req)!.key);
    expect(new Set([base, ...keys]).size).toBe(different.length + 1);
    // An empty country cookie is none to the proxy, which then sets one from a geolocation header.
    expect(frontCacheKey(get('/', { cookie: `${COUNTRY_COOKIE}=`, 'cf-ipcountry': 'BR' }))).toEqual(frontCacheKey(get('/', { 'cf-ipcountry': 'BR' })));
    // A malformed token is none: the proxy replaces it.
    expect(frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=short` }))).toEqual(frontCacheKey(get('/')));
    expect(frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=short` }))!.csrf).toBe(false);
    expect(frontCacheKey(get('/', { cookie: `${CSRF_COOKIE}=${TOKEN}` }))!.csrf).toBe(true);
  });

  it('keys the geolocation headers the proxy sets the country cookie from, when there is no country cookie', () => {
    for (const name of GEO_COUNTRY_HEADERS) {
      expect(frontCacheKey(get('/', { [name]: 'BR' }))!.key, name).not.toBe(frontCacheKey(get('/', { [name]: 'PE' }))!.key);
      expect(frontCacheKey(get('/', { [name]: 'BR', cookie: `${COUNTRY_COOKIE}=pe` }))!.key, name).toBe(frontCacheKey(get('/', { cookie: `${COUNTRY_COOKIE}=pe` }))!.key);
    }
    // COUNTRY_HEADER names one more.
    expect(frontCacheKey(get('/', { 'cloudfront-viewer-country': 'MX' }))!.key).toBe(frontCacheKey(get('/'))!.key);
    const options = { countryHeader: 'CloudFront-Viewer-Country' };
    expect(frontCacheKey(get('/', { 'cloudfront-viewer-country': 'PE' }), options)!.key).not.toBe(frontCacheKey(get('/', { 'cloudfront-viewer-country': 'MX' }), options)!.key);
  });

  it('knows every cookie proxy.ts reads', () => {
    const proxy = readFileSync(path.resolve(__dirname, '../../proxy.ts'), 'utf8');
    const read = [...proxy.matchAll(/req\.cookies\.get\((\w+)\)/g)].map((m) => m[1]);
    expect(read.length).toBeGreaterThan(0);
    for (const name of read) expect(['SESSION_COOKIE', 'CSRF_COOKIE', 'COUNTRY_COOKIE'], name).toContain(name);
    // next-intl's locale cookie is named in its routing config.
    expect(routing.localeCookie).toMatchObject({ name: LOCALE_COOKIE });
  });
});

describe('acceptsGzip', () => {
  it('reads Accept-Encoding with its weights', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.5')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0')).toBe(false);
    expect(acceptsGzip('br, identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });
});

describe('keptResponse: which of Next’s responses a copy is made of', () => {
  const hit = { 'x-nextjs-cache': 'HIT', 'cache-control': 's-maxage=300, stale-while-revalidate=31535700', 'content-type': 'text/html; charset=utf-8', 'content-security-policy': "script-src 'self' 'sha256-x'", date: 'now', 'content-length': '10' };
  const csrfCookie = `${CSRF_COOKIE}=${TOKEN}; Path=/; Max-Age=86400; SameSite=lax`;

  it('keeps a page served from Next’s page cache, without its per-response headers', () => {
    const kept = keptResponse({ status: 200, headers: hit, csrf: true });
    expect(kept).toEqual({ headers: { 'x-nextjs-cache': 'HIT', 'cache-control': hit['cache-control'], 'content-type': hit['content-type'], 'content-security-policy': hit['content-security-policy'], vary: 'Accept-Encoding' }, cookies: [], encoding: 'identity' });
    expect(keptResponse({ status: 200, headers: { ...hit, 'content-encoding': 'gzip', vary: 'rsc, Accept-Encoding' }, csrf: true })).toMatchObject({ encoding: 'gzip', headers: { vary: 'rsc, Accept-Encoding' } });
  });

  it('keeps nothing Next rendered for this view, rendered per request, or did not serve whole', () => {
    expect(keptResponse({ status: 200, headers: { ...hit, 'x-nextjs-cache': 'MISS' }, csrf: true })).toBeNull();
    expect(keptResponse({ status: 200, headers: { ...hit, 'x-nextjs-cache': 'STALE' }, csrf: true })).toBeNull();
    expect(keptResponse({ status: 200, headers: { ...hit, 'x-nextjs-cache': undefined }, csrf: true })).toBeNull();
    expect(keptResponse({ status: 200, headers: { ...hit, 'cache-control': 'private, no-cache, no-store, max-age=0, must-revalidate' }, csrf: true })).toBeNull();
    expect(keptResponse({ status: 404, headers: hit, csrf: true })).toBeNull();
    expect(keptResponse({ status: 307, headers: hit, csrf: true })).toBeNull();
    expect(keptResponse({ status: 200, headers: { ...hit, 'content-encoding': 'br' }, csrf: true })).toBeNull();
  });

  it('keeps the cookies a key always gets; the CSRF token only where the proxy sets one', () => {
    const locale = `${LOCALE_COOKIE}=es; Path=/; Max-Age=31536000; SameSite=lax`;
    expect(keptResponse({ status: 200, headers: { ...hit, 'set-cookie': [locale, csrfCookie] }, csrf: false })?.cookies).toEqual([locale, csrfCookie]);
    expect(keptResponse({ status: 200, headers: { ...hit, 'set-cookie': [locale] }, csrf: true })?.cookies).toEqual([locale]);
    expect(keptResponse({ status: 200, headers: { ...hit, 'set-cookie': [locale] }, csrf: false })).toBeNull();
    expect(keptResponse({ status: 200, headers: { ...hit, 'set-cookie': [csrfCookie] }, csrf: true })).toBeNull();
  });

  it('sends each view a fresh CSRF token and an Expires counted from now', () => {
    const template = `${CSRF_COOKIE}=${TOKEN}; Path=/; Expires=Thu, 01 Jan 2026 00:00:00 GMT; Max-Age=86400; SameSite=lax`;
    const now = Date.UTC(2026, 10, 27, 12, 0, 0);
    const first = refreshCookie(template, now);
    const second = refreshCookie(template, now);
    expect(first).toMatch(new RegExp(`^${CSRF_COOKIE}=[A-Za-z0-9_-]{43}; Path=/; Expires=Sat, 28 Nov 2026 12:00:00 GMT; Max-Age=86400; SameSite=lax$`));
    expect(first.split(';')[0]).not.toBe(second.split(';')[0]);
    expect(first.split(';')[0]).not.toContain(TOKEN);
    expect(refreshCookie(`${LOCALE_COOKIE}=es; Path=/; SameSite=lax`, now)).toBe(`${LOCALE_COOKIE}=es; Path=/; SameSite=lax`);
  });
});

describe('FrontPageCache in front of a server', () => {
  // Stands in for Next: counts its views, answers as its page cache would.
  let nextViews = 0;
  let cacheVerdict = 'HIT';
  let learners = 10;
  // lru-cache counts a start time of 0 as none: the clock starts later.
  let clock = 1_000_000;
  const cache = new FrontPageCache({ ttlMs: 5_000, perf: { now: () => clock } });
  let base = '';
  let server: http.Server;
  let nextWritesSlowly: (() => void) | null = null;
  let slowOnce = true;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (cache.handle(req, res)) return;
      nextViews += 1;
      const body = `<html><body>${learners} estudiantes ${req.url}</body></html>`;
      res.setHeader('x-nextjs-cache', cacheVerdict);
      res.setHeader('cache-control', 's-maxage=300, stale-while-revalidate=31535700');
      res.setHeader('content-type', 'text/html; charset=utf-8');
      if (!/csrftoken=/.test(req.headers.cookie ?? '')) res.setHeader('set-cookie', [`${CSRF_COOKIE}=${'n'.repeat(43)}; Path=/; Max-Age=86400; SameSite=lax`]);
      const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
      if (gzip) res.setHeader('content-encoding', 'gzip');
      const send = () => res.end(gzip ? gzipSync(body) : body);
      if (req.url?.includes('slow') && slowOnce) {
        slowOnce = false;
        nextWritesSlowly = send;
      }
      else send();
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  const fetchPage = (p: string, init: RequestInit = {}) => fetch(`${base}${p}`, init);

  it('answers the second view from memory, byte for byte, in either encoding', async () => {
    const before = nextViews;
    const first = await fetchPage('/curso/a/');
    const second = await fetchPage('/curso/a/');
    expect(nextViews - before).toBe(1);
    expect(first.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(second.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect(await second.text()).toBe(await first.text());
    expect(second.headers.get('x-nextjs-cache')).toBe('HIT');
    expect(second.headers.get('vary')).toBe('Accept-Encoding');
    const firstToken = first.headers.getSetCookie()[0].split(';')[0];
    const secondToken = second.headers.getSetCookie()[0].split(';')[0];
    expect(secondToken).not.toBe(firstToken);
    // Node's fetch asks for gzip and decodes it: the copy keeps both encodings (same language
    // as fetch's, or it would be another key).
    const raw = await new Promise<{ encoding?: string; length: number }>((resolve) =>
      http.get(`${base}/curso/a/`, { headers: { 'accept-language': '*' } }, (res) => {
        let length = 0;
        res.on('data', (d: Buffer) => (length += d.length)).on('end', () => resolve({ encoding: res.headers['content-encoding'], length }));
      }),
    );
    expect(raw.encoding).toBeUndefined();
    expect(raw.length).toBe(Buffer.byteLength(await (await fetchPage('/curso/a/')).text()));
    expect(nextViews - before).toBe(1);
  });

  it('leaves a hard reload (Cache-Control: no-cache) to Next, and renews the copy with its answer', async () => {
    await fetchPage('/curso/reload/');
    learners = 12;
    const reload = await fetchPage('/curso/reload/', { headers: { 'cache-control': 'no-cache' } });
    expect(reload.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    const after = await fetchPage('/curso/reload/');
    expect(after.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect(await after.text()).toContain('12 estudiantes');
  });

  it('answers HEAD from a GET’s copy without a body', async () => {
    await fetchPage('/curso/head/');
    const head = await fetchPage('/curso/head/', { method: 'HEAD' });
    expect(head.headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    expect(Number(head.headers.get('content-length'))).toBeGreaterThan(0);
    expect(await head.text()).toBe('');
  });

  it('keeps no copy of a page Next rendered or served stale', async () => {
    cacheVerdict = 'MISS';
    await fetchPage('/curso/miss/');
    const again = await fetchPage('/curso/miss/');
    expect(again.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    cacheVerdict = 'HIT';
  });

  it('forgets every copy on a revalidation, and a response begun before it is not kept', async () => {
    await fetchPage('/curso/b/');
    expect((await fetchPage('/curso/b/')).headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    learners = 11;
    const slow = fetchPage('/curso/slow/');
    await expect.poll(() => nextWritesSlowly).not.toBeNull();
    cache.invalidate();
    nextWritesSlowly!();
    await (await slow).text();
    expect((await fetchPage('/curso/slow/')).headers.get(FRONT_CACHE_HEADER)).toBeNull();
    const fresh = await fetchPage('/curso/b/');
    expect(fresh.headers.get(FRONT_CACHE_HEADER)).toBeNull();
    expect(await fresh.text()).toContain('11 estudiantes');
  });

  it('serves a copy for its time to live only', async () => {
    await fetchPage('/curso/ttl/');
    expect((await fetchPage('/curso/ttl/')).headers.get(FRONT_CACHE_HEADER)).toBe('HIT');
    clock += 5_001;
    expect((await fetchPage('/curso/ttl/')).headers.get(FRONT_CACHE_HEADER)).toBeNull();
  });

  it('is emptied by the page cache handler’s revalidateTag (the handler Next calls on revalidatePath)', async () => {
    const registered = createFrontPageCache({})!;
    const copy = { headers: {}, cookies: [], identity: Buffer.from('a'), gzip: gzipSync('a') };
    registered.copies.set(frontCacheKey(get('/x/'))!.key, copy);
    invalidateFrontPageCache();
    expect(registered.copies.size).toBe(0);
    registered.copies.set(frontCacheKey(get('/x/'))!.key, copy);
    const dist = mkdtempSync(path.join(tmpdir(), 'cursalia-front-'));
    try {
      const Handler = (await import('@/lib/server/cache/page-cache-handler.mjs')).default as unknown as new (ctx: object) => { revalidateTag(tags: string[]): Promise<void> };
      await new Handler({ serverDistDir: path.join(dist, 'server'), dev: false }).revalidateTag(['_N_T_/es/curso/x']);
    } finally {
      rmSync(dist, { recursive: true, force: true });
    }
    expect(registered.copies.size).toBe(0);
    expect(createFrontPageCache({ FRONT_PAGE_CACHE: 'off' })).toBeNull();
  });
});
