// The page cache shared through Redis (issue 14 item 5; docs/caching.md), built on the maintained
// @fortedigital/nextjs-cache-handler (its `redis-strings` handler over ioredis, its `local-lru`
// handler as the fallback). Plain ESM: Next imports page-cache-handler.mjs, and so this file, at
// run time without compiling it.
import { createHash, randomUUID } from 'node:crypto';
import Redis from 'ioredis';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { ioredisAdapter } from '@fortedigital/nextjs-cache-handler/helpers/ioredisAdapter';
import { invalidateFrontPageCache } from './front-page-cache.mjs';

/** A Redis call slower than this counts as failed: the page renders (or comes from memory). */
const REDIS_TIMEOUT_MS = 1000;
/**
 * The channel (under the key prefix) on which a process says it revalidated: every other process
 * then drops its front page copies (front-page-cache.mjs), which Redis does not hold.
 */
export const FRONT_REVALIDATED_CHANNEL = 'front-copies-revalidated';
/** This process, as the sender of its own revalidation messages (which it ignores). */
const SENDER = randomUUID();

/** How long the first cache call of a process waits for Redis to connect before going on without. */
const CONNECT_WAIT_MS = 2000;

/**
 * The prefix of every key of the page cache: PAGE_CACHE_KEY_PREFIX, or one derived from the
 * build and the database, so that another build (a deploy, another worktree) or another
 * database (a test run on its own throw-away database) never reads pages it did not render.
 * Reads the environment raw: plain ESM loaded by Next at run time (lib/server/env.ts checks it).
 * @param {{ buildId?: string | null, env?: Record<string, string | undefined> }} options
 * @returns {string}
 */
export function pageCacheKeyPrefix({ buildId, env = process.env }) {
  if (env.PAGE_CACHE_KEY_PREFIX) return env.PAGE_CACHE_KEY_PREFIX;
  const database = env.DATABASE_URL ? createHash('sha256').update(env.DATABASE_URL).digest('hex').slice(0, 12) : 'pglite';
  return `cursalia:pages:${buildId?.trim() || 'dev'}:${database}:`;
}

/**
 * The fallback store: this process's memory, written only while Redis is not ready (at start
 * before it answers, or during an outage) and read only when a Redis call fails. While Redis is
 * up every page lives there alone, so no process keeps a private copy that a revalidation on
 * another process would miss.
 * @param {import('ioredis').default} client
 */
function memoryWhileRedisIsDown(client) {
  const memory = createLruHandler();
  return {
    ...memory,
    name: 'local-lru (while Redis is down)',
    async set(key, value, ctx) {
      if (client.status !== 'ready') await memory.set(key, value, ctx);
    },
  };
}

/**
 * One Redis connection per process. ioredis keeps reconnecting in the background; while it is
 * down, commands fail at once (no offline queue) and the library's merged handler reads the
 * memory fallback instead, so Redis down at start or later never takes a page down. The first
 * cache call waits up to CONNECT_WAIT_MS for the connection, so that the first pages of a
 * process are shared when Redis is up.
 * @param {string} url
 * @param {string} keyPrefix
 */
async function createConfig(url, keyPrefix) {
  const client = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (times) => Math.min(times * 500, 5000),
  });
  let down = false;
  client.on('error', (err) => {
    if (down) return;
    down = true;
    console.warn(`[page-cache] Redis unavailable (${err.message}): pages are cached in this process's memory until it is back.`);
  });
  client.on('ready', () => {
    if (down) console.log('[page-cache] Redis is back: the page cache is shared again.');
    down = false;
  });
  await new Promise((resolve) => {
    const timer = setTimeout(resolve, CONNECT_WAIT_MS);
    timer.unref();
    client.once('ready', () => {
      clearTimeout(timer);
      resolve();
    });
  });
  // A subscriber connection of its own (a subscribed connection sends nothing else); it queues
  // the subscription until connected and subscribes again after each reconnect. While Redis is
  // down a revalidation elsewhere reaches this process's front copies by their lifetime (5 s).
  const channel = `${keyPrefix}${FRONT_REVALIDATED_CHANNEL}`;
  const subscriber = client.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {}); // the client's warning above says Redis is down
  subscriber.on('message', (_channel, sender) => {
    if (sender !== SENDER) invalidateFrontPageCache();
  });
  subscriber.subscribe(channel).catch(() => {});
  const redis = createRedisHandler({ client: ioredisAdapter(client), keyPrefix, timeoutMs: REDIS_TIMEOUT_MS });
  // Order matters: the library's merged handler reads the first handler that does not throw,
  // and writes and revalidates every one.
  return { client, subscriber, channel, handlers: [redis, memoryWhileRedisIsDown(client)] };
}

let config = null;

/** Closes this process's Redis connections of the page cache, if they were made (tests). */
export async function closeRedisPageCache() {
  const made = await config;
  await made?.subscriber.quit().catch(() => made.subscriber.disconnect());
  await made?.client.quit().catch(() => made.client.disconnect());
}

/**
 * Tells every other process on this Redis and key prefix that this one revalidated, so they drop
 * their front page copies. Nothing when Redis is not used or not connected (their copies then
 * run out within their lifetime).
 */
export async function announceRevalidation() {
  const made = await config;
  if (made?.client.status !== 'ready') return;
  await made.client.publish(made.channel, SENDER).catch(() => {});
}

/**
 * The library's CacheHandler class, configured for `url` (REDIS_URL). Its configuration is made
 * once per process, on the first cache call.
 * @param {string} url
 */
export function redisPageCache(url) {
  CacheHandler.onCreation(({ buildId }) => {
    config ??= createConfig(url, pageCacheKeyPrefix({ buildId }));
    return config;
  });
  return CacheHandler;
}
