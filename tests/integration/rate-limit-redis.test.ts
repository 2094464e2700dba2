import Redis from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisRateLimitStore } from '@/lib/server/security/rate-limit-store';

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
});
