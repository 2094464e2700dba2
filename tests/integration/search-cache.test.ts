import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, inArray, sql } from 'drizzle-orm';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { getDb, type Db } from '@/lib/server/db/client';
import { coursePrices, courses, professors } from '@/lib/server/db/schema';
import { searchCourses, type SearchCoursesInput, type SearchCoursesResult } from '@/lib/server/services/search';
import { cachedSearchCourses, cachedSearchSuggestions, searchCatalogueVersionOf } from '@/lib/server/services/search-cache';
import { searchSuggestions } from '@/lib/server/services/search-suggestions';

/**
 * The search result cache (issue 16 item 4, lib/server/services/search-cache.ts): answered from
 * memory while the catalogue is unchanged, and never stale after a committed write.
 */
const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

let db: Db;
const input = (term: string, extra: Partial<SearchCoursesInput> = {}): SearchCoursesInput => ({ term, locale: 'es', offset: 0, limit: 24, ...extra });
const cached = (term: string, extra: Partial<SearchCoursesInput> = {}) => cachedSearchCourses(db, input(term, extra));
const fresh = (term: string, extra: Partial<SearchCoursesInput> = {}) => searchCourses(db, input(term, extra));
const ids = (r: SearchCoursesResult) => r.items.map((c) => c.id);

describe(`search result cache on ${label}`, () => {
  beforeAll(async () => {
    await setupTestDatabase();
    db = await getDb();
  });
  afterAll(teardownTestDatabase);

  it('answers a repeated search (any letter case or spacing) from the cache, with the term as asked', async () => {
    const first = await cached('diseño');
    const again = await cached('  DISEÑO ');
    expect(first.totalCount).toBeGreaterThan(0);
    expect(again.items).toBe(first.items); // the same objects: no database work
    expect(again.term.value).toBe('  DISEÑO ');
    expect(again).toEqual({ ...(await fresh('  DISEÑO ')) });
    // Another page or filter is another entry.
    expect((await cached('diseño', { offset: 1 })).items).not.toBe(first.items);
  });

  it('reuses the facet cells of the same words for another page, filter or spelling, and recounts them after a write (search-match-cache.ts)', async () => {
    const first = await fresh('fotografía');
    const category = first.facets.categories[0];
    // Another page, a filter, the same words unaccented: the same unfiltered facets.
    expect((await fresh('fotografia', { offset: 24 })).facets).toEqual(first.facets);
    const filtered = await fresh('FOTOGRAFÍA', { category: category.slug });
    expect(filtered.totalCount).toBe(category.count);
    expect(filtered.facets.categories).toEqual(first.facets.categories);
    // A matched course unpublished: the very next search (of another page) counts one fewer.
    const target = first.items[0].id;
    await db.update(courses).set({ isActive: false }).where(eq(courses.id, target));
    try {
      const after = await fresh('fotografia', { offset: 24 });
      expect(after.totalCount).toBe(first.totalCount - 1);
      expect(after.facets.price.free + after.facets.price.paid).toBe(first.totalCount - 1);
    } finally {
      await db.update(courses).set({ isActive: true }).where(eq(courses.id, target));
    }
    expect((await fresh('fotografía')).facets).toEqual(first.facets);
  });

  it("answers the overlay's suggestions from the cache, and shows a renamed professor in the very next one", async () => {
    const [prof] = await db.select({ id: professors.id, fullName: professors.fullName }).from(professors).orderBy(professors.id).limit(1);
    const surname = prof.fullName.split(' ').at(-1)!;
    const first = await cachedSearchSuggestions(db, { term: surname, locale: 'es' });
    expect(first.professors.map((p) => p.name)).toContain(prof.fullName);
    // The same words in another letter case: the same object, no database work.
    expect(await cachedSearchSuggestions(db, { term: surname.toUpperCase(), locale: 'es' })).toBe(first);
    expect(first).toEqual(await searchSuggestions(db, { term: surname, locale: 'es' }));
    // Another language is another entry (its URLs are in that language).
    expect(await cachedSearchSuggestions(db, { term: surname, locale: 'pt' })).not.toBe(first);
    await db.update(professors).set({ fullName: `${prof.fullName} Quispe` }).where(eq(professors.id, prof.id));
    try {
      const after = await cachedSearchSuggestions(db, { term: 'quispe', locale: 'es' });
      expect(after.professors.map((p) => p.name)).toContain(`${prof.fullName} Quispe`);
      expect((await cachedSearchSuggestions(db, { term: surname, locale: 'es' })).professors.map((p) => p.name)).not.toContain(prof.fullName);
    } finally {
      await db.update(professors).set({ fullName: prof.fullName }).where(eq(professors.id, prof.id));
    }
  });

  it('bumps the catalogue version once per committed transaction, not on a rollback or a read', async () => {
    const before = await searchCatalogueVersionOf(db);
    await cached('diseño');
    expect(await searchCatalogueVersionOf(db)).toBe(before);
    await db.transaction(async (tx) => {
      await tx.update(courses).set({ reviewsCount: sql`${courses.reviewsCount}` }).where(sql`${courses.id} in (select id from ${courses} order by id limit 5)`);
      await tx.update(coursePrices).set({ priceCents: sql`${coursePrices.priceCents}` }).where(sql`false`);
      await tx.update(courses).set({ reviewsCount: sql`${courses.reviewsCount}` }).where(sql`${courses.id} in (select id from ${courses} order by id limit 5)`);
    });
    expect(await searchCatalogueVersionOf(db)).toBe(before + 1);
    await db
      .transaction(async (tx) => {
        await tx.update(courses).set({ reviewsCount: sql`${courses.reviewsCount}` });
        throw new Error('roll back');
      })
      .catch(() => {});
    expect(await searchCatalogueVersionOf(db)).toBe(before + 1);
  });

  it('shows a changed title in the very next search, in both the new and the old words', async () => {
    const before = await cached('diseño');
    const course = before.items[0];
    await db.update(courses).set({ title: { ...course.title, es: 'Xilografía contemporánea' } }).where(eq(courses.id, course.id));
    const found = await cached('xilografia');
    expect(ids(found)).toEqual([course.id]);
    const after = await cached('diseño');
    expect(after.items.find((c) => c.id === course.id)?.title.es ?? 'Xilografía contemporánea').toBe('Xilografía contemporánea');
    expect(after).toEqual(await fresh('diseño'));
  });

  it('drops an unpublished course and shows a published one at once, counts and facets included', async () => {
    const before = await cached('fotografía');
    const course = before.items[0];
    await db.update(courses).set({ isActive: false }).where(eq(courses.id, course.id));
    const hidden = await cached('fotografía');
    expect(ids(hidden)).not.toContain(course.id);
    expect(hidden.totalCount).toBe(before.totalCount - 1);
    expect(hidden).toEqual(await fresh('fotografía'));
    await db.update(courses).set({ isActive: true }).where(eq(courses.id, course.id));
    const shown = await cached('fotografía');
    expect(ids(shown)).toEqual(ids(before));
    expect(shown.totalCount).toBe(before.totalCount);
    expect(shown.facets).toEqual(before.facets);
  });

  it('follows enrolments (the order) and prices (the price facet)', async () => {
    const before = await cached('fotografía');
    const last = before.items.at(-1)!;
    await db.update(courses).set({ enrollmentsCount: 10_000_000 }).where(eq(courses.id, last.id));
    const reordered = await cached('fotografía');
    expect(reordered).toEqual(await fresh('fotografía'));
    expect(ids(reordered)).not.toEqual(ids(before));
    const paid = before.items.filter((c) => c.courseType !== 'FREE').map((c) => c.id).slice(0, 2);
    await db.update(coursePrices).set({ priceCents: 0 }).where(inArray(coursePrices.courseId, paid));
    const cheaper = await cached('fotografía');
    expect(cheaper.facets.price.free).toBeGreaterThanOrEqual(before.facets.price.free + 1);
    expect(cheaper).toEqual(await fresh('fotografía'));
  });
});
