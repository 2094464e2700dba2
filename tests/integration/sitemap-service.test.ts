/**
 * The sitemap service and route handlers on the seeded demo database: every active public
 * course is listed exactly once across the chunks, private and inactive ones never.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull, not, or } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb } from '@/lib/server/db/client';
import { categories, courses } from '@/lib/server/db/schema';
import { countSitemapCourses, sitemapChunkCounts, sitemapPages } from '@/lib/server/services/sitemap';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { GET as getIndex } from '@/app/sitemap.xml/route';
import { GET as getSitemap } from '@/app/sitemaps/[name]/route';

const sitemap = (name: string) => getSitemap(new Request(`http://localhost/sitemaps/${name}`), { params: Promise.resolve({ name }) });

describe('sitemaps on the demo data', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);

  it('lists every active public course exactly once across chunks, and nothing else', async () => {
    const db = await getDb();
    const expected = await db
      .select({ slug: courses.slug, category: categories.slug })
      .from(courses)
      .innerJoin(categories, eq(categories.id, courses.categoryId))
      .where(and(eq(courses.isActive, true), isNull(courses.organizationId)));
    expect(await countSitemapCourses(db)).toBe(expected.length);

    const perFile = 25;
    const counts = await sitemapChunkCounts(db, perFile);
    const chunks = counts.find((c) => c.type === 'courses')?.chunks ?? 0;
    expect(chunks).toBe(Math.ceil(expected.length / perFile));
    const listed: string[] = [];
    for (let n = 1; n <= chunks; n++) {
      const pages = (await sitemapPages(db, { type: 'courses', chunk: n }, perFile)) ?? [];
      expect(pages.length).toBeLessThanOrEqual(perFile);
      listed.push(...pages.map((p) => p.path));
    }
    expect(await sitemapPages(db, { type: 'courses', chunk: chunks + 1 }, perFile)).toBeNull();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed.sort()).toEqual(expected.map((c) => coursePath(c.category, c.slug)).sort());

    const hidden = await db
      .select({ slug: courses.slug })
      .from(courses)
      .where(or(not(eq(courses.isActive, true)), not(isNull(courses.organizationId))));
    const listedSlugs = new Set(listed.map((p) => p.split('/')[3]));
    for (const h of hidden) expect(listedSlugs.has(h.slug), h.slug).toBe(false);
  });

  it('the other types hold their pages with lastmod where known', async () => {
    const db = await getDb();
    const blog = (await sitemapPages(db, { type: 'blog', chunk: 1 })) ?? [];
    expect(blog.some((p) => /^\/blog\/[a-z0-9-]+\/$/.test(p.path) && p.lastModified instanceof Date)).toBe(true);
    expect(blog.some((p) => p.path.startsWith('/blog/categoria/'))).toBe(true);
    const legal = (await sitemapPages(db, { type: 'legal', chunk: 1 })) ?? [];
    expect(legal.map((p) => p.path)).toContain('/legal/terminos-y-condiciones/');
    expect(legal.every((p) => typeof p.lastModified === 'string')).toBe(true);
    const cats = (await sitemapPages(db, { type: 'categories', chunk: 1 })) ?? [];
    expect(cats.length).toBeGreaterThan(0);
    expect(cats.every((p) => /^\/cursos-online\/[a-z0-9-]+\/$/.test(p.path))).toBe(true);
    expect((await sitemapPages(db, { type: 'bundles', chunk: 1 }))?.[0]?.path).toMatch(/^\/certificaciones\/[a-z0-9-]+\/$/);
    const programmes = (await sitemapPages(db, { type: 'microdegrees', chunk: 1 })) ?? [];
    expect(programmes.length).toBe(6);
    expect(programmes.every((p) => /^\/microgrados\/[a-z0-9-]+\/$/.test(p.path))).toBe(true);
    expect((await sitemapPages(db, { type: 'academies', chunk: 1 }))?.map((p) => p.path)).toEqual(['/academias/']);
    expect((await sitemapPages(db, { type: 'static', chunk: 1 }))?.map((p) => p.path)).toContain('/');
    expect((await sitemapPages(db, { type: 'static', chunk: 1 }))?.map((p) => p.path)).toContain('/microgrados/');
    expect(await sitemapPages(db, { type: 'static', chunk: 2 })).toBeNull();
  });

  it('the route handlers answer XML: the index lists each file, a file lists its URLs', async () => {
    const index = await getIndex();
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    const xml = await index.text();
    for (const type of ['static', 'categories', 'courses', 'bundles', 'microdegrees', 'academies', 'blog', 'legal']) {
      expect(xml).toContain(`/sitemaps/${type}-1.xml</loc>`);
    }
    const courses1 = await sitemap('courses-1.xml');
    expect(courses1.status).toBe(200);
    const body = await courses1.text();
    expect(body).toMatch(/<url><loc>http[^<]+\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/<\/loc><lastmod>/);
    expect(body).toContain('hreflang="x-default"');
    expect((await sitemap('courses-999.xml')).status).toBe(404);
    expect((await sitemap('nope.xml')).status).toBe(404);
  });
});
