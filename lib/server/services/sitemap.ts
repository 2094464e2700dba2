import 'server-only';
import { and, asc, count, eq, lte, max, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { academies, blogCategories, blogPosts, bundles, categories, courses, legalDocuments, microdegrees } from '@/lib/server/db/schema';
import { publicCourse } from '@/lib/server/services/catalogue-facets';
import { bundlePath, categoryPath, coursePath, microdegreePath } from '@/lib/domain/paths/course-paths';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import { legalPath } from '@/lib/domain/paths/legal-path';
import { pagesPerSitemap, sitemapChunkCount, sitemapChunkRange, type SitemapPage } from '@/lib/domain/seo/sitemap-xml';
import { SITEMAP_TYPES, staticSitemapPaths, type SitemapName, type SitemapType } from '@/lib/domain/seo/sitemap-plan';

/**
 * The pages each sitemap lists, read from the database at request time (never during
 * `next build`). Courses are paged by id so any chunk of a 100 000-course catalogue is one
 * indexed range read; the other types are small and read whole.
 */

const publishedPost = () => lte(blogPosts.publishedAt, sql`now()`);

export async function countSitemapCourses(db: Db): Promise<number> {
  const [row] = await db.select({ n: count() }).from(courses).where(publicCourse);
  return Number(row?.n ?? 0);
}

/** Active public courses of chunk `n` (1-based), in id order. */
export async function listSitemapCourses(db: Db, chunk: number, perFile = pagesPerSitemap()): Promise<SitemapPage[]> {
  const { offset, limit } = sitemapChunkRange(chunk, perFile);
  const rows = await db
    .select({ slug: courses.slug, categorySlug: categories.slug, publishedAt: courses.publishedAt })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .where(publicCourse)
    .orderBy(asc(courses.id))
    .limit(limit)
    .offset(offset);
  return rows.map((r) => ({ path: coursePath(r.categorySlug, r.slug), lastModified: r.publishedAt }));
}

/** Categories with at least one public course; last change = their newest course. */
async function categoryPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db
    .select({ slug: categories.slug, lastModified: max(courses.publishedAt) })
    .from(categories)
    .innerJoin(courses, and(eq(courses.categoryId, categories.id), publicCourse))
    .groupBy(categories.id, categories.slug, categories.position)
    .orderBy(asc(categories.position), asc(categories.id));
  return rows.map((r) => ({ path: categoryPath(r.slug), lastModified: r.lastModified }));
}

async function bundlePages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select({ slug: bundles.slug }).from(bundles).orderBy(asc(bundles.id));
  return rows.map((r) => ({ path: bundlePath(r.slug) }));
}

/** Each micro-degree programme's public page (issue 18 item 4; the listing is in the static sitemap). */
async function microdegreePages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select({ slug: microdegrees.slug }).from(microdegrees).orderBy(asc(microdegrees.position), asc(microdegrees.id));
  return rows.map((r) => ({ path: microdegreePath(r.slug) }));
}

/** The academies landing (academies have no page of their own yet), when there are academies. */
async function academyPages(db: Db): Promise<SitemapPage[]> {
  const [row] = await db.select({ n: count() }).from(academies);
  return Number(row?.n ?? 0) > 0 ? [{ path: SPEC_ROUTES.academies }] : [];
}

/** Published posts (newest first), then the blog categories that have posts. */
async function blogPages(db: Db): Promise<SitemapPage[]> {
  const [posts, cats] = await Promise.all([
    db.select({ slug: blogPosts.slug, publishedAt: blogPosts.publishedAt }).from(blogPosts).where(publishedPost()).orderBy(sql`${blogPosts.publishedAt} desc`, asc(blogPosts.id)),
    db
      .select({ slug: blogCategories.slug, lastModified: max(blogPosts.publishedAt) })
      .from(blogCategories)
      .innerJoin(blogPosts, and(eq(blogPosts.categoryId, blogCategories.id), publishedPost()))
      .groupBy(blogCategories.id, blogCategories.slug)
      .orderBy(asc(blogCategories.slug)),
  ]);
  return [
    ...posts.map((p) => ({ path: `/blog/${p.slug}/`, lastModified: p.publishedAt })),
    ...cats.map((c) => ({ path: `/blog/categoria/${c.slug}/`, lastModified: c.lastModified })),
  ];
}

async function legalPages(db: Db): Promise<SitemapPage[]> {
  const rows = await db.select({ slug: legalDocuments.slug, updatedAt: legalDocuments.updatedAt }).from(legalDocuments).orderBy(asc(legalDocuments.slug));
  return rows.map((r) => ({ path: legalPath(r.slug), lastModified: r.updatedAt }));
}

const SMALL_TYPES: Readonly<Record<Exclude<SitemapType, 'courses'>, (db: Db) => Promise<SitemapPage[]>>> = {
  static: async () => staticSitemapPaths().map((path) => ({ path })),
  categories: categoryPages,
  bundles: bundlePages,
  microdegrees: microdegreePages,
  academies: academyPages,
  blog: blogPages,
  legal: legalPages,
};

/** How many files each type needs (types with nothing to list are left out of the index). */
export async function sitemapChunkCounts(db: Db, perFile = pagesPerSitemap()): Promise<Array<{ type: SitemapType; chunks: number }>> {
  const [courseCount, ...small] = await Promise.all([
    countSitemapCourses(db),
    ...(Object.keys(SMALL_TYPES) as Array<keyof typeof SMALL_TYPES>).map(async (type) => ({ type, total: (await SMALL_TYPES[type](db)).length })),
  ]);
  const chunks = new Map<SitemapType, number>(small.map((s) => [s.type, sitemapChunkCount(s.total, perFile)]));
  chunks.set('courses', sitemapChunkCount(courseCount, perFile));
  return SITEMAP_TYPES
    .map((type) => ({ type, chunks: chunks.get(type) ?? 0 }))
    .filter((t) => t.chunks > 0);
}

/** The pages of one sitemap file, or null when that file does not exist. */
export async function sitemapPages(db: Db, name: SitemapName, perFile = pagesPerSitemap()): Promise<SitemapPage[] | null> {
  if (name.type === 'courses') {
    const pages = await listSitemapCourses(db, name.chunk, perFile);
    return pages.length > 0 ? pages : null;
  }
  const all = await SMALL_TYPES[name.type](db);
  const { offset, limit } = sitemapChunkRange(name.chunk, perFile);
  const pages = all.slice(offset, offset + limit);
  return pages.length > 0 ? pages : null;
}
