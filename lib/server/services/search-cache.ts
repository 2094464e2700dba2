import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { searchCatalogueVersion } from '@/lib/server/db/schema';
import { LruCache } from '@/lib/server/media/lru';
import { parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { searchCacheKey } from '@/lib/domain/catalogue/search-cache-key';
import { searchCourses, type SearchCoursesInput, type SearchCoursesResult } from './search';

/**
 * Search result cache (issue 16 item 4), per server process and database, in front of the
 * search service for the GraphQL `searchCourses` field and the search page.
 *
 * Correctness: a result is kept with the catalogue version it was computed at
 * (search_catalogue_version, drizzle/0017_search_speed.sql: bumped in the same commit as any
 * write to courses, their prices, categories, subcategories or professors) and served only while
 * that version is still the current one. Every lookup reads the version first (one primary-key
 * read), so a write committed by any process or machine is seen by the very next search: no
 * stale result, no invalidation call to forget, and no Redis needed for it. The version is read
 * before searching, so a result stored under version V holds at least every write V counts; if a
 * write lands meanwhile, the version has moved on and that entry is never served.
 *
 * Bounds: at most MAX_ENTRIES results and MAX_COURSES course records in all (LRU, the media
 * cache's class); a new version empties the cache (nothing older can be served again).
 */
const MAX_ENTRIES = 2000;
const MAX_COURSES = 20_000;

type Cached = Omit<SearchCoursesResult, 'term'>;
type ProcessCache = { version: number; results: LruCache<string, Cached> };

const caches = new WeakMap<Db, ProcessCache>();

function cacheFor(db: Db): ProcessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version: -1, results: new LruCache<string, Cached>(MAX_ENTRIES, MAX_COURSES, (r) => 1 + r.items.length) };
    caches.set(db, cache);
  }
  return cache;
}

function withoutTerm(result: SearchCoursesResult): Cached {
  const cached: Partial<SearchCoursesResult> = { ...result };
  delete cached.term;
  return cached as Cached;
}

/** The catalogue's current version (0 when the row is missing: a database before 0017's insert). */
export async function searchCatalogueVersionOf(db: Db): Promise<number> {
  const [row] = await db.select({ version: searchCatalogueVersion.version }).from(searchCatalogueVersion).where(eq(searchCatalogueVersion.id, true)).limit(1);
  return row?.version ?? 0;
}

/** searchCourses, answered from the cache while the catalogue has not changed. */
export async function cachedSearchCourses(db: Db, input: SearchCoursesInput): Promise<SearchCoursesResult> {
  const key = searchCacheKey(input);
  if (key === null) return searchCourses(db, input);
  const version = await searchCatalogueVersionOf(db);
  const cache = cacheFor(db);
  // Versions only grow; a lookup that read an older one than another already did just searches.
  if (version > cache.version) {
    cache.results.clear();
    cache.version = version;
  }
  const hit = version === cache.version ? cache.results.get(key) : undefined;
  // The key folds letter case and spacing: the term itself is the one asked for.
  if (hit) return { ...hit, term: parseSearchTerm(input.term) };
  const result = await searchCourses(db, input);
  // Not when a newer version has emptied the cache meanwhile: this result may be older than it.
  if (version === cache.version) {
    cache.results.set(key, withoutTerm(result));
  }
  return result;
}
