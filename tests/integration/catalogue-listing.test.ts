/**
 * The catalogue listing (spec §2 /cursos-online/?all=true, §9 pagination) read from the seeded
 * database: filters by category and subcategory slug, the three orders, the total, and the
 * caller-supplied total that skips the count (issue 9: cached facet counts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { listCourses } from '@/lib/server/services/catalogue';
import { listCategoryFacets } from '@/lib/server/services/catalogue-facets';
import { totalPublicCourses } from '@/lib/server/services/catalogue-figures-cache';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

describe(`catalogue listing (${label})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = (await setupTestDatabase()).db;
  });
  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('counts every public course once: the facet totals equal the listing total', async () => {
    const facets = await listCategoryFacets(db);
    const all = await listCourses(db, { offset: 0, limit: 5 });
    expect(all.totalCount).toBeGreaterThan(0);
    expect(totalPublicCourses(facets)).toBe(all.totalCount);
  });

  it('filters by category slug and by subcategory slug, with totals matching the facets', async () => {
    const facets = await listCategoryFacets(db);
    const category = facets.find((c) => c.courseCount > 0 && c.subcategories.some((s) => s.courseCount > 0));
    expect(category).toBeDefined();
    const byCategory = await listCourses(db, { offset: 0, limit: 100, categorySlug: category!.slug });
    expect(byCategory.totalCount).toBe(category!.courseCount);
    expect(byCategory.items.every((c) => c.category.slug === category!.slug)).toBe(true);

    const sub = category!.subcategories.find((s) => s.courseCount > 0)!;
    const bySub = await listCourses(db, { offset: 0, limit: 100, categorySlug: category!.slug, subcategorySlug: sub.slug });
    expect(bySub.totalCount).toBe(sub.courseCount);
    expect(bySub.items.every((c) => c.subcategory?.slug === sub.slug)).toBe(true);

    const unknown = await listCourses(db, { offset: 0, limit: 10, categorySlug: 'no-such-category' });
    expect(unknown).toEqual({ items: [], totalCount: 0 });
  });

  it('orders by newest, popular and rating, ties broken by id, pages without overlap', async () => {
    const newest = await listCourses(db, { offset: 0, limit: 200, sort: 'newest' });
    const published = newest.items.map((c) => (c.publishedAt ? new Date(c.publishedAt).getTime() : -Infinity));
    expect(published).toEqual([...published].sort((a, b) => b - a));

    const popular = await listCourses(db, { offset: 0, limit: 200, sort: 'popular' });
    const enrollments = popular.items.map((c) => c.enrollmentsCount);
    expect(enrollments).toEqual([...enrollments].sort((a, b) => b - a));

    const rating = await listCourses(db, { offset: 0, limit: 200, sort: 'rating' });
    const scores = rating.items.map((c) => c.scoreAverage);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));

    const page1 = await listCourses(db, { offset: 0, limit: 6, sort: 'popular' });
    const page2 = await listCourses(db, { offset: 6, limit: 6, sort: 'popular' });
    expect(page1.items.map((c) => c.id)).toEqual(popular.items.slice(0, 6).map((c) => c.id));
    expect(page2.items.map((c) => c.id)).toEqual(popular.items.slice(6, 12).map((c) => c.id));
  });

  it('returns the caller-supplied total without counting', async () => {
    const listed = await listCourses(db, { offset: 0, limit: 3, knownTotal: 12345 });
    expect(listed.totalCount).toBe(12345);
    expect(listed.items).toHaveLength(3);
  });

  it('reads a page of each order from its partial index, not by sorting the catalogue', async () => {
    // On the small seed the planner rightly prefers scanning and sorting; making those the
    // costliest choices shows whether an index delivers each order by itself.
    await db.execute(sql`set enable_seqscan = off`);
    await db.execute(sql`set enable_bitmapscan = off`);
    await db.execute(sql`set enable_sort = off`);
    try {
      for (const order of ['published_at desc nulls last', 'enrollments_count desc nulls last', 'score_average desc nulls last']) {
        const result = await db.execute(
          sql.raw(`explain select id from courses where is_active and organization_id is null order by ${order}, id limit 24`),
        );
        const plan = (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
        expect(plan, order).toMatch(/Index (Only )?Scan using courses_public_/);
        expect(plan, order).not.toMatch(/Sort/);
      }
    } finally {
      await db.execute(sql`reset enable_seqscan`);
      await db.execute(sql`reset enable_bitmapscan`);
      await db.execute(sql`reset enable_sort`);
    }
  });
});
