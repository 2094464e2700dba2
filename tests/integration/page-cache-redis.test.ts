/**
 * The page cache shared through Redis (REDIS_URL; docs/caching.md): what one process stores,
 * with its CSP, is in Redis for every other; a path revalidation deletes it for all. Drives the
 * very handler module Next loads (lib/server/cache/page-cache-handler.mjs) with REDIS_URL set;
 * skipped, saying why, when Redis is unreachable.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scriptHashSource } from '@/lib/server/security/content-security-policy.mjs';
import { pageCacheKeyPrefix } from '@/lib/server/cache/redis-page-cache.mjs';

const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(): Promise<Redis | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    console.log(`[skip] Redis not reachable at ${url} (${(err as Error).message}): the Redis page cache test is skipped.`);
    redis.disconnect();
    return null;
  }
}

const redis = await reachable();

type Entry = { lastModified: number; cacheControl?: { revalidate: number | false }; value: { kind: string; html: string; rscData: Buffer; segmentData: Map<string, Buffer>; headers: Record<string, string> } } | null;
type Handler = {
  get(key: string, ctx: { kind: string; softTags?: string[] }): Promise<Entry>;
  set(key: string, value: unknown, ctx: Record<string, unknown>): Promise<void>;
  revalidateTag(tags: string | string[]): Promise<void>;
};

describe('page cache prefix', () => {
  it('is PAGE_CACHE_KEY_PREFIX, or per build and database', () => {
    expect(pageCacheKeyPrefix({ buildId: 'b1', env: { PAGE_CACHE_KEY_PREFIX: 'x:' } })).toBe('x:');
    const a = pageCacheKeyPrefix({ buildId: 'b1', env: { DATABASE_URL: 'postgres://h/a' } });
    expect(a).toMatch(/^cursalia:pages:b1:[0-9a-f]{12}:$/);
    expect(pageCacheKeyPrefix({ buildId: 'b1', env: { DATABASE_URL: 'postgres://h/b' } })).not.toBe(a);
    expect(pageCacheKeyPrefix({ buildId: 'b2', env: { DATABASE_URL: 'postgres://h/a' } })).not.toBe(a);
  });
});

describe.skipIf(!redis)('page cache on Redis (REDIS_URL)', () => {
  const prefix = `cursalia:test-pages:${process.pid}:${Date.now()}:`;
  const dist = mkdtempSync(path.join(tmpdir(), 'cursalia-page-cache-'));
  let Handler: new (ctx: object) => Handler;
  let close: () => Promise<void>;

  beforeAll(async () => {
    process.env.REDIS_URL = url;
    process.env.PAGE_CACHE_KEY_PREFIX = prefix;
    Handler = (await import('@/lib/server/cache/page-cache-handler.mjs')).default as unknown as typeof Handler;
    close = (await import('@/lib/server/cache/redis-page-cache.mjs')).closeRedisPageCache;
  });
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
    await close?.();
    delete process.env.REDIS_URL;
    delete process.env.PAGE_CACHE_KEY_PREFIX;
    rmSync(dist, { recursive: true, force: true });
  });

  const page = () => ({
    kind: 'APP_PAGE',
    html: '<html><script>self.__next_f.push([1])</script><script src="/_next/a.js"></script></html>',
    rscData: Buffer.from('rsc payload'),
    segmentData: new Map([['/_tree', Buffer.from('tree')]]),
    headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/es/cursos-online/x/y' },
    status: 200,
    postponed: undefined,
  });
  const make = () => new Handler({ serverDistDir: path.join(dist, 'server'), dev: false });

  it('stores a page with its hash policy in Redis, and another handler reads it back whole', async () => {
    await make().set('/es/cursos-online/x/y', page(), { cacheControl: { revalidate: 300 } });
    const raw = await redis!.get(`${prefix}/es/cursos-online/x/y`);
    expect(raw).toBeTruthy();
    const stored = JSON.parse(raw!) as { value: { headers: Record<string, string> } };
    expect(stored.value.headers['content-security-policy']).toContain(`'${scriptHashSource('self.__next_f.push([1])')}'`);

    const entry = await make().get('/es/cursos-online/x/y', { kind: 'APP_PAGE', softTags: [] });
    expect(entry?.value.html).toBe(page().html);
    expect(Buffer.isBuffer(entry?.value.rscData) && entry.value.rscData.toString()).toBe('rsc payload');
    expect(entry?.value.segmentData.get('/_tree')?.toString()).toBe('tree');
    expect(entry?.value.headers['content-security-policy']).toMatch(/script-src 'self' 'sha256-[^']+'/);
    // The page's lifetime travels with it: a process that never rendered it must not take it as stale.
    expect(entry?.cacheControl?.revalidate).toBe(300);
  });

  it('a path revalidation deletes the page for every process', async () => {
    await make().set('/es/cursos-online/x/z', { ...page(), headers: { 'x-next-cache-tags': '_N_T_/layout,_N_T_/es/cursos-online/x/z' } }, { cacheControl: { revalidate: 300 } });
    expect(await make().get('/es/cursos-online/x/z', { kind: 'APP_PAGE', softTags: [] })).not.toBeNull();
    await make().revalidateTag(['_N_T_/es/cursos-online/x/z']);
    expect(await redis!.exists(`${prefix}/es/cursos-online/x/z`)).toBe(0);
    expect(await make().get('/es/cursos-online/x/z', { kind: 'APP_PAGE', softTags: [] })).toBeNull();
    // Other pages stay.
    expect(await make().get('/es/cursos-online/x/y', { kind: 'APP_PAGE', softTags: [] })).not.toBeNull();
  });

  it('a revalidation empties the front page copies of every process (announced through Redis)', async () => {
    const { createFrontPageCache, frontCacheKey } = await import('@/lib/server/cache/front-page-cache.mjs');
    const { FRONT_REVALIDATED_CHANNEL } = await import('@/lib/server/cache/redis-page-cache.mjs');
    const front = createFrontPageCache({})!;
    const copy = { headers: {}, cookies: [], identity: Buffer.from('a'), gzip: Buffer.from('a') };
    const key = frontCacheKey({ method: 'GET', url: '/x/', headers: { host: 'h' } })!.key;
    const channel = `${prefix}${FRONT_REVALIDATED_CHANNEL}`;
    // Another process listening: this process's revalidation is announced to it.
    const listener = redis!.duplicate();
    const heard: string[] = [];
    listener.on('message', (_channel: string, sender: string) => heard.push(sender));
    await listener.subscribe(channel);
    try {
      front.copies.set(key, copy);
      await make().revalidateTag(['_N_T_/es/cursos-online/x/y']);
      expect(front.copies.size).toBe(0);
      await expect.poll(() => heard.length).toBe(1);
      // Another process's announcement empties this process's copies; its own does not come back.
      front.copies.set(key, copy);
      await redis!.publish(channel, 'another-process');
      await expect.poll(() => front.copies.size).toBe(0);
      front.copies.set(key, copy);
      await redis!.publish(channel, heard[0]);
      await new Promise((r) => setTimeout(r, 300));
      expect(front.copies.size).toBe(1);
    } finally {
      await listener.quit();
    }
  });
});
