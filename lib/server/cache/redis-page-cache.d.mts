/** The prefix of the page cache's Redis keys (PAGE_CACHE_KEY_PREFIX, or derived from the build and database). */
export function pageCacheKeyPrefix(options: { buildId?: string | null; env?: Record<string, string | undefined> }): string;
/** The library's CacheHandler class configured for a Redis URL. */
export function redisPageCache(url: string): unknown;
/** Closes this process's Redis connection of the page cache, if one was made (tests). */
export function closeRedisPageCache(): Promise<void>;
