import 'server-only';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { bundleCourses, bundlePrices, bundles, courses, type LocalizedText } from '@/lib/server/db/schema';
import { getCoursesByIds, type CourseRecord } from '@/lib/server/services/catalogue';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

export type BundlePriceRecord = { currency: string; priceCents: number; totalPriceCents: number };

/** A certification bundle (spec §3 bundle) with what its card needs. */
export type BundleRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  coverImageUrl: string;
  discountPercent: number;
  enrollmentsCount: number;
  courseIds: number[];
  /** Sum of the bundled courses' lengths, in seconds. */
  durationSeconds: number;
  professorCount: number;
  /** Distinct professors of the bundled courses. */
  professorIds: number[];
  prices: BundlePriceRecord[];
};

/** The price in `currency`, falling back to USD, or null when the bundle has no price row. */
export function bundlePriceIn(bundle: Pick<BundleRecord, 'prices'>, currency: string): BundlePriceRecord | null {
  return priceInCurrency(bundle.prices, currency);
}

async function hydrate(db: Db, rows: (typeof bundles.$inferSelect)[]): Promise<BundleRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, prices] = await Promise.all([
    db
      .select({
        bundleId: bundleCourses.bundleId,
        courseId: bundleCourses.courseId,
        durationSeconds: courses.durationSeconds,
        professorId: courses.professorId,
      })
      .from(bundleCourses)
      .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
      .where(inArray(bundleCourses.bundleId, ids))
      .orderBy(asc(bundleCourses.position), asc(bundleCourses.courseId)),
    db.select().from(bundlePrices).where(inArray(bundlePrices.bundleId, ids)),
  ]);
  return rows.map((r) => {
    const own = links.filter((l) => l.bundleId === r.id);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      coverImageUrl: r.coverImageUrl,
      discountPercent: r.discountPercent,
      enrollmentsCount: r.enrollmentsCount,
      courseIds: own.map((l) => l.courseId),
      durationSeconds: own.reduce((s, l) => s + l.durationSeconds, 0),
      professorCount: new Set(own.map((l) => l.professorId)).size,
      professorIds: [...new Set(own.map((l) => l.professorId))],
      prices: prices
        .filter((p) => p.bundleId === r.id)
        .map((p) => ({ currency: p.currency, priceCents: p.priceCents, totalPriceCents: p.totalPriceCents }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  });
}

/** Bundles, most enrolled first. */
export async function listBundles(db: Db, options: { limit?: number } = {}): Promise<BundleRecord[]> {
  const query = db.select().from(bundles).orderBy(desc(bundles.enrollmentsCount), asc(bundles.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return hydrate(db, rows);
}

export async function getBundleBySlug(db: Db, slug: string): Promise<{ bundle: BundleRecord; courses: CourseRecord[] } | null> {
  const rows = await db.select().from(bundles).where(eq(bundles.slug, slug)).limit(1);
  const [bundle] = await hydrate(db, rows);
  if (!bundle) return null;
  return { bundle, courses: await getCoursesByIds(db, bundle.courseIds) };
}

/** Bundles by id, in the order asked (unknown ids are skipped). */
export async function getBundlesByIds(db: Db, ids: number[]): Promise<BundleRecord[]> {
  if (ids.length === 0) return [];
  const records = await hydrate(db, await db.select().from(bundles).where(inArray(bundles.id, ids)));
  const order = new Map(ids.map((id, index) => [id, index]));
  return records.sort((a, b) => (order.get(a.id) ?? 0) - (order.get(b.id) ?? 0));
}
