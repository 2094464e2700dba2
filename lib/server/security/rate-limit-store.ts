import 'server-only';
import Redis from 'ioredis';
import { serverEnv } from '@/lib/server/env';

/**
 * Counts events per key in a fixed window; shared through Redis when REDIS_URL is set. Every
 * operation is atomic in its backend (one JavaScript turn for the memory store; INCR+EXPIRE in
 * one MULTI, a Lua script for `release`, in Redis), so concurrent requests never read a stale
 * count: callers reserve with `increment` and decide on the count it returns (issue 17 item 6).
 */
export interface RateLimitStore {
  /** Adds one event; returns the count in the current window and the seconds until it ends. */
  increment(key: string, windowSeconds: number): Promise<{ count: number; resetSeconds: number }>;
  /** Takes back one event added by `increment` (never below zero, never starts a window). */
  release(key: string): Promise<void>;
  /** The current count without adding to it. */
  peek(key: string): Promise<{ count: number; resetSeconds: number }>;
  reset(key: string): Promise<void>;
}

export class MemoryRateLimitStore implements RateLimitStore {
  private readonly entries = new Map<string, { count: number; expiresAt: number }>();

  constructor(private readonly now: () => number = Date.now) {}

  private live(key: string) {
    const entry = this.entries.get(key);
    if (entry && entry.expiresAt <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  async increment(key: string, windowSeconds: number) {
    const entry = this.live(key) ?? { count: 0, expiresAt: this.now() + windowSeconds * 1000 };
    entry.count += 1;
    this.entries.set(key, entry);
    if (this.entries.size > 50_000) this.sweep();
    return { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - this.now()) / 1000) };
  }

  async release(key: string) {
    const entry = this.live(key);
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async peek(key: string) {
    const entry = this.live(key);
    return entry ? { count: entry.count, resetSeconds: Math.ceil((entry.expiresAt - this.now()) / 1000) } : { count: 0, resetSeconds: 0 };
  }

  async reset(key: string) {
    this.entries.delete(key);
  }

  /** Bounded memory under a flood of distinct keys. */
  private sweep() {
    const now = this.now();
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

const RELEASE_SCRIPT = "if (tonumber(redis.call('GET', KEYS[1]) or '0') > 0) then return redis.call('DECR', KEYS[1]) end return 0";

export class RedisRateLimitStore implements RateLimitStore {
  constructor(private readonly redis: Redis, private readonly prefix = 'cursalia:rl:') {}

  async increment(key: string, windowSeconds: number) {
    const k = this.prefix + key;
    // INCR then set the expiry only for a new key: one fixed window per key.
    const [[, count], , [, ttl]] = (await this.redis.multi().incr(k).expire(k, windowSeconds, 'NX').ttl(k).exec()) as [
      [unknown, number],
      [unknown, number],
      [unknown, number],
    ];
    return { count, resetSeconds: Math.max(ttl, 0) };
  }

  async release(key: string) {
    // A plain DECR on a key that has just expired would create it at -1 with no expiry.
    await this.redis.eval(RELEASE_SCRIPT, 1, this.prefix + key);
  }

  async peek(key: string) {
    const k = this.prefix + key;
    const [[, value], [, ttl]] = (await this.redis.multi().get(k).ttl(k).exec()) as [[unknown, string | null], [unknown, number]];
    return { count: Number(value ?? 0), resetSeconds: Math.max(ttl, 0) };
  }

  async reset(key: string) {
    await this.redis.del(this.prefix + key);
  }
}

type StoreHolder = { __cursaliaRateLimitStore?: RateLimitStore };
const holder = globalThis as unknown as StoreHolder;

/** Redis when REDIS_URL is set (shared by every server node), memory otherwise. */
export function rateLimitStore(): RateLimitStore {
  if (!holder.__cursaliaRateLimitStore) {
    const url = serverEnv().redisUrl;
    holder.__cursaliaRateLimitStore = url
      ? new RedisRateLimitStore(new Redis(url, { maxRetriesPerRequest: 2, enableOfflineQueue: true, lazyConnect: false }))
      : new MemoryRateLimitStore();
  }
  return holder.__cursaliaRateLimitStore;
}
