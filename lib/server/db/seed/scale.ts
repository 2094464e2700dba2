/**
 * Scale seed for benchmarks: adds N generated courses (with prices in every currency and
 * category/subcategory/professor links) on top of the demo data, in batched multi-row
 * inserts, one transaction per batch. Used by scripts/seed-scale.ts.
 */
import { sql } from 'drizzle-orm';
import { categories, coursePrices, courses, professors, subcategories } from '../schema';
import { allTopics, planScaleCourse } from './course-generator';
import { coursePriceRows } from './money';
import { PROFESSORS } from './people-data';
import { rngFor } from './random';
import { addMs, chunks, DAY_MS, HOUR_MS, slugify, startOfUtcDay, type SeedDb } from './util';

export type ScaleOptions = {
  courses: number;
  /** Courses per multi-row insert (prices go 8 per course, in inserts of up to 4 000 rows). */
  batchSize?: number;
  now?: Date;
  onProgress?: (done: number, total: number) => void;
};

export type ScaleResult = { inserted: number; prices: number; firstIndex: number };

export async function seedScaleCourses(db: SeedDb, options: ScaleOptions): Promise<ScaleResult> {
  const total = Math.max(0, Math.floor(options.courses));
  const batchSize = Math.min(5000, Math.max(1, Math.floor(options.batchSize ?? 1000)));
  const day = startOfUtcDay(options.now ?? new Date());

  const cats = await db.select({ id: categories.id, slug: categories.slug }).from(categories);
  const subs = await db.select({ id: subcategories.id, slug: subcategories.slug, categoryId: subcategories.categoryId }).from(subcategories);
  const profs = await db.select({ id: professors.id, slug: professors.slug }).from(professors);
  if (cats.length === 0 || profs.length === 0) throw new Error('Seed the demo data first (no categories or professors found).');

  const categoryId = new Map(cats.map((c) => [c.slug, c.id]));
  const catSlugById = new Map(cats.map((c) => [c.id, c.slug]));
  const subId = new Map(subs.map((s) => [`${catSlugById.get(s.categoryId)}/${s.slug}`, s.id]));
  const profId = new Map(profs.map((p) => [p.slug, p.id]));
  const fallbackProf = profs[0].id;

  // Continue numbering after the highest id so repeated runs never reuse a slug.
  const [{ maxId }] = await db.select({ maxId: sql<number>`coalesce(max(${courses.id}), 0)::int` }).from(courses);
  const firstIndex = maxId + 1;
  const rng = rngFor('scale', firstIndex);
  const topics = allTopics().filter((t) => categoryId.has(t.category.slug));
  if (topics.length === 0) throw new Error('None of the catalogue categories exist in this database.');

  let inserted = 0;
  let priceCount = 0;
  while (inserted < total) {
    const size = Math.min(batchSize, total - inserted);
    const plans = Array.from({ length: size }, (_, i) => planScaleCourse(firstIndex + inserted + i, rng, topics));
    const rows = plans.map((plan) => {
      const publishedAt = addMs(day, -rng.int(1, 1095) * DAY_MS + rng.int(7, 22) * HOUR_MS);
      return {
        slug: plan.slug,
        title: plan.title,
        summary: plan.summary,
        description: plan.description,
        categoryId: categoryId.get(plan.categorySlug)!,
        subcategoryId: subId.get(`${plan.categorySlug}/${plan.subcategorySlug}`) ?? null,
        professorId: profId.get(slugify(PROFESSORS[plan.professorIndex].fullName)) ?? fallbackProf,
        courseType: 'PAID' as const,
        level: plan.level,
        software: plan.software,
        coverImage: `/media/course/${plan.slug}.svg`,
        promoImage: `/media/course/${plan.slug}-promo.svg`,
        durationSeconds: plan.durationSeconds,
        scoreAverage: plan.scoreAverage,
        reviewsCount: plan.reviewsCount,
        enrollmentsCount: plan.enrollmentsCount,
        discountPercent: plan.discountPercent,
        publishedAt,
        createdAt: publishedAt,
      };
    });
    await db.transaction(async (tx) => {
      const ids = await tx.insert(courses).values(rows).returning({ id: courses.id, slug: courses.slug });
      const idBySlug = new Map(ids.map((r) => [r.slug, r.id]));
      const priceRows = plans.flatMap((plan) =>
        coursePriceRows(plan.realUsdCents, plan.discountPercent).map((p) => ({ courseId: idBySlug.get(plan.slug)!, ...p })),
      );
      for (const part of chunks(priceRows, 4000)) await tx.insert(coursePrices).values(part);
      priceCount += priceRows.length;
    });
    inserted += size;
    options.onProgress?.(inserted, total);
  }
  return { inserted, prices: priceCount, firstIndex };
}
