// Next's page cache (ISR) with the CSP of each cached page stored beside it (issue 14 items 1
// and 5; docs/caching.md, docs/security.md): in this process's memory, or shared by every server
// process through Redis when REDIS_URL is set. Plain ESM: Next imports this file at run time
// (next.config.ts `cacheHandler`), in `next start` and `next build`, without compiling it, so it
// reads NODE_ENV, NEXT_PUBLIC_API_URL, REDIS_URL and NEXT_PHASE raw rather than through
// lib/server/env.ts (TypeScript); the server checks those when it starts (instrumentation.ts).
import FileSystemCacheModule from 'next/dist/server/lib/incremental-cache/file-system-cache.js';
import { contentSecurityPolicy, inlineScriptHashes } from '../security/content-security-policy.mjs';
import { announceRevalidation, redisPageCache } from './redis-page-cache.mjs';
import { invalidateFrontPageCache } from './front-page-cache.mjs';

const FileSystemCache = FileSystemCacheModule.default ?? FileSystemCacheModule;

const CSP_HEADER = 'content-security-policy';

/**
 * Gives a cached page its Content-Security-Policy: the hashes of the page's own inline scripts
 * (Next's RSC payload and bootstrap, the theme script), computed once from the cached HTML.
 * Next sends the headers stored with an entry on every hit, and the entry object it stores is
 * the one it answers a miss with, so first and later views get the same policy.
 * @param {unknown} value a cache entry's value
 */
export function withPagePolicy(value) {
  if (!value || typeof value !== 'object' || value.kind !== 'APP_PAGE' || typeof value.html !== 'string') return value;
  if (value.headers?.[CSP_HEADER]) return value;
  value.headers = {
    ...value.headers,
    [CSP_HEADER]: contentSecurityPolicy({
      production: process.env.NODE_ENV === 'production',
      apiUrl: process.env.NEXT_PUBLIC_API_URL,
      scriptHashes: inlineScriptHashes(value.html),
    }),
  };
  return value;
}

/**
 * Next's own file-system cache (memory LRU, tags, revalidation), kept in memory only: a page
 * cached before a restart or a database reset must not outlive it (the tests and `npm start`
 * re-seed on start). Pages prerendered at build time are still read from the build output.
 */
class MemoryPageCache extends FileSystemCache {
  constructor(ctx) {
    super({ ...ctx, flushToDisk: false });
  }
}

/**
 * Redis when REDIS_URL is set, except in `next build`: the build renders no page from the
 * database and must neither need Redis nor fill a cache that running servers share.
 */
const shared = Boolean(process.env.REDIS_URL) && process.env.NEXT_PHASE !== 'phase-production-build';
const Store = shared ? redisPageCache(process.env.REDIS_URL) : MemoryPageCache;

/** The store chosen above, with the page policy added on every read and write, whatever it is. */
export default class PageCacheHandler extends Store {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry?.value) withPagePolicy(entry.value);
    // A shared entry may come from another process, which alone knows the page's lifetime: the
    // library keeps it as `lifespan.revalidate`, and Next takes it from `cacheControl` (without
    // it Next assumes 1 s and serves every page another process cached as stale).
    if (entry && !entry.cacheControl && entry.lifespan && entry.lifespan.revalidate !== undefined) {
      entry.cacheControl = { revalidate: entry.lifespan.revalidate, expire: undefined };
    }
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, withPagePolicy(data), ctx);
  }

  // The server's copies of whole responses (front-page-cache.mjs) go with every revalidation
  // made in this process, once the store has recorded it, and, through Redis, with the other
  // processes' copies.
  async revalidateTag(...args) {
    try {
      return await super.revalidateTag(...args);
    } finally {
      invalidateFrontPageCache();
      if (shared) await announceRevalidation();
    }
  }
}
