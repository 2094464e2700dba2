/**
 * The micro-degree programmes the public pages and the menu read (issue 18 item 4; spec §2
 * "Microdegrees: programmes with universities, each with a duration in months and a partner"),
 * from the seeded database: PGlite, and PostgreSQL when TEST_DB=postgres.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadMenuData } from '@/lib/server/loaders/menu-data';
import type { Db } from '@/lib/server/db/client';
import { courses, microdegreeCourses, microdegreePrices, microdegrees } from '@/lib/server/db/schema';
import { getMicrodegreeBySlug, listMicrodegrees, microdegreePriceIn } from '@/lib/server/services/microdegrees';
import { microdegreePath } from '@/lib/domain/paths/course-paths';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

describe(`micro-degree programmes (${label})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = (await setupTestDatabase()).db;
  });
  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('lists every programme in menu order with its partner, months, public courses and prices', async () => {
    const list = await listMicrodegrees(db);
    const rows = await db.select({ slug: microdegrees.slug }).from(microdegrees).orderBy(microdegrees.position);
    expect(list.map((m) => m.slug)).toEqual(rows.map((r) => r.slug));
    expect(list.length).toBe(6);
    for (const m of list) {
      expect(m.partner.length, m.slug).toBeGreaterThan(0);
      expect(Number.isInteger(m.durationMonths) && m.durationMonths > 0, m.slug).toBe(true);
      expect(m.description?.es, m.slug).toContain(m.partner);
      expect(m.courseIds.length, m.slug).toBeGreaterThanOrEqual(4);
      expect(m.durationSeconds, m.slug).toBeGreaterThan(0);
      const usd = microdegreePriceIn(m, 'USD');
      expect(usd?.currency, m.slug).toBe('USD');
      expect(usd!.priceCents, m.slug).toBeGreaterThan(0);
      // A currency without a row falls back to US dollars (docs/pricing.md).
      expect(microdegreePriceIn(m, 'XXX')).toEqual(usd);
    }
    const ux = list.find((m) => m.slug === 'microgrado-diseno-ux-ui')!;
    expect(ux).toMatchObject({ partner: 'Universidad Andina de Innovación', durationMonths: 6 });
    expect(ux.title).toEqual({ es: 'Microgrado en Diseño UX/UI', pt: 'Micrograduação em Design UX/UI', en: 'Microdegree in UX/UI Design' });
    expect(microdegreePriceIn(ux, 'USD')?.priceCents).toBe(49_999);
  });

  it('reads one programme by slug with its course cards in programme order; an unknown slug is null', async () => {
    const found = await getMicrodegreeBySlug(db, 'microgrado-ciencia-de-datos');
    expect(found).not.toBeNull();
    const { microdegree, courses: cards } = found!;
    expect(microdegree).toMatchObject({ partner: 'Universidade Federal do Vale', durationMonths: 9 });
    expect(cards.map((c) => c.id)).toEqual(microdegree.courseIds);
    expect(cards.length).toBe(8);
    for (const c of cards) {
      expect(c.isActive).toBe(true);
      expect(c.category.slug).toBe('programacion-y-tecnologia');
      expect(c.prices.length).toBeGreaterThan(0);
    }
    expect(microdegree.durationSeconds).toBe(cards.reduce((s, c) => s + c.durationSeconds, 0));
    expect(await getMicrodegreeBySlug(db, 'no-such-programme')).toBeNull();
  });

  it('leaves out a course withdrawn from the catalogue, and shows no price without price rows', async () => {
    const slug = 'microgrado-gestion-de-proyectos';
    const before = (await getMicrodegreeBySlug(db, slug))!;
    const [first] = before.microdegree.courseIds;
    await db.update(courses).set({ isActive: false }).where(eq(courses.id, first));
    await db.delete(microdegreePrices).where(eq(microdegreePrices.microdegreeId, before.microdegree.id));
    try {
      const after = (await getMicrodegreeBySlug(db, slug))!;
      expect(after.microdegree.courseIds).toEqual(before.microdegree.courseIds.slice(1));
      expect(after.courses.map((c) => c.id)).not.toContain(first);
      expect(after.microdegree.prices).toEqual([]);
      expect(microdegreePriceIn(after.microdegree, 'USD')).toBeNull();
      // The link row is still there: only the public reading skips it.
      const links = await db
        .select()
        .from(microdegreeCourses)
        .where(and(eq(microdegreeCourses.microdegreeId, before.microdegree.id), eq(microdegreeCourses.courseId, first)));
      expect(links.length).toBe(1);
    } finally {
      await db.update(courses).set({ isActive: true }).where(eq(courses.id, first));
    }
  });

  it('the menu links each programme to its public page, not to the learner area', async () => {
    const [es, pt] = await Promise.all([loadMenuData(db, 'es'), loadMenuData(db, 'pt')]);
    const list = await listMicrodegrees(db);
    expect(es.microdegrees.map((m) => m.href)).toEqual(list.map((m) => microdegreePath(m.slug)));
    expect(es.microdegrees.every((m) => !m.href.startsWith('/learn/'))).toBe(true);
    expect(pt.microdegrees.map((m) => m.label)).toContain('Micrograduação em Ciência de Dados');
  });
});
