import 'server-only';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  categories, countries, enrollments, goals, memberships, membershipTypes, notifications, organizationMembers, organizations, subcategories,
  userGoals, userSettings, userTastes, users, type LocalizedText,
} from '@/lib/server/db/schema';

export type ViewerTaste = {
  subcategory: { id: number; slug: string; name: LocalizedText };
  category: { id: number; slug: string; name: LocalizedText };
};

export type ViewerRecord = {
  user: typeof users.$inferSelect;
  country: typeof countries.$inferSelect | null;
  settings: typeof userSettings.$inferSelect | null;
  organization: (typeof organizations.$inferSelect & { myRole: string }) | null;
  membership: (typeof memberships.$inferSelect & { type: typeof membershipTypes.$inferSelect }) | null;
  hasEnrollment: boolean;
  unseenNotifications: number;
  tastes: ViewerTaste[];
  goals: { id: number; name: LocalizedText }[];
};

/** Everything `me` exposes about one user, in a handful of indexed reads. */
export async function loadViewer(db: Db, userId: number): Promise<ViewerRecord | null> {
  const [row] = await db
    .select({ user: users, country: countries, settings: userSettings })
    .from(users)
    .leftJoin(countries, eq(countries.code, users.countryCode))
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!row) return null;
  const today = new Date().toISOString().slice(0, 10);
  const [org, membership, [enrolled], [unseen], tasteRows, goalRows] = await Promise.all([
    db
      .select({ org: organizations, role: organizationMembers.role })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(organizationMembers.createdAt)
      .limit(1),
    db
      .select({ m: memberships, type: membershipTypes })
      .from(memberships)
      .innerJoin(membershipTypes, eq(membershipTypes.id, memberships.membershipTypeId))
      .where(and(eq(memberships.userId, userId), gte(memberships.expireDate, today)))
      .orderBy(desc(memberships.expireDate))
      .limit(1),
    db.select({ n: count() }).from(enrollments).where(eq(enrollments.userId, userId)),
    db.select({ n: count() }).from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.isRead, false))),
    db
      .select({
        subcategory: { id: subcategories.id, slug: subcategories.slug, name: subcategories.name },
        category: { id: categories.id, slug: categories.slug, name: categories.name },
      })
      .from(userTastes)
      .innerJoin(subcategories, eq(subcategories.id, userTastes.subcategoryId))
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(eq(userTastes.userId, userId))
      .orderBy(categories.position, subcategories.position),
    db.select({ id: goals.id, name: goals.name }).from(userGoals).innerJoin(goals, eq(goals.id, userGoals.goalId)).where(eq(userGoals.userId, userId)).orderBy(goals.id),
  ]);
  return {
    user: row.user,
    country: row.country,
    settings: row.settings,
    organization: org[0] ? { ...org[0].org, myRole: org[0].role } : null,
    membership: membership[0] ? { ...membership[0].m, type: membership[0].type } : null,
    hasEnrollment: Number(enrolled.n) > 0,
    unseenNotifications: Number(unseen.n),
    tastes: tasteRows,
    goals: goalRows,
  };
}
