import 'server-only';
import { eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { searchCatalogueVersion } from '@/lib/server/db/schema';
import { CatalogueVersionCache } from './catalogue-version-cache';
import { parseSearchTerm } from '@/lib/domain/catalogue/search-term';
import { searchCacheKey } from '@/lib/domain/catalogue/search-cache-key';
import { searchCourses, type SearchCoursesInput, type SearchCoursesResult } from './search';
import { searchSuggestions, type SearchSuggestions } from './search-suggestions';

/**
 * Search result cache (issue 16 item 4), in front of the search service for the GraphQL
 * `searchCourses` field and the search page, and of the menu overlay's suggestions: per server
 * process and database, valid while the catalogue version is unchanged (CatalogueVersionCache,
 * which says why that is never stale). Every lookup reads the version first: one primary-key read.
 */
type Cached = Omit<SearchCoursesResult, 'term'>;

/** At most 2 000 results, 20 000 course records in all. */
const results = new CatalogueVersionCache<Cached>(2000, 20_000, (r) => 1 + r.items.length);
/** Suggestions are a handful of names each. */
const suggestions = new CatalogueVersionCache<SearchSuggestions>(2000, 20_000, (s) => 1 + s.categories.length + s.professors.length);

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
  const hit = results.get(db, version, key);
  // The key folds letter case and spacing: the term itself is the one asked for.
  if (hit) return { ...hit, term: parseSearchTerm(input.term) };
  const result = await searchCourses(db, input);
  results.set(db, version, key, withoutTerm(result));
  return result;
}

/**
 * searchSuggestions, answered from the cache while the catalogue has not changed: the overlay
 * asks on every pause in typing, and many visitors type the same first letters.
 */
export async function cachedSearchSuggestions(db: Db, input: { term: string; locale: string }): Promise<SearchSuggestions> {
  const version = await searchCatalogueVersionOf(db);
  const key = JSON.stringify([input.locale, parseSearchTerm(input.term).evaluatedValue.toLowerCase()]);
  const hit = suggestions.get(db, version, key);
  if (hit) return hit;
  const result = await searchSuggestions(db, input);
  suggestions.set(db, version, key, result);
  return result;
}
