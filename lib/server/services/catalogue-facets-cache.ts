import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/server/db/client';
import { listCategoryFacets, type CategoryFacet } from '@/lib/server/services/catalogue-facets';

/**
 * Facet counts are rebuilt at most this often (seconds). Counting them is two scans of every
 * public course (≈100 ms each at 100 000 courses); the catalogue, whose listing is rendered per
 * request, would otherwise pay them on every view (issue 9 bench). A course added or hidden
 * shows in the counts within a minute.
 */
export const CATEGORY_FACETS_REVALIDATE_S = 60;
export const CATEGORY_FACETS_TAG = 'category-facets';

const cachedAcrossRequests = unstable_cache(async () => listCategoryFacets(await getDb()), ['category-facets'], {
  revalidate: CATEGORY_FACETS_REVALIDATE_S,
  tags: [CATEGORY_FACETS_TAG],
});

/** Every category with its course counts, shared across requests and deduplicated within one. */
export const getCachedCategoryFacets: () => Promise<CategoryFacet[]> = cache(() => cachedAcrossRequests());

/** How many public courses the facets count in all (each public course has one category). */
export function totalPublicCourses(facets: readonly CategoryFacet[]): number {
  return facets.reduce((sum, c) => sum + c.courseCount, 0);
}
