import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { CatalogueVersionCache } from './catalogue-version-cache';
import type { SearchCell } from '@/lib/domain/catalogue/search-ranking';

/**
 * The facet cells of a match (issue 16 item 4), per server process and database: counting them
 * is the one part of a search that visits every match (15 000 rows for a common word at 100 000
 * courses), and it depends only on the words' queries, not on the filters, page or language, so
 * the next page, a filter chip or the same words typed differently reuse it.
 *
 * Correctness is CatalogueVersionCache's: an entry is served only while the catalogue version it
 * was counted at is current (course_search is written by the same statements as courses, so the
 * version counts its writes too).
 */
export type MatchCells = {
  cells: SearchCell[];
  /**
   * For partial matches: how many of the words every course kept has (the most any course
   * has; 1 when every match is kept), or, for terms of many words, the ids of the courses kept
   * (null when every match is kept). Null and 0 for matches of every word.
   */
  most: number;
  kept: number[] | null;
};

/** Cells and kept ids in all. */
const cells = new CatalogueVersionCache<MatchCells>(1000, 200_000, (m) => 1 + m.cells.length + (m.kept?.length ?? 0));

/** The cells counted for `key` at this catalogue version, if any. */
export function cachedMatchCells(db: Db, version: number, key: string): MatchCells | undefined {
  return cells.get(db, version, key);
}

/** Keeps cells counted at `version` (not when a newer version has been seen meanwhile). */
export function keepMatchCells(db: Db, version: number, key: string, value: MatchCells): void {
  cells.set(db, version, key, value);
}
