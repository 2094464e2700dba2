import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '@/lib/server/security/rate-limit-store';
import { reserveAttempt } from '@/lib/server/security/reserve-attempt';

const url = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

async function reachable(): Promise<Redis | null> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 1000, retryStrategy: () => null });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
    return redis;
  } catch (err) {
    console.log(`[skip] Redis not reachable at ${url} (${(err as Error).message}): the Redis rate-limit store test is skipped.`);
    redis.disconnect();
    return null;
  }
}

const redis = await reachable();

describe.skipIf(!redis)('RedisRateLimitStore (shared login throttling when REDIS_URL is set)', () => {
  const prefix = `cursalia:test:${process.pid}:${Date.now()}:`;
  let store: RedisRateLimitStore;

  beforeAll(() => {
    store = new RedisRateLimitStore(redis!, prefix);
  });
  afterAll(async () => {
    const keys = await redis!.keys(`${prefix}*`);
    if (keys.length) await redis!.del(...keys);
    redis!.disconnect();
  });

  it('counts in one fixed window with an expiry, and resets', async () => {
    expect((await store.increment('a', 60)).count).toBe(1);
    const second = await store.increment('a', 60);
    expect(second.count).toBe(2);
    expect(second.resetSeconds).toBeGreaterThan(0);
    expect(second.resetSeconds).toBeLessThanOrEqual(60);
    expect((await store.peek('a')).count).toBe(2);
    await store.reset('a');
    expect((await store.peek('a')).count).toBe(0);
  });

  it('two stores on one Redis share counts (two server nodes)', async () => {
    const other = new RedisRateLimitStore(redis!, prefix);
    await store.increment('shared', 60);
    await other.increment('shared', 60);
    expect((await store.peek('shared')).count).toBe(2);
  });

  it('issue 17 item 6: 25 concurrent reservations on two nodes let exactly the limit through; release never goes below zero or outlives the window', async () => {
    const nodes = [store, new RedisRateLimitStore(redis!, prefix)];
    const counters = [{ key: 'acct-race', limit: 5, windowSeconds: 60 }];
    const decisions = await Promise.all(Array.from({ length: 25 }, (_, i) => reserveAttempt(nodes[i % 2], counters)));
    expect(decisions.filter((d) => d.allowed)).toHaveLength(5);
    expect((await store.peek('acct-race')).count).toBe(5);
    await store.release('gone');
    expect(await redis!.exists(`${prefix}gone`)).toBe(0);
    await store.increment('once', 60);
    await store.release('once');
    await store.release('once');
    expect((await store.peek('once')).count).toBe(0);
  });
});
