import 'server-only';
import { unstable_cache } from 'next/cache';
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import { getDb, type Db } from '@/lib/server/db/client';
import { academies, academyBuckets, blogCategories, courses, microdegrees, skillPaths } from '@/lib/server/db/schema';
import { listCategoryFacets } from '@/lib/server/services/catalogue-facets';
import { listCourses } from '@/lib/server/services/catalogue';
import { localized } from '@/lib/domain/i18n/localized';
import { searchHref } from '@/lib/domain/catalogue/search-params';
import { categoryPath, coursePath, microdegreePath } from '@/lib/domain/paths/course-paths';
import { MENU_SUBCATEGORY_COUNT, type MenuData } from '@/lib/domain/menu/menu-data-types';
import { MENU_CATEGORY_COUNTS, MENU_SOFTWARE_COUNTS, maxMenuCount } from '@/lib/domain/menu/menu-counts';

/** The menu's page size (spec §9 "Menu: page size 10"); the new releases are half a page. */
export const MENU_PAGE_SIZE = 10;
/** The menu is rebuilt from the database at most this often (seconds), like the public pages. */
export const MENU_DATA_REVALIDATE_S = 300;
export const MENU_DATA_TAG = 'menu-data';

/** Reads every entry of the menu's submenus in `locale` (5 small queries, run together). */
export async function loadMenuData(db: Db, locale: string): Promise<MenuData> {
  const publicCourse = and(eq(courses.isActive, true), isNull(courses.organizationId));
  const taught = db.select({ name: sql<string>`unnest(${courses.software})`.as('name') }).from(courses).where(publicCourse).as('taught');
  const [facets, latest, softwareRows, degreeRows, academyRows, bucketCount, blogRows] = await Promise.all([
    listCategoryFacets(db),
    listCourses(db, { offset: 0, limit: MENU_PAGE_SIZE / 2, sort: 'newest' }),
    db.select({ name: taught.name, n: count() }).from(taught).groupBy(taught.name).orderBy(desc(count()), asc(taught.name)).limit(maxMenuCount(MENU_SOFTWARE_COUNTS)),
    db
      .select({ slug: microdegrees.slug, title: microdegrees.title, partner: microdegrees.partner, durationMonths: microdegrees.durationMonths })
      .from(microdegrees)
      .orderBy(asc(microdegrees.position), asc(microdegrees.id)),
    db
      .select({ slug: academies.slug, title: academies.title, paths: count(skillPaths.id) })
      .from(academies)
      .leftJoin(skillPaths, eq(skillPaths.academyId, academies.id))
      .groupBy(academies.id)
      .orderBy(asc(academies.position), asc(academies.id)),
    db.select({ n: count() }).from(academyBuckets),
    db.select().from(blogCategories).orderBy(sql`${blogCategories.name}->>${locale}`),
  ]);
  return {
    // Only as many as the widest breakpoint lists (spec §9 counts): the rest would be hidden bytes in every page.
    categories: facets.slice(0, maxMenuCount(MENU_CATEGORY_COUNTS)).map((c) => ({
      slug: c.slug,
      label: localized(c.name, locale),
      href: categoryPath(c.slug),
      subcategories: c.subcategories.slice(0, MENU_SUBCATEGORY_COUNT).map((s) => ({ label: localized(s.name, locale), slug: s.slug })),
    })),
    software: softwareRows.filter((r) => r.name).map((r) => ({ label: r.name, href: searchHref(r.name) })),
    newCourses: latest.items.map((c) => ({ label: localized(c.title, locale), href: coursePath(c.category.slug, c.slug) })),
    microdegrees: degreeRows.map((m) => ({
      slug: m.slug,
      label: localized(m.title, locale),
      partner: m.partner,
      durationMonths: m.durationMonths,
      // The programme's public page (issue 18 item 4), not the learner's area (/learn/microdegree/, a sign-in wall for visitors).
      href: microdegreePath(m.slug),
    })),
    academies: academyRows.map((a) => ({ slug: a.slug, label: localized(a.title, locale), href: `/academias/#${a.slug}`, learningPaths: Number(a.paths) })),
    academyBucketCount: Number(bucketCount[0]?.n ?? 0),
    blogCategories: blogRows.map((b) => ({ label: localized(b.name, locale), href: `/blog/categoria/${b.slug}/` })),
  };
}

/**
 * The menu data of a language, fetched once and cached across requests and pages (the menu
 * bar is in the root layout, on every page): rebuilt at most every MENU_DATA_REVALIDATE_S, or
 * when the MENU_DATA_TAG tag is revalidated.
 */
export function getMenuData(locale: string): Promise<MenuData> {
  return unstable_cache(async () => loadMenuData(await getDb(), locale), ['menu-data', locale], { revalidate: MENU_DATA_REVALIDATE_S, tags: [MENU_DATA_TAG] })();
}
