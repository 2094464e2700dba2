import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDb, type Db } from '@/lib/server/db/client';
import { getCatalogueStats, listCategoryFacets, type CatalogueStats, type CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { getBusinessStats, type BusinessStats } from '@/lib/server/services/business-stats';
import { getCompanyFigures, type CompanyFigures } from '@/lib/server/services/company';

/**
 * Site-wide figures (catalogue facets and stats, the about-us and business figures), cached
 * across requests. Every page renders per request (its CSP
 * nonce), and counting these means scanning every public course (≈100 ms each at 100 000
 * courses, issue 9 bench), so they are rebuilt at most this often (seconds): a course added or
 * hidden shows in the counts within a minute.
 */
export const CATALOGUE_FIGURES_REVALIDATE_S = 60;
export const CATALOGUE_FIGURES_TAG = 'catalogue-figures';

/**
 * `load` cached across requests (every CATALOGUE_FIGURES_REVALIDATE_S, or when the tag is
 * revalidated) and deduplicated within one request.
 */
function figureCache<T>(key: string, load: (db: Db) => Promise<T>): () => Promise<T> {
  const acrossRequests = unstable_cache(async () => load(await getDb()), [key], {
    revalidate: CATALOGUE_FIGURES_REVALIDATE_S,
    tags: [CATALOGUE_FIGURES_TAG],
  });
  return cache(() => acrossRequests());
}

/** Every category with its course counts. */
export const getCachedCategoryFacets: () => Promise<CategoryFacet[]> = figureCache('category-facets', listCategoryFacets);

/** The catalogue's headline figures (hero, landings, plans). */
export const getCachedCatalogueStats: () => Promise<CatalogueStats> = figureCache('catalogue-stats', getCatalogueStats);

/** The about-us page's platform figures (professors teaching, learners, countries…). */
export const getCachedCompanyFigures: () => Promise<CompanyFigures> = figureCache('company-figures', getCompanyFigures);

/** The business landings' figures (courses, organisations, learners, enrollments). */
export const getCachedBusinessStats: () => Promise<BusinessStats> = figureCache('business-stats', getBusinessStats);

/** How many public courses the facets count in all (each public course has one category). */
export function totalPublicCourses(facets: readonly CategoryFacet[]): number {
  return facets.reduce((sum, c) => sum + c.courseCount, 0);
}
