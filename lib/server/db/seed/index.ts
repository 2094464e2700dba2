/**
 * Deterministic demo seed. Same `now` (and same code) -> same rows; only agenda launches,
 * live sessions, notifications, memberships and enrollment dates move with `now`, and
 * course/blog publication dates are whole days before `now` (so 'new courses' stay new).
 *
 *   await seedIfEmpty(db)           // no-op when the courses table has rows
 *   await seedDemo(db, { now })     // always seeds (on an empty database)
 *
 * Everything runs in one transaction: a failure leaves the database empty.
 */
import { sql } from 'drizzle-orm';
import { courses } from '../schema';
import { seedAcademies, seedBundles, seedMicrodegrees } from './seed-collections';
import { seedCartPromotions } from './seed-cart-promotions';
import { seedCatalogue } from './seed-catalogue';
import { seedBlog, seedLiveSessions, seedMentors, seedResources } from './seed-content';
import { seedNotifications } from './seed-notifications';
import { seedOrgPanels } from './seed-org-panels';
import { seedReference } from './seed-reference';
import { seedUsers } from './seed-users';
import { seedInterests } from './seed-interests';
import { seedLearning } from './seed-learning';
import { seedClassroom } from './seed-classroom';
import { addWrittenQuestions, seedPendingReviews } from './seed-quiz-reviews';
import type { SeedDb } from './util';

export { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
export type { SeedDb } from './util';

export type SeedOptions = {
  /** Reference time for relative dates; defaults to the current time. */
  now?: Date;
};

export type SeedSummary = {
  courses: number;
  users: number;
  durationMs: number;
};

export async function seedDemo(db: SeedDb, options: SeedOptions = {}): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const started = Date.now();
  const summary = await db.transaction(async (tx) => {
    const ref = await seedReference(tx);
    const catalogue = await seedCatalogue(tx, now);
    await seedBundles(tx, catalogue);
    await seedCartPromotions(tx, now);
    await seedAcademies(tx, catalogue);
    await seedMicrodegrees(tx, catalogue);
    const people = await seedUsers(tx, now, ref, catalogue);
    await seedInterests(tx, people, catalogue);
    await seedMentors(tx, people.demo.mentor);
    await seedBlog(tx, now);
    await seedLiveSessions(tx, now);
    await seedResources(tx, catalogue.categoryIds);
    await seedNotifications(tx, now, people.demo, catalogue.courses);
    await seedLearning(tx, now, people);
    await seedOrgPanels(tx, now, people, catalogue, ref);
    const writtenQuizzes = await addWrittenQuestions(tx, people);
    await seedClassroom(tx, now, people);
    await seedPendingReviews(tx, now, people, writtenQuizzes);
    return { courses: catalogue.courses.length, users: Object.keys(people.demo).length + people.learners.length };
  });
  return { ...summary, durationMs: Date.now() - started };
}

export async function isDatabaseEmpty(db: SeedDb): Promise<boolean> {
  const rows = await db.select({ one: sql<number>`1` }).from(courses).limit(1);
  return rows.length === 0;
}

/** Seeds the demo data only when the catalogue is empty. */
export async function seedIfEmpty(db: SeedDb, options: SeedOptions = {}): Promise<{ seeded: boolean }> {
  if (!(await isDatabaseEmpty(db))) return { seeded: false };
  await seedDemo(db, options);
  return { seeded: true };
}
