import 'server-only';
import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { notifications, organizationMembers, organizations, users } from '@/lib/server/db/schema';
import { getFeatureFlag } from '@/lib/server/services/feature-flags';
import { NOTIFICATIONS_FLAG } from '@/lib/domain/notifications/constants';
import type { NotificationsVisibilityInput } from '@/lib/domain/notifications/visibility';

export type NotificationRecord = {
  id: number;
  title: string;
  message: string;
  redirectUrl: string | null;
  redirectUrlName: string | null;
  isRead: boolean;
  iconImage: string | null;
  channel: string;
  createdAt: Date;
};

const recordColumns = {
  id: notifications.id,
  title: notifications.title,
  message: notifications.message,
  redirectUrl: notifications.redirectUrl,
  redirectUrlName: notifications.redirectUrlName,
  isRead: notifications.isRead,
  iconImage: notifications.iconImage,
  channel: notifications.channel,
  createdAt: notifications.createdAt,
};

/** The user's most recent notifications of every channel, newest first. */
export async function listUserNotifications(db: Db, userId: number, limit = 100): Promise<NotificationRecord[]> {
  return db
    .select(recordColumns)
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

// ---- Paging (MainMenuNotifications, spec §3 notification page, §7) ----

/**
 * The paging order is (created_timestamp, id), newest first, where created_timestamp is the
 * creation time in whole milliseconds since the epoch — the number the API hands out. Ordering
 * and comparing on that same number (not on the database's microseconds) keeps the server's
 * order identical to the one a client can rebuild from the items (lib/domain/notifications/merge-pages).
 */
const createdMs = sql<string>`(floor(extract(epoch from ${notifications.createdAt}) * 1000))::bigint`;

export type NotificationPageRecord = NotificationRecord & { userId: number; inAppEvent: string | null; createdTimestamp: number };

/** A position in the order: the key of an item, or a bound between items. */
export type NotificationKey = { ms: number; id: number };

const CURSOR_PREFIX = 'Notification:';

/** Opaque cursor of an item: base64 of "Notification:<created_timestamp>:<id>". */
export function encodeNotificationCursor(key: NotificationKey): string {
  return Buffer.from(`${CURSOR_PREFIX}${key.ms}:${key.id}`, 'utf8').toString('base64');
}

/** The key inside a cursor, or null when it is not one of ours. */
export function decodeNotificationCursor(cursor: string): NotificationKey | null {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(cursor) || cursor.length > 120) return null;
  const text = Buffer.from(cursor, 'base64').toString('utf8');
  const match = /^Notification:(\d{1,16}):(\d{1,10})$/.exec(text);
  if (!match) return null;
  const key = { ms: Number(match[1]), id: Number(match[2]) };
  return Number.isSafeInteger(key.ms) && key.id > 0 && key.id <= 2_147_483_647 ? key : null;
}

/**
 * The bound for `created_timestamp` given alone: items created at or before that millisecond
 * (inclusive, so nothing is skipped; the item itself comes again and the client drops it by id).
 */
export function boundFromTimestamp(ms: number): NotificationKey {
  // (ms + 1, 0) sorts after every item of millisecond `ms` (ids are positive) and before the next.
  return { ms: ms + 1, id: 0 };
}

function olderThan(key: NotificationKey): SQL {
  return sql`(${createdMs}, ${notifications.id}) < (${key.ms}::bigint, ${key.id}::integer)`;
}

function newerThan(key: NotificationKey): SQL {
  return sql`(${createdMs}, ${notifications.id}) > (${key.ms}::bigint, ${key.id}::integer)`;
}

export type NotificationPageQuery = {
  userId: number;
  first: number;
  /** Only items after this position (older), or from the newest when null. */
  before: NotificationKey | null;
  /** true: read only; false: unread only; null: all. */
  isRead: boolean | null;
};

export type NotificationPageResult = {
  items: NotificationPageRecord[];
  hasNextPage: boolean;
  hasPreviousPage: boolean;
  /** Items of the filter (all, or the read / unread subset). */
  totalCount: number;
  /** Unread items of the user, whatever the filter. */
  totalUnread: number;
};

function ownedBy(userId: number, isRead: boolean | null): SQL {
  return isRead === null ? eq(notifications.userId, userId) : and(eq(notifications.userId, userId), eq(notifications.isRead, isRead))!;
}

/** The user's notification counts: all of them (or of the read / unread subset) and the unread ones. */
export async function countUserNotifications(db: Db, userId: number, isRead: boolean | null = null): Promise<{ totalCount: number; totalUnread: number }> {
  const filter = isRead === null ? sql`true` : sql`${notifications.isRead} = ${isRead}`;
  const [row] = await db
    .select({
      total: sql<number>`count(*) filter (where ${filter})`.mapWith(Number),
      unread: sql<number>`count(*) filter (where not ${notifications.isRead})`.mapWith(Number),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId));
  return { totalCount: row?.total ?? 0, totalUnread: row?.unread ?? 0 };
}

/**
 * One page of a user's notifications, newest first, by keyset: items strictly after the
 * `before` position. New notifications only ever arrive at the top, so a page fetched later
 * never repeats or skips an item of the pages before it.
 */
export async function listNotificationPage(db: Db, query: NotificationPageQuery): Promise<NotificationPageResult> {
  const scope = ownedBy(query.userId, query.isRead);
  const rows = await db
    .select({ ...recordColumns, userId: notifications.userId, inAppEvent: notifications.inAppEvent, createdMs })
    .from(notifications)
    .where(query.before ? and(scope, olderThan(query.before)) : scope)
    .orderBy(desc(createdMs), desc(notifications.id))
    .limit(query.first + 1);
  const items = rows.slice(0, query.first).map(({ createdMs: ms, ...rest }) => ({ ...rest, createdTimestamp: Number(ms) }));

  // Something newer than the first item (or than the bound, for an empty page) exists only when paging.
  let hasPreviousPage = false;
  const from = items[0] ? { ms: items[0].createdTimestamp, id: items[0].id } : query.before ? { ms: query.before.ms, id: query.before.id - 1 } : null;
  if (query.before && from) {
    const [newer] = await db.select({ id: notifications.id }).from(notifications).where(and(scope, newerThan(from))).limit(1);
    hasPreviousPage = newer !== undefined;
  }
  const counts = await countUserNotifications(db, query.userId, query.isRead);
  return { items, hasNextPage: rows.length > query.first, hasPreviousPage, ...counts };
}

/** The cursor of a listed item. */
export function notificationKeyOf(item: Pick<NotificationPageRecord, 'id' | 'createdTimestamp'>): NotificationKey {
  return { ms: item.createdTimestamp, id: item.id };
}

// ---- Reading ----

/**
 * Marks one of the user's notifications as read. Null when the user has no such notification
 * (it does not exist, or it belongs to someone else: the caller cannot tell which).
 * Marking an already read notification again changes nothing and succeeds.
 */
export async function markNotificationRead(db: Db, userId: number, notificationId: number): Promise<NotificationPageRecord | null> {
  const [row] = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.id, notificationId), eq(notifications.userId, userId)))
    .returning({ ...recordColumns, userId: notifications.userId, inAppEvent: notifications.inAppEvent, createdMs });
  if (!row) return null;
  const { createdMs: ms, ...rest } = row;
  return { ...rest, createdTimestamp: Number(ms) };
}

/** Marks every unread notification of the user as read; returns how many changed. */
export async function markAllNotificationsRead(db: Db, userId: number): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(eq(notifications.userId, userId), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return rows.length;
}

// ---- Who sees notifications (spec §6) ----

/**
 * The facts the spec §6 notifications rule reads (lib/domain/notifications/visibility.ts) for a
 * signed-in user: the user_notification_web flag, and the role in and the higher-education
 * home flag of the user's organisation (the first one joined, as `me.organization`). Null when
 * the user does not exist (a token for a deleted account).
 */
export async function loadNotificationsVisibilityInput(db: Db, userId: number): Promise<NotificationsVisibilityInput | null> {
  const [[user], flag, [org]] = await Promise.all([
    db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1),
    getFeatureFlag(db, NOTIFICATIONS_FLAG),
    db
      .select({ role: organizationMembers.role, higherEducationHome: organizations.higherEducationHome })
      .from(organizationMembers)
      .innerJoin(organizations, eq(organizations.id, organizationMembers.organizationId))
      .where(eq(organizationMembers.userId, userId))
      .orderBy(asc(organizationMembers.createdAt))
      .limit(1),
  ]);
  if (!user) return null;
  return { signedIn: true, flagActive: flag?.isActive ?? false, orgRole: org?.role ?? null, orgHigherEducationHome: org?.higherEducationHome ?? false };
}

/** The user_notification_web flag alone (for callers without a user). */
export async function notificationsFlagActive(db: Db): Promise<boolean> {
  return (await getFeatureFlag(db, NOTIFICATIONS_FLAG))?.isActive ?? false;
}

