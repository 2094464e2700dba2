/** Cart promotions (issue 5 `dataExtraDiscount`): a few paid, public, active courses get an extra percent in the cart. */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { courseCartPromotions, courses } from '../schema';
import { addMs, DAY_MS, type SeedDb } from './util';

/** Every 9th public active course (by id): 10% off, or 15% until 30 days from `now`. */
export async function seedCartPromotions(db: SeedDb, now: Date): Promise<number> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.isActive, true), isNull(courses.organizationId)))
    .orderBy(asc(courses.id));
  const picked = rows.filter((_, i) => i % 9 === 4);
  if (picked.length === 0) return 0;
  await db.insert(courseCartPromotions).values(
    picked.map((r, i) => (i % 2 === 0 ? { courseId: r.id, percent: 10, endsAt: null } : { courseId: r.id, percent: 15, endsAt: addMs(now, 30 * DAY_MS) })),
  );
  return picked.length;
}
