import 'server-only';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, coursePrices, courses, professors, subcategories, type LocalizedText } from '@/lib/server/db/schema';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';
import type { CourseSort } from '@/lib/domain/catalogue/catalogue-params';

export type CoursePriceRecord = { currency: string; priceCents: number; realPriceCents: number };

/** A course with what every card and API view of it needs (one row per course). */
export type CourseRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  summary: LocalizedText | null;
  coverImage: string;
  promoImage: string | null;
  trailerUrl: string | null;
  durationSeconds: number;
  scoreAverage: number;
  reviewsCount: number;
  enrollmentsCount: number;
  discountPercent: number;
  level: 'BEGINNER' | 'INTERMEDIATE' | 'ADVANCED';
  courseType: string;
  software: string[];
  launchDate: string | null;
  isPreSale: boolean;
  isScheduled: boolean;
  isActive: boolean;
  publishedAt: Date | null;
  category: { id: number; slug: string; name: LocalizedText };
  subcategory: { id: number; slug: string; name: LocalizedText } | null;
  professor: { id: number; slug: string; fullName: string; occupation: LocalizedText | null; avatarUrl: string | null };
  prices: CoursePriceRecord[];
};

export type { CourseSort };

export type CourseListQuery = {
  offset: number;
  limit: number;
  categorySlug?: string | null;
  subcategorySlug?: string | null;
  search?: string | null;
  sort?: CourseSort;
  /** Only courses published in the last N days (new courses page). */
  publishedWithinDays?: number | null;
  /**
   * How many courses match, when the caller already knows (the catalogue's cached facet
   * counts): the count query, a scan of every matching course, is then skipped.
   */
  knownTotal?: number;
};

const courseColumns = {
  id: courses.id,
  slug: courses.slug,
  title: courses.title,
  summary: courses.summary,
  coverImage: courses.coverImage,
  promoImage: courses.promoImage,
  trailerUrl: courses.trailerUrl,
  durationSeconds: courses.durationSeconds,
  scoreAverage: courses.scoreAverage,
  reviewsCount: courses.reviewsCount,
  enrollmentsCount: courses.enrollmentsCount,
  discountPercent: courses.discountPercent,
  level: courses.level,
  courseType: courses.courseType,
  software: courses.software,
  launchDate: courses.launchDate,
  isPreSale: courses.isPreSale,
  isScheduled: courses.isScheduled,
  isActive: courses.isActive,
  publishedAt: courses.publishedAt,
  categoryId: categories.id,
  categorySlug: categories.slug,
  categoryName: categories.name,
  subcategoryId: subcategories.id,
  subcategorySlug: subcategories.slug,
  subcategoryName: subcategories.name,
  professorId: professors.id,
  professorSlug: professors.slug,
  professorName: professors.fullName,
  professorOccupation: professors.occupation,
  professorAvatar: professors.avatarUrl,
};

type CourseRow = {
  [K in keyof typeof courseColumns]: (typeof courseColumns)[K]['_']['data'] | (K extends `subcategory${string}` ? null : never);
};

function escapeLike(term: string): string {
  return term.replace(/[\\%_]/g, (ch) => `\\${ch}`);
}

function listFilters(query: CourseListQuery): SQL | undefined {
  const filters: SQL[] = [eq(courses.isActive, true), sql`${courses.organizationId} is null`];
  // By id through a subquery rather than on the joined slug: the planner then walks the
  // partial (category_id, published_at) index instead of sorting the whole category.
  if (query.categorySlug) {
    filters.push(sql`${courses.categoryId} = (select c.id from ${categories} c where c.slug = ${query.categorySlug})`);
  }
  if (query.subcategorySlug) {
    filters.push(sql`${courses.subcategoryId} in (select s.id from ${subcategories} s where s.slug = ${query.subcategorySlug})`);
  }
  if (query.publishedWithinDays) {
    filters.push(sql`${courses.publishedAt} >= now() - make_interval(days => ${query.publishedWithinDays})`);
  }
  const term = query.search?.trim();
  if (term) {
    // Accent- and case-insensitive match on the title in any language (full ranking: issue 4).
    const pattern = `%${escapeLike(term)}%`;
    filters.push(
      sql`unaccent(lower(${courses.title}->>'es' || ' ' || coalesce(${courses.title}->>'pt', '') || ' ' || coalesce(${courses.title}->>'en', ''))) like unaccent(lower(${pattern}))`,
    );
  }
  return and(...filters);
}

function listOrder(sort: CourseSort | undefined): SQL[] {
  switch (sort) {
    // "nulls last" everywhere so each order matches its partial index (drizzle/0008).
    case 'popular':
      return [sql`${courses.enrollmentsCount} desc nulls last`, asc(courses.id)];
    case 'rating':
      return [sql`${courses.scoreAverage} desc nulls last`, asc(courses.id)];
    case 'newest':
    case 'relevance':
    default:
      return [sql`${courses.publishedAt} desc nulls last`, asc(courses.id)];
  }
}

/**
 * A course's prices as one json column of its row ([[currency, price, real price], …]): the
 * records and their prices in one statement, not a second one over course_prices by id (a
 * search page's 24 courses: one round trip and one plan fewer). Only for reads by id or slug: a
 * subquery of the select list also runs for the rows an OFFSET skips, so a page of the listing
 * reads its prices afterwards (pricesById).
 */
const pricesColumn = sql<unknown>`(select coalesce(json_agg(json_build_array(${coursePrices.currency}, ${coursePrices.priceCents}, ${coursePrices.realPriceCents})), '[]'::json)
  from ${coursePrices} where ${coursePrices.courseId} = ${courses.id})`;

/** The course rows, with their prices (pricesColumn) for reads by id or slug, else a null column. */
function baseSelect(db: Db, withPrices = true) {
  return db
    .select({ ...courseColumns, prices: withPrices ? pricesColumn : sql<unknown>`null` })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .leftJoin(subcategories, eq(subcategories.id, courses.subcategoryId))
    .innerJoin(professors, eq(professors.id, courses.professorId));
}

/** The prices of a page of courses in one statement, in pricesColumn's shape, by course id. */
async function pricesById(db: Db, ids: number[]): Promise<Map<number, unknown>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      courseId: coursePrices.courseId,
      prices: sql<unknown>`json_agg(json_build_array(${coursePrices.currency}, ${coursePrices.priceCents}, ${coursePrices.realPriceCents}))`,
    })
    .from(coursePrices)
    .where(sql`${coursePrices.courseId} = any(${`{${ids.map((id) => String(Math.trunc(id))).join(',')}}`}::int[])`)
    .groupBy(coursePrices.courseId);
  return new Map(rows.map((r) => [r.courseId, r.prices]));
}

/** The json prices column as the driver hands it over (parsed by pg and PGlite, text otherwise). */
function pricesOf(value: unknown): CoursePriceRecord[] {
  const list = (typeof value === 'string' ? JSON.parse(value) : (value ?? [])) as [string, number, number][];
  return list
    .map(([currency, priceCents, realPriceCents]) => ({ currency, priceCents: Number(priceCents), realPriceCents: Number(realPriceCents) }))
    .sort((a, b) => a.currency.localeCompare(b.currency));
}

function toRecords(rows: (CourseRow & { prices: unknown })[]): CourseRecord[] {
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    title: r.title,
    summary: r.summary,
    coverImage: r.coverImage,
    promoImage: r.promoImage,
    trailerUrl: r.trailerUrl,
    durationSeconds: r.durationSeconds,
    scoreAverage: r.scoreAverage,
    reviewsCount: r.reviewsCount,
    enrollmentsCount: r.enrollmentsCount,
    discountPercent: r.discountPercent,
    level: r.level,
    courseType: r.courseType,
    software: r.software,
    launchDate: r.launchDate,
    isPreSale: r.isPreSale,
    isScheduled: r.isScheduled,
    isActive: r.isActive,
    publishedAt: r.publishedAt,
    category: { id: r.categoryId, slug: r.categorySlug, name: r.categoryName },
    subcategory: r.subcategoryId !== null && r.subcategorySlug !== null && r.subcategoryName !== null
      ? { id: r.subcategoryId, slug: r.subcategorySlug, name: r.subcategoryName }
      : null,
    professor: { id: r.professorId, slug: r.professorSlug, fullName: r.professorName, occupation: r.professorOccupation, avatarUrl: r.professorAvatar },
    prices: pricesOf(r.prices),
  }));
}

/**
 * A page of courses without their total: for shelves (home, landings, suggestions) that never
 * show a count, so no scan of every matching course is paid for on each view.
 */
export async function listCourseItems(db: Db, query: Omit<CourseListQuery, 'knownTotal'>): Promise<CourseRecord[]> {
  const rows = (await baseSelect(db, false).where(listFilters(query)).orderBy(...listOrder(query.sort)).limit(query.limit).offset(query.offset)) as CourseRow[];
  const prices = await pricesById(db, rows.map((r) => r.id));
  return toRecords(rows.map((r) => ({ ...r, prices: prices.get(r.id) ?? [] })));
}

export async function listCourses(db: Db, query: CourseListQuery): Promise<{ items: CourseRecord[]; totalCount: number }> {
  const [items, totalCount] = await Promise.all([
    listCourseItems(db, query),
    query.knownTotal ??
      db
        .select({ total: count() })
        .from(courses)
        .innerJoin(categories, eq(categories.id, courses.categoryId))
        .leftJoin(subcategories, eq(subcategories.id, courses.subcategoryId))
        .where(listFilters(query))
        .then(([row]) => Number(row?.total ?? 0)),
  ]);
  return { items, totalCount };
}

/** Organisation-private courses (uploaded in a studio) are not part of the public catalogue. */
const publicOnly = sql`${courses.organizationId} is null`;

export async function getCourseById(db: Db, id: number, options: { includePrivate?: boolean } = {}): Promise<CourseRecord | null> {
  const rows = await baseSelect(db).where(options.includePrivate ? eq(courses.id, id) : and(eq(courses.id, id), publicOnly)).limit(1);
  return toRecords(rows as (CourseRow & { prices: unknown })[])[0] ?? null;
}

export async function getCourseBySlug(db: Db, slug: string, options: { includePrivate?: boolean } = {}): Promise<CourseRecord | null> {
  const rows = await baseSelect(db).where(options.includePrivate ? eq(courses.slug, slug) : and(eq(courses.slug, slug), publicOnly)).limit(1);
  return toRecords(rows as (CourseRow & { prices: unknown })[])[0] ?? null;
}

export async function getCoursesByIds(db: Db, ids: number[]): Promise<CourseRecord[]> {
  if (ids.length === 0) return [];
  // A named statement with the ids as one array: the same text for any number of ids, so on
  // PostgreSQL it is parsed once per connection and, after a few runs, no longer planned (its
  // four-table join took 0.5-2 ms to plan, more than to run, for a search page's 24 courses).
  const rows = await baseSelect(db)
    .where(sql`${courses.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('course_records_by_ids')
    .execute({ ids: `{${ids.map((id) => String(Math.trunc(id))).join(',')}}` });
  const records = toRecords(rows as (CourseRow & { prices: unknown })[]);
  const order = new Map(ids.map((id, index) => [id, index]));
  return records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}

/** The price in `currency`, falling back to USD, or null for a course with no price row. */
export function priceIn(record: Pick<CourseRecord, 'prices'>, currency: string): CoursePriceRecord | null {
  return priceInCurrency(record.prices, currency);
}
