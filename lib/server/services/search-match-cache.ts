import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { LruCache } from '@/lib/server/media/lru';
import type { SearchCell } from '@/lib/domain/catalogue/search-ranking';

/**
 * The facet cells of a match (issue 16 item 4), per server process and database: counting them
 * is the one part of a search that visits every match (15 000 rows for a common word at 100 000
 * courses), and it depends only on the words' queries, not on the filters, page or language, so
 * the next page, a filter chip or the same words typed differently reuse it.
 *
 * Correctness is the search result cache's (search-cache.ts): an entry is kept with the catalogue
 * version it was counted at (drizzle/0017, bumped in the same commit as any write to courses,
 * their prices, categories, subcategories or professors; course_search is written by the same
 * statements as courses) and served only while that version is current; a newer one empties it.
 */
export type MatchCells = {
  cells: SearchCell[];
  /** For partial matches with more than one word: the ids of the courses kept; else null. */
  kept: number[] | null;
};

const MAX_ENTRIES = 1000;
/** Cells and kept ids in all. */
const MAX_WEIGHT = 200_000;

type ProcessCache = { version: number; entries: LruCache<string, MatchCells> };

const caches = new WeakMap<Db, ProcessCache>();

function cacheAt(db: Db, version: number): ProcessCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { version, entries: new LruCache<string, MatchCells>(MAX_ENTRIES, MAX_WEIGHT, (m) => 1 + m.cells.length + (m.kept?.length ?? 0)) };
    caches.set(db, cache);
  }
  // Versions only grow: a newer one makes every entry stale.
  if (version > cache.version) {
    cache.entries.clear();
    cache.version = version;
  }
  return cache;
}

/** The cells counted for `key` at this catalogue version, if any. */
export function cachedMatchCells(db: Db, version: number, key: string): MatchCells | undefined {
  const cache = cacheAt(db, version);
  return cache.version === version ? cache.entries.get(key) : undefined;
}

/** Keeps cells counted at `version` (not when a newer version has been seen meanwhile). */
export function keepMatchCells(db: Db, version: number, key: string, value: MatchCells): void {
  const cache = cacheAt(db, version);
  if (cache.version === version) cache.entries.set(key, value);
}
