/** Seeds bundles (certifications), academies with buckets and skill paths, and microdegrees with their courses and prices. */
import { and, inArray } from 'drizzle-orm';
import {
  academies,
  academyBucketLinks,
  academyBuckets,
  bundleCourses,
  bundlePrices,
  bundles,
  coursePrices,
  microdegreeCourses,
  microdegreePrices,
  microdegrees,
  skillPathCourses,
  skillPaths,
} from '../schema';
import { CATEGORIES } from './catalogue-data';
import { convertFromUsd, CURRENCIES, roundPrice, type Currency } from './money';
import { rngFor } from './random';
import { ACADEMIES, ACADEMY_BUCKETS, BUNDLES, MICRODEGREES } from './reference-data';
import type { CatalogueIds, SeededCourse } from './seed-catalogue';
import { insertChunked, perLang, type SeedDb } from './util';

/** Active paid courses of a category, those of `prefer` (a subcategory) first. */
function coursesOf(all: SeededCourse[], categorySlug: string, prefer?: string): SeededCourse[] {
  const inCategory = all.filter((c) => c.isActive && !c.isFree && c.categorySlug === categorySlug);
  return [...inCategory.filter((c) => c.subcategorySlug === prefer), ...inCategory.filter((c) => c.subcategorySlug !== prefer)];
}

export async function seedBundles(db: SeedDb, catalogue: CatalogueIds): Promise<void> {
  const rng = rngFor('bundles');
  const picks = BUNDLES.map((b) => ({ seed: b, courses: coursesOf(catalogue.courses, b.categorySlug, b.prefer).slice(0, b.size) }));
  const rows = await db
    .insert(bundles)
    .values(
      picks.map(({ seed }) => ({
        slug: seed.slug,
        title: seed.title,
        description: perLang((l) =>
          l === 'es'
            ? `Certifícate en ${seed.subject.es} con una ruta de ${seed.size} cursos que van de los fundamentos a un proyecto profesional. Ahorra un ${seed.discountPercent} % frente a comprarlos por separado.`
            : l === 'pt'
              ? `Certifique-se em ${seed.subject.pt} com uma trilha de ${seed.size} cursos que vão dos fundamentos a um projeto profissional. Economize ${seed.discountPercent}% em relação à compra separada.`
              : `Get certified in ${seed.subject.en} with a path of ${seed.size} courses, from the fundamentals to a professional project. Save ${seed.discountPercent}% compared with buying them separately.`,
        ),
        coverImageUrl: `/media/bundle/${seed.slug}.svg`,
        discountPercent: seed.discountPercent,
        enrollmentsCount: rng.int(180, 9500),
      })),
    )
    .returning({ id: bundles.id, slug: bundles.slug });
  const bundleIds = new Map(rows.map((r) => [r.slug, r.id]));

  await insertChunked(
    db,
    bundleCourses,
    picks.flatMap(({ seed, courses }) => courses.map((c, i) => ({ bundleId: bundleIds.get(seed.slug)!, courseId: c.id, position: i + 1 }))),
  );

  // Bundle prices from the seeded course prices: total = sum of the courses' prices.
  const courseIds = picks.flatMap((p) => p.courses.map((c) => c.id));
  const prices = await db
    .select({ courseId: coursePrices.courseId, currency: coursePrices.currency, priceCents: coursePrices.priceCents })
    .from(coursePrices)
    .where(and(inArray(coursePrices.courseId, courseIds), inArray(coursePrices.currency, [...CURRENCIES])));
  const priceOf = new Map(prices.map((p) => [`${p.courseId}:${p.currency}`, p.priceCents]));
  await insertChunked(
    db,
    bundlePrices,
    picks.flatMap(({ seed, courses }) =>
      CURRENCIES.map((currency: Currency) => {
        const total = courses.reduce((sum, c) => sum + (priceOf.get(`${c.id}:${currency}`) ?? 0), 0);
        const price = Math.min(total, roundPrice(Math.round((total * (100 - seed.discountPercent)) / 100), currency));
        return { bundleId: bundleIds.get(seed.slug)!, currency, priceCents: price, totalPriceCents: total };
      }),
    ),
  );
}

export async function seedAcademies(db: SeedDb, catalogue: CatalogueIds): Promise<void> {
  const rng = rngFor('academies');
  const bucketRows = await db
    .insert(academyBuckets)
    .values(ACADEMY_BUCKETS.map((name) => ({ name })))
    .returning({ id: academyBuckets.id, name: academyBuckets.name });
  const bucketIds = new Map(bucketRows.map((r) => [r.name.es, r.id]));
  const academyRows = await db
    .insert(academies)
    .values(
      ACADEMIES.map((a, i) => ({
        slug: a.slug,
        title: a.title,
        description: a.description,
        logoUrl: `/media/academy/${a.slug}.svg`,
        isNew: a.isNew,
        categoryId: catalogue.categoryIds[a.categorySlug],
        position: i + 1,
      })),
    )
    .returning({ id: academies.id, slug: academies.slug });
  const academyIds = new Map(academyRows.map((r) => [r.slug, r.id]));
  await insertChunked(
    db,
    academyBucketLinks,
    ACADEMIES.flatMap((a) => a.buckets.map((b) => ({ academyId: academyIds.get(a.slug)!, bucketId: bucketIds.get(ACADEMY_BUCKETS[b].es)! }))),
  );

  const pathPlans = ACADEMIES.flatMap((a) => {
    const category = CATEGORIES.find((c) => c.slug === a.categorySlug)!;
    return category.subcategories.slice(0, a.paths).map((sub, i) => ({
      academy: a,
      sub,
      position: i + 1,
      courses: coursesOf(catalogue.courses, a.categorySlug, sub.slug).slice(0, rng.int(3, 6)),
    }));
  });
  const pathRows = await db
    .insert(skillPaths)
    .values(
      pathPlans.map((p) => ({
        academyId: academyIds.get(p.academy.slug)!,
        slug: `ruta-${p.sub.slug}`,
        title: perLang((l) => (l === 'es' ? `Ruta de ${p.sub.name.es}` : l === 'pt' ? `Trilha de ${p.sub.name.pt}` : `${p.sub.name.en} path`)),
        position: p.position,
      })),
    )
    .returning({ id: skillPaths.id, academyId: skillPaths.academyId, slug: skillPaths.slug });
  const pathIds = new Map(pathRows.map((r) => [`${r.academyId}/${r.slug}`, r.id]));
  await insertChunked(
    db,
    skillPathCourses,
    pathPlans.flatMap((p) => p.courses.map((c, j) => ({ skillPathId: pathIds.get(`${academyIds.get(p.academy.slug)}/ruta-${p.sub.slug}`)!, courseId: c.id, position: j + 1 }))),
  );
}

/** Micro-degree programmes with their description, courses and a price in every currency (issue 18 item 4). */
export async function seedMicrodegrees(db: SeedDb, catalogue: CatalogueIds): Promise<void> {
  const rows = await db
    .insert(microdegrees)
    .values(
      MICRODEGREES.map((m, i) => ({
        slug: m.slug,
        title: m.title,
        description: m.description,
        partner: m.partner,
        durationMonths: m.durationMonths,
        position: i + 1,
      })),
    )
    .returning({ id: microdegrees.id, slug: microdegrees.slug });
  const ids = new Map(rows.map((r) => [r.slug, r.id]));
  await insertChunked(
    db,
    microdegreeCourses,
    MICRODEGREES.flatMap((m) =>
      coursesOf(catalogue.courses, m.categorySlug, m.prefer)
        .slice(0, m.size)
        .map((c, i) => ({ microdegreeId: ids.get(m.slug)!, courseId: c.id, position: i + 1 })),
    ),
  );
  await insertChunked(
    db,
    microdegreePrices,
    MICRODEGREES.flatMap((m) => CURRENCIES.map((currency) => ({ microdegreeId: ids.get(m.slug)!, currency, priceCents: convertFromUsd(m.usdCents, currency) }))),
  );
}
