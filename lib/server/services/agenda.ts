import 'server-only';
import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courses, professors, type LocalizedText } from '@/lib/server/db/schema';
import { isoDateOf } from '@/lib/agenda/iso-date';

/** A course in the agenda (spec §3: originalId, title, professor, promoImage, preSale, isScheduled, isActive). */
export type AgendaCourse = {
  id: number;
  slug: string;
  categorySlug: string;
  title: LocalizedText;
  professorName: string;
  coverImage: string;
  promoImage: string | null;
  launchDate: string;
  preSale: boolean;
  isScheduled: boolean;
  isActive: boolean;
};

/** One launch date and its courses (spec §3 course schedule entry). */
export type AgendaEntry = { dateLaunch: string; courses: AgendaCourse[] };

function shiftDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * 86_400_000);
}

/** Groups courses (already ordered by date) into one entry per launch date. */
export function groupByLaunchDate(items: readonly AgendaCourse[]): AgendaEntry[] {
  const entries: AgendaEntry[] = [];
  for (const course of items) {
    const last = entries[entries.length - 1];
    if (last && last.dateLaunch === course.launchDate) last.courses.push(course);
    else entries.push({ dateLaunch: course.launchDate, courses: [course] });
  }
  return entries;
}

/**
 * Launches of public courses from `daysBack` days ago to `daysAhead` days ahead, grouped by
 * date in ascending order. Recent past dates stay so the page can fall back to the last date.
 */
export async function listAgenda(
  db: Db,
  options: { now?: Date; daysBack?: number; daysAhead?: number; limit?: number } = {},
): Promise<AgendaEntry[]> {
  const now = options.now ?? new Date();
  const from = isoDateOf(shiftDays(now, -(options.daysBack ?? 14)));
  const to = isoDateOf(shiftDays(now, options.daysAhead ?? 90));
  const query = db
    .select({
      id: courses.id,
      slug: courses.slug,
      categorySlug: categories.slug,
      title: courses.title,
      professorName: professors.fullName,
      coverImage: courses.coverImage,
      promoImage: courses.promoImage,
      launchDate: courses.launchDate,
      preSale: courses.isPreSale,
      isScheduled: courses.isScheduled,
      isActive: courses.isActive,
    })
    .from(courses)
    .innerJoin(categories, eq(categories.id, courses.categoryId))
    .innerJoin(professors, eq(professors.id, courses.professorId))
    .where(and(isNull(courses.organizationId), isNotNull(courses.launchDate), gte(courses.launchDate, from), lte(courses.launchDate, to)))
    .orderBy(asc(courses.launchDate), asc(courses.id));
  const rows = options.limit ? await query.limit(options.limit) : await query;
  return groupByLaunchDate(rows.map((r) => ({ ...r, launchDate: r.launchDate ?? '' })));
}

/** The next launches from today on, flattened, soonest first (home page strip). */
export async function listUpcomingLaunches(db: Db, limit = 8, now: Date = new Date()): Promise<AgendaCourse[]> {
  const entries = await listAgenda(db, { now, daysBack: 0, limit });
  return entries.flatMap((e) => e.courses).slice(0, limit);
}
