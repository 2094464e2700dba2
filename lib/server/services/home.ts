import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { listCourseItems, type CourseRecord } from '@/lib/server/services/catalogue';
import type { CatalogueStats, CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { getCachedCatalogueStats, getCachedCategoryFacets } from '@/lib/server/services/catalogue-figures-cache';
import { listAcademies, type AcademiesResult } from '@/lib/server/services/academies';
import { listBundles, type BundleRecord } from '@/lib/server/services/bundles';
import { listUpcomingLaunches, type AgendaCourse } from '@/lib/server/services/agenda';

export type HomeData = {
  stats: CatalogueStats;
  categories: CategoryFacet[];
  newCourses: CourseRecord[];
  popularCourses: CourseRecord[];
  topRatedCourses: CourseRecord[];
  academies: AcademiesResult;
  bundles: BundleRecord[];
  launches: AgendaCourse[];
};

/** Everything the public home (/) and the signed-in home (/home/) render, in one round of reads. */
export async function getHomeData(db: Db, options: { courseLimit?: number } = {}): Promise<HomeData> {
  const limit = options.courseLimit ?? 8;
  const [stats, categories, newest, popular, rated, academies, bundles, launches] = await Promise.all([
    getCachedCatalogueStats(),
    getCachedCategoryFacets(),
    listCourseItems(db, { offset: 0, limit, sort: 'newest' }),
    listCourseItems(db, { offset: 0, limit, sort: 'popular' }),
    listCourseItems(db, { offset: 0, limit, sort: 'rating' }),
    listAcademies(db),
    listBundles(db, { limit: 4 }),
    listUpcomingLaunches(db, 8),
  ]);
  return {
    stats,
    categories: categories.filter((c) => c.courseCount > 0),
    newCourses: newest,
    popularCourses: popular,
    topRatedCourses: rated,
    academies,
    bundles,
    launches,
  };
}
