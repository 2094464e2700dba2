import 'server-only';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { courses, microdegreeCourses, microdegreePrices, microdegrees, type LocalizedText } from '@/lib/server/db/schema';
import { publicCourse } from '@/lib/server/services/catalogue-facets';
import { getCoursesByIds, type CourseRecord } from '@/lib/server/services/catalogue';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

export type MicrodegreePriceRecord = { currency: string; priceCents: number };

/**
 * A micro-degree programme with a university (spec §2 "Microdegrees: programmes with
 * universities, each with a duration in months and a partner") and what its public page and
 * card show (issue 18 item 4).
 */
export type MicrodegreeRecord = {
  id: number;
  slug: string;
  title: LocalizedText;
  description: LocalizedText | null;
  /** The university the programme is run with. */
  partner: string;
  durationMonths: number;
  /** Its public courses (active, of no organisation), in programme order. */
  courseIds: number[];
  /** Sum of those courses' lengths, in seconds. */
  durationSeconds: number;
  prices: MicrodegreePriceRecord[];
};

/** The price in `currency`, falling back to USD, or null when the programme has no price row (docs/pricing.md). */
export function microdegreePriceIn(record: Pick<MicrodegreeRecord, 'prices'>, currency: string): MicrodegreePriceRecord | null {
  return priceInCurrency(record.prices, currency);
}

async function hydrate(db: Db, rows: (typeof microdegrees.$inferSelect)[]): Promise<MicrodegreeRecord[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [links, prices] = await Promise.all([
    db
      .select({ microdegreeId: microdegreeCourses.microdegreeId, courseId: microdegreeCourses.courseId, durationSeconds: courses.durationSeconds })
      .from(microdegreeCourses)
      // A course withdrawn from the catalogue or owned by an organisation is not shown publicly.
      .innerJoin(courses, and(eq(courses.id, microdegreeCourses.courseId), publicCourse))
      .where(inArray(microdegreeCourses.microdegreeId, ids))
      .orderBy(asc(microdegreeCourses.position), asc(microdegreeCourses.courseId)),
    db.select().from(microdegreePrices).where(inArray(microdegreePrices.microdegreeId, ids)),
  ]);
  return rows.map((r) => {
    const own = links.filter((l) => l.microdegreeId === r.id);
    return {
      id: r.id,
      slug: r.slug,
      title: r.title,
      description: r.description,
      partner: r.partner,
      durationMonths: r.durationMonths,
      courseIds: own.map((l) => l.courseId),
      durationSeconds: own.reduce((sum, l) => sum + l.durationSeconds, 0),
      prices: prices
        .filter((p) => p.microdegreeId === r.id)
        .map((p) => ({ currency: p.currency, priceCents: p.priceCents }))
        .sort((a, b) => a.currency.localeCompare(b.currency)),
    };
  });
}

/** Every programme, in the menu's order (position, then id). */
export async function listMicrodegrees(db: Db): Promise<MicrodegreeRecord[]> {
  return hydrate(db, await db.select().from(microdegrees).orderBy(asc(microdegrees.position), asc(microdegrees.id)));
}

/** One programme by its slug with its course cards, or null when there is none. */
export async function getMicrodegreeBySlug(db: Db, slug: string): Promise<{ microdegree: MicrodegreeRecord; courses: CourseRecord[] } | null> {
  const [microdegree] = await hydrate(db, await db.select().from(microdegrees).where(eq(microdegrees.slug, slug)).limit(1));
  if (!microdegree) return null;
  return { microdegree, courses: await getCoursesByIds(db, microdegree.courseIds) };
}
