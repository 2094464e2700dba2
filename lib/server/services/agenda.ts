import 'server-only';
import { and, asc, eq, gte, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { categories, courseSubscriptions, courses, professors, users, type LocalizedText } from '@/lib/server/db/schema';
import { isoDateOf } from '@/lib/domain/agenda/iso-date';
import { isSubscribable } from '@/lib/domain/agenda/card-state';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { getFeatureFlags } from '@/lib/server/services/feature-flags';

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
  /** Where 'Ir al curso' goes (spec §3 urlSchedule): the course page, as an unprefixed app path. */
  urlSchedule: string;
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
  return groupByLaunchDate(rows.map((r) => ({ ...r, launchDate: r.launchDate ?? '', urlSchedule: coursePath(r.categorySlug, r.slug) })));
}

/** The next launches from today on, flattened, soonest first (home page strip). */
export async function listUpcomingLaunches(db: Db, limit = 8, now: Date = new Date()): Promise<AgendaCourse[]> {
  const entries = await listAgenda(db, { now, daysBack: 0, limit });
  return entries.flatMap((e) => e.courses).slice(0, limit);
}

// ---- Page state (spec §3: schedule entries, feature flags, languageKey) ----

/** The feature flags the agenda page embeds; 'rebranding_active' switches its styling (spec §3). */
export const AGENDA_FEATURE_FLAG_KEYS = ['rebranding_active'] as const;

/** Page-embedded flag entry (spec §3: key, is_active). */
export type AgendaFeatureFlag = { key: string; isActive: boolean };

/**
 * The agenda's initial page state, read on the server for every visitor alike (the page is
 * public and cached): the launch dates with their courses, the page's feature flags and the
 * language. The user's subscription list is NOT here: the client fetches it (spec §7).
 */
export type AgendaPageState = {
  schedule: AgendaEntry[];
  featureFlags: AgendaFeatureFlag[];
  languageKey: string;
};

export async function getAgendaPageState(db: Db, options: { locale: string; now?: Date }): Promise<AgendaPageState> {
  const [schedule, flags] = await Promise.all([listAgenda(db, { now: options.now }), getFeatureFlags(db, [...AGENDA_FEATURE_FLAG_KEYS])]);
  return {
    schedule,
    featureFlags: Object.entries(flags).map(([key, isActive]) => ({ key, isActive })),
    languageKey: options.locale,
  };
}

/** Whether a page-embedded flag is on (false when the page does not carry it). */
export function agendaFlagActive(state: Pick<AgendaPageState, 'featureFlags'>, key: string): boolean {
  return state.featureFlags.some((f) => f.key === key && f.isActive);
}

// ---- Course subscriptions ('Avísenme cuando esté listo', spec §4 / §7 courseSubscribe) ----

/** Ids of the courses the user has scheduled a notification for (spec §3 subscriptionList), oldest first. */
export async function listCourseSubscriptionIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ courseId: courseSubscriptions.courseId })
    .from(courseSubscriptions)
    .where(eq(courseSubscriptions.userId, userId))
    .orderBy(asc(courseSubscriptions.createdAt), asc(courseSubscriptions.courseId));
  return rows.map((r) => r.courseId);
}

export type CourseSubscribeError =
  /** No public course has this id. */
  | 'courseNotFound'
  /** The course is already active, or neither on pre-sale nor scheduled. */
  | 'notSchedulable'
  /** The session names a user that no longer exists. */
  | 'userNotFound';

export type CourseSubscribeResult = { ok: true; data: { created: boolean } } | { ok: false; error: CourseSubscribeError };

/**
 * Schedules a launch notification for a user. Idempotent: a course already scheduled answers
 * ok with `created: false` and nothing changes (the first content type is kept).
 */
export async function subscribeToCourse(
  db: Db,
  input: { userId: number; courseId: number; contentType: string },
): Promise<CourseSubscribeResult> {
  const [[course], [user]] = await Promise.all([
    db
      .select({ isActive: courses.isActive, preSale: courses.isPreSale, isScheduled: courses.isScheduled })
      .from(courses)
      .where(and(eq(courses.id, input.courseId), isNull(courses.organizationId)))
      .limit(1),
    db.select({ id: users.id }).from(users).where(eq(users.id, input.userId)).limit(1),
  ]);
  if (!user) return { ok: false, error: 'userNotFound' };
  if (!course) return { ok: false, error: 'courseNotFound' };
  if (!isSubscribable(course)) return { ok: false, error: 'notSchedulable' };
  const inserted = await db
    .insert(courseSubscriptions)
    .values({ userId: input.userId, courseId: input.courseId, contentType: input.contentType })
    .onConflictDoNothing({ target: [courseSubscriptions.userId, courseSubscriptions.courseId] })
    .returning({ courseId: courseSubscriptions.courseId });
  return { ok: true, data: { created: inserted.length > 0 } };
}
