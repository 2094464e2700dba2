import 'server-only';
import { cache } from 'react';
import { unstable_cache } from 'next/cache';
import { getDb } from '@/lib/server/db/client';
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

const cachedAcrossRequests = unstable_cache(async () => listCategoryFacets(await getDb()), ['category-facets'], {
  revalidate: CATALOGUE_FIGURES_REVALIDATE_S,
  tags: [CATALOGUE_FIGURES_TAG],
});

/** Every category with its course counts, shared across requests and deduplicated within one. */
export const getCachedCategoryFacets: () => Promise<CategoryFacet[]> = cache(() => cachedAcrossRequests());

const statsAcrossRequests = unstable_cache(async () => getCatalogueStats(await getDb()), ['catalogue-stats'], {
  revalidate: CATALOGUE_FIGURES_REVALIDATE_S,
  tags: [CATALOGUE_FIGURES_TAG],
});

/** The catalogue's headline figures (hero, landings, plans), shared across requests. */
export const getCachedCatalogueStats: () => Promise<CatalogueStats> = cache(() => statsAcrossRequests());

/** How many public courses the facets count in all (each public course has one category). */
export function totalPublicCourses(facets: readonly CategoryFacet[]): number {
  return facets.reduce((sum, c) => sum + c.courseCount, 0);
}

const companyAcrossRequests = unstable_cache(async () => getCompanyFigures(await getDb()), ['company-figures'], {
  revalidate: CATALOGUE_FIGURES_REVALIDATE_S,
  tags: [CATALOGUE_FIGURES_TAG],
});

/** The about-us page's platform figures (professors teaching, learners, countries…). */
export const getCachedCompanyFigures: () => Promise<CompanyFigures> = cache(() => companyAcrossRequests());

const businessAcrossRequests = unstable_cache(async () => getBusinessStats(await getDb()), ['business-stats'], {
  revalidate: CATALOGUE_FIGURES_REVALIDATE_S,
  tags: [CATALOGUE_FIGURES_TAG],
});

/** The business landings' figures (courses, organisations, learners, enrolments). */
export const getCachedBusinessStats: () => Promise<BusinessStats> = cache(() => businessAcrossRequests());
