/** The prefix of the page cache's Redis keys (PAGE_CACHE_KEY_PREFIX, or derived from the build and database). */
export function pageCacheKeyPrefix(options: { buildId?: string | null; env?: Record<string, string | undefined> }): string;
/** The library's CacheHandler class configured for a Redis URL. */
export function redisPageCache(url: string): unknown;
/** Closes this process's Redis connection of the page cache, if one was made (tests). */
export function closeRedisPageCache(): Promise<void>;
/** The channel, under the key prefix, on which processes announce revalidations to each other's front page caches. */
export const FRONT_REVALIDATED_CHANNEL: string;
/** Tells the other processes on this Redis that this one revalidated (their front page copies go). */
export function announceRevalidation(): Promise<void>;
