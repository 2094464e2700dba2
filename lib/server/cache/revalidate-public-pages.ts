import 'server-only';
import { eq, inArray } from 'drizzle-orm';
import { revalidatePath } from 'next/cache';
import type { Db } from '@/lib/server/db/client';
import { bundles, categories, courses } from '@/lib/server/db/schema';
import { locales } from '@/lib/domain/i18n/routing';
import { bundlePath, categoryPath, coursePath } from '@/lib/domain/paths/course-paths';

/**
 * On-demand revalidation of cached public pages (issue 14 item 5; docs/caching.md): a service
 * that commits a write shown on such pages names them here, and the next view of each renders
 * again, on every server process when the page cache is shared (REDIS_URL).
 *
 * Pages live under app/[locale]/, so Next keys and tags a cached page by its internal path with
 * the locale (`/es/cursos-online/…`), Spanish included, although its public URL has no prefix
 * (next-intl rewrites it); the unprefixed path is revalidated too, in case a route is ever
 * served without the rewrite. Each path is given without locale, as links write it.
 */
export function revalidatePublicPaths(paths: Iterable<string>): void {
  for (const path of new Set(paths)) {
    for (const tagPath of [path, ...locales.map((locale) => `/${locale}${path === '/' ? '' : path}`)]) {
      if (!revalidateInRequest(() => revalidatePath(tagPath))) return;
    }
  }
}

/**
 * Every cached view of the catalogue (/cursos-online/ and its canonical queries, served by
 * app/[locale]/catalogue-view/[view]/): their course cards show learner counts and the popular
 * order, so an enrollment changes them all.
 */
export function revalidateCatalogueViews(): void {
  revalidateInRequest(() => revalidatePath('/[locale]/catalogue-view/[view]', 'page'));
}

/** Runs a revalidation; false outside a Next request, where nothing is cached. */
function revalidateInRequest(revalidate: () => void): boolean {
  try {
    revalidate();
    return true;
  } catch (err) {
    // Outside a Next request (integration tests and scripts call services directly) there is
    // no page cache to revalidate: Next throws "static generation store missing". Nothing
    // is cached there, so there is nothing to do.
    if (err instanceof Error && err.message.includes('static generation store missing')) return false;
    throw err;
  }
}

/**
 * After enrollments commit (checkout): the learner counts of each course's page (and the order of
 * its category and of the catalogue by popularity) and of each bundle's page, its listing and
 * the home page's bundle cards.
 */
export async function revalidateEnrollmentPages(db: Db, changed: { courseIds: readonly number[]; bundleIds: readonly number[] }): Promise<void> {
  try {
    revalidatePublicPaths(await enrollmentPagePaths(db, changed));
    if (changed.courseIds.length > 0) revalidateCatalogueViews();
  } catch (err) {
    // The write has committed: a failure here must not turn it into an error. The pages are
    // rendered again when their time runs out (the layout's `revalidate`).
    console.error('[page-cache] revalidating the pages of new enrollments failed:', err);
  }
}

async function enrollmentPagePaths(db: Db, changed: { courseIds: readonly number[]; bundleIds: readonly number[] }): Promise<string[]> {
  const paths: string[] = [];
  if (changed.courseIds.length > 0) {
    const rows = await db
      .select({ slug: courses.slug, categorySlug: categories.slug })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(inArray(courses.id, [...changed.courseIds]));
    for (const row of rows) paths.push(coursePath(row.categorySlug, row.slug), categoryPath(row.categorySlug));
  }
  if (changed.bundleIds.length > 0) {
    const rows = await db.select({ slug: bundles.slug }).from(bundles).where(inArray(bundles.id, [...changed.bundleIds]));
    for (const row of rows) paths.push(bundlePath(row.slug));
    paths.push('/certificaciones/', '/');
  }
  return paths;
}
