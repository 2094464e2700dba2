/**
 * The menu's submenu data (spec §2 "Labelled entries") read from the seeded database: every
 * list is real data, localised, with working paths.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadMenuData } from '@/lib/server/loaders/menu-data';
import { MENU_SUBCATEGORY_COUNT } from '@/lib/domain/menu/menu-data-types';
import { MENU_CATEGORY_COUNTS, MENU_SOFTWARE_COUNTS, maxMenuCount } from '@/lib/domain/menu/menu-counts';
import type { Db } from '@/lib/server/db/client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const label = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';

describe(`menu data (${label})`, () => {
  let db: Db;
  beforeAll(async () => {
    db = (await setupTestDatabase()).db;
  });
  afterAll(async () => {
    await teardownTestDatabase();
  });

  it('lists categories with subcategories, software, new releases, micro-degrees, academies and blog categories', async () => {
    const es = await loadMenuData(db, 'es');
    expect(es.categories.length).toBeGreaterThan(0);
    expect(es.categories[0].href).toMatch(/^\/cursos-online\/[a-z0-9-]+\/$/);
    expect(es.categories.some((c) => c.subcategories.length > 0)).toBe(true);
    // Only the subcategories the submenu shows travel, by slug (issue 14: HTML size).
    expect(Math.max(...es.categories.map((c) => c.subcategories.length))).toBe(MENU_SUBCATEGORY_COUNT);
    expect(es.categories.flatMap((c) => c.subcategories)[0]).toEqual({ label: expect.any(String), slug: expect.stringMatching(/^[a-z0-9-]+$/) });
    expect(es.software.length).toBeGreaterThan(0);
    // Spec §9 per-breakpoint counts: no more than the widest breakpoint lists travel.
    expect(es.software.length).toBeLessThanOrEqual(maxMenuCount(MENU_SOFTWARE_COUNTS));
    expect(es.categories.length).toBeLessThanOrEqual(maxMenuCount(MENU_CATEGORY_COUNTS));
    expect(es.software[0].href).toMatch(/^\/cursos-online\/search\/\?q=/);
    expect(es.newCourses.length).toBe(5);
    expect(es.newCourses[0].href).toMatch(/^\/cursos-online\/[a-z0-9-]+\/[a-z0-9-]+\/$/);
    expect(es.microdegrees.length).toBeGreaterThan(0);
    for (const m of es.microdegrees) {
      expect(m.durationMonths).toBeGreaterThan(0);
      expect(m.partner.length).toBeGreaterThan(0);
      // The programme's public page (issue 18 item 4), not the learner's sign-in wall.
      expect(m.href).toBe(`/microgrados/${m.slug}/`);
    }
    expect(es.academies.length).toBeGreaterThan(0);
    expect(es.academies.some((a) => a.learningPaths > 0)).toBe(true);
    expect(es.academyBucketCount).toBeGreaterThan(0);
    expect(es.blogCategories.length).toBeGreaterThan(0);
    expect(es.blogCategories[0].href).toMatch(/^\/blog\/categoria\/[a-z0-9-]+\/$/);
  });

  it('localises the labels', async () => {
    const [es, pt] = await Promise.all([loadMenuData(db, 'es'), loadMenuData(db, 'pt')]);
    expect(pt.categories.map((c) => c.slug)).toEqual(es.categories.map((c) => c.slug));
    expect(pt.categories.map((c) => c.label)).not.toEqual(es.categories.map((c) => c.label));
  });
});
