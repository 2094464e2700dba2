import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { LruCache } from '@/lib/server/media/lru';

/**
 * A per-process cache of what is computed from the public catalogue (issue 16 item 4: search
 * results, the facet cells of a match, the overlay's suggestions), one per database handle.
 *
 * Correctness: an entry is kept with the catalogue version it was computed at
 * (search_catalogue_version, drizzle/0017_search_speed.sql: bumped in the same commit as any
 * write to courses, their prices, categories, subcategories or professors) and served only while
 * that version is the current one. Callers read the version before computing, so a value stored
 * under version V holds at least every write V counts; when a write lands meanwhile, the version
 * has moved on and that entry is never served. A write committed by any process or machine is
 * seen by the very next lookup: no stale entry, no invalidation call to forget, no Redis.
 *
 * Bounds: at most `maxEntries` entries and `maxWeight` in all (LRU, the media cache's class); a
 * newer version empties the cache (nothing older can be served again).
 */
export class CatalogueVersionCache<V> {
  private readonly perDb = new WeakMap<Db, { version: number; entries: LruCache<string, V> }>();

  constructor(
    private readonly maxEntries: number,
    private readonly maxWeight: number,
    private readonly weigh: (value: V) => number,
  ) {}

  /** The cache of `db`, emptied when `version` is newer than what it holds (versions only grow). */
  private at(db: Db, version: number) {
    let cache = this.perDb.get(db);
    if (!cache) {
      cache = { version, entries: new LruCache<string, V>(this.maxEntries, this.maxWeight, this.weigh) };
      this.perDb.set(db, cache);
    }
    if (version > cache.version) {
      cache.entries.clear();
      cache.version = version;
    }
    return cache;
  }

  /** The value computed for `key` at this catalogue version, if any (none when a newer version was seen). */
  get(db: Db, version: number, key: string): V | undefined {
    const cache = this.at(db, version);
    return cache.version === version ? cache.entries.get(key) : undefined;
  }

  /** Keeps a value computed at `version`, unless a newer version has been seen meanwhile (it may be older than that). */
  set(db: Db, version: number, key: string, value: V): void {
    const cache = this.at(db, version);
    if (cache.version === version) cache.entries.set(key, value);
  }
}
