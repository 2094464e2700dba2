/** Seeds categories, subcategories, professors and courses (with prices and lectures). */
import { categories, courseLectures, coursePrices, courses, professors, subcategories } from '../schema';
import { CATEGORIES } from './catalogue-data';
import { planDemoCourses, planExtraCourses, type CoursePlan } from './course-generator';
import { coursePriceRows } from './money';
import { PROFESSORS } from './people-data';
import { rngFor } from './random';
import { trailerUrlFor } from './trailers';
import { addMs, DAY_MS, HOUR_MS, insertChunked, isoDate, slugify, type SeedDb } from './util';

/** Agenda launches: day offsets from today (20 courses, 10 distinct dates). */
export const AGENDA_DAY_OFFSETS = [0, 0, 1, 1, 1, 3, 5, 5, 8, 8, 12, 16, 16, 16, 21, 21, 26, 29, 29, 29] as const;
/** Courses launched recently and already active (day offsets in the past). */
const PAST_LAUNCH_OFFSETS = [-3, -10] as const;

export type SeededCourse = {
  id: number;
  slug: string;
  categorySlug: string;
  subcategorySlug: string;
  professorIndex: number;
  isFree: boolean;
  /** Published and active (not an upcoming agenda launch). */
  isActive: boolean;
  title: CoursePlan['title'];
};

export type CatalogueIds = {
  categoryIds: Record<string, number>;
  /** Keyed 'category/subcategory'. */
  subcategoryIds: Record<string, number>;
  professorIds: number[];
  courses: SeededCourse[];
};

export function professorSlug(fullName: string): string {
  return slugify(fullName);
}

export async function seedCategories(db: SeedDb): Promise<Pick<CatalogueIds, 'categoryIds' | 'subcategoryIds'>> {
  const catRows = await db
    .insert(categories)
    .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, icon: c.icon, position: i + 1 })))
    .returning({ id: categories.id, slug: categories.slug });
  const categoryIds: Record<string, number> = Object.fromEntries(catRows.map((r) => [r.slug, r.id]));
  const subRows = await db
    .insert(subcategories)
    .values(
      CATEGORIES.flatMap((c) =>
        c.subcategories.map((s, i) => ({ categoryId: categoryIds[c.slug], slug: s.slug, name: s.name, position: i + 1 })),
      ),
    )
    .returning({ id: subcategories.id, slug: subcategories.slug, categoryId: subcategories.categoryId });
  const slugById = new Map(catRows.map((r) => [r.id, r.slug]));
  const subcategoryIds: Record<string, number> = Object.fromEntries(
    subRows.map((r) => [`${slugById.get(r.categoryId)}/${r.slug}`, r.id]),
  );
  return { categoryIds, subcategoryIds };
}

export async function seedProfessors(db: SeedDb): Promise<number[]> {
  const rng = rngFor('professors');
  const rows = await db
    .insert(professors)
    .values(
      PROFESSORS.map((p) => {
        const slug = professorSlug(p.fullName);
        const years = rng.int(6, 22);
        return {
          slug,
          fullName: p.fullName,
          occupation: p.occupation,
          bio: {
            es: `${p.occupation.es} con ${years} años de experiencia. Ha trabajado con marcas y estudios de toda Latinoamérica y enseña con un enfoque práctico.`,
            pt: `${p.occupation.pt} com ${years} anos de experiência. Trabalhou com marcas e estúdios de toda a América Latina e ensina com uma abordagem prática.`,
            en: `${p.occupation.en} with ${years} years of experience, working with brands and studios across Latin America and teaching with a hands-on approach.`,
          },
          avatarUrl: `/media/avatar/${slug}.svg`,
          countryCode: p.countryCode,
        };
      }),
    )
    .returning({ id: professors.id, slug: professors.slug });
  const idBySlug = new Map(rows.map((r) => [r.slug, r.id]));
  return PROFESSORS.map((p) => idBySlug.get(professorSlug(p.fullName))!);
}

type CourseRowExtras = {
  publishedAt: Date | null;
  launchDate: string | null;
  isActive: boolean;
  isPreSale: boolean;
  isScheduled: boolean;
};

/** Plans the demo catalogue: published courses plus agenda launches, with dates from `now`. */
export function planCatalogue(now: Date): { plan: CoursePlan; extras: CourseRowExtras }[] {
  const rng = rngFor('courses');
  const dates = rngFor('course-dates');
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const { courses: regular, usedPatterns } = planDemoCourses(rng);
  const taken = new Set(regular.map((c) => c.slug));
  const upcoming = planExtraCourses(rng, AGENDA_DAY_OFFSETS.length, usedPatterns, taken);

  const out: { plan: CoursePlan; extras: CourseRowExtras }[] = [];
  let pastLaunches = 0;
  regular.forEach((plan, i) => {
    if (i % 30 === 7) {
      plan.isFree = true;
      plan.discountPercent = 0;
      plan.realUsdCents = 0;
    }
    const isNew = i % 9 === 4;
    const daysAgo = isNew ? dates.int(1, 29) : dates.int(31, 730);
    let publishedAt = addMs(day, -daysAgo * DAY_MS + dates.int(8, 20) * HOUR_MS);
    let launchDate: string | null = null;
    let isScheduled = false;
    if (!plan.isFree && i % 41 === 20 && pastLaunches < PAST_LAUNCH_OFFSETS.length) {
      const launch = addMs(day, PAST_LAUNCH_OFFSETS[pastLaunches++] * DAY_MS);
      launchDate = isoDate(launch);
      publishedAt = addMs(launch, 12 * HOUR_MS);
      isScheduled = true;
    }
    out.push({ plan, extras: { publishedAt, launchDate, isActive: true, isPreSale: false, isScheduled } });
  });
  upcoming.forEach((plan, i) => {
    plan.scoreAverage = 0;
    plan.reviewsCount = 0;
    plan.enrollmentsCount = dates.int(0, 140);
    const isPreSale = i % 3 === 0 || i % 5 === 0;
    out.push({
      plan,
      extras: {
        publishedAt: null,
        launchDate: isoDate(addMs(day, AGENDA_DAY_OFFSETS[i] * DAY_MS)),
        isActive: false,
        isPreSale,
        isScheduled: !isPreSale || i % 5 === 0,
      },
    });
  });
  return out;
}

export async function seedCourses(
  db: SeedDb,
  now: Date,
  refs: Pick<CatalogueIds, 'categoryIds' | 'subcategoryIds' | 'professorIds'>,
): Promise<SeededCourse[]> {
  const planned = planCatalogue(now);
  const idBySlug = new Map<string, number>();
  const rows = planned.map(({ plan, extras }) => ({
    slug: plan.slug,
    title: plan.title,
    summary: plan.summary,
    description: plan.description,
    categoryId: refs.categoryIds[plan.categorySlug],
    subcategoryId: refs.subcategoryIds[`${plan.categorySlug}/${plan.subcategorySlug}`],
    professorId: refs.professorIds[plan.professorIndex],
    courseType: plan.isFree ? ('FREE' as const) : ('PAID' as const),
    projectEvaluation: plan.projectEvaluation,
    level: plan.level,
    software: plan.software,
    language: PROFESSORS[plan.professorIndex].countryCode === 'br' ? 'pt' : 'es',
    coverImage: `/media/course/${plan.slug}.svg`,
    promoImage: `/media/course/${plan.slug}-promo.svg`,
    trailerUrl: trailerUrlFor(plan.slug),
    durationSeconds: plan.durationSeconds,
    scoreAverage: plan.scoreAverage,
    reviewsCount: plan.reviewsCount,
    enrollmentsCount: plan.enrollmentsCount,
    discountPercent: plan.discountPercent,
    launchDate: extras.launchDate,
    isPreSale: extras.isPreSale,
    isScheduled: extras.isScheduled,
    isActive: extras.isActive,
    publishedAt: extras.publishedAt,
    createdAt: extras.publishedAt ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate())),
  }));
  for (let i = 0; i < rows.length; i += 200) {
    const inserted = await db
      .insert(courses)
      .values(rows.slice(i, i + 200))
      .returning({ id: courses.id, slug: courses.slug });
    for (const r of inserted) idBySlug.set(r.slug, r.id);
  }

  const priceRows = planned.flatMap(({ plan }) =>
    coursePriceRows(plan.realUsdCents, plan.discountPercent).map((p) => ({ courseId: idBySlug.get(plan.slug)!, ...p })),
  );
  await insertChunked(db, coursePrices, priceRows, 1000);

  const lectureRows = planned.flatMap(({ plan }) =>
    plan.lectures.map((l) => ({ courseId: idBySlug.get(plan.slug)!, ...l })),
  );
  await insertChunked(db, courseLectures, lectureRows, 1000);

  return planned.map(({ plan, extras }) => ({
    id: idBySlug.get(plan.slug)!,
    slug: plan.slug,
    categorySlug: plan.categorySlug,
    subcategorySlug: plan.subcategorySlug,
    professorIndex: plan.professorIndex,
    isFree: plan.isFree,
    isActive: extras.isActive,
    title: plan.title,
  }));
}

export async function seedCatalogue(db: SeedDb, now: Date): Promise<CatalogueIds> {
  const { categoryIds, subcategoryIds } = await seedCategories(db);
  const professorIds = await seedProfessors(db);
  const seeded = await seedCourses(db, now, { categoryIds, subcategoryIds, professorIds });
  return { categoryIds, subcategoryIds, professorIds, courses: seeded };
}
