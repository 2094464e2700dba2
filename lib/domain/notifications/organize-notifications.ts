import { dedupeEdges } from '@/lib/domain/notifications/merge-pages';

/**
 * Notification list rules (spec §4 "Notifications"): duplicates are removed by id, items are
 * sorted by created_at newest first, and an unread subset is derived. The inbox shows the
 * two message channels of spec §3 (INBOX, LIVE) as tabs, unread items first in each.
 */
export const NOTIFICATION_CHANNELS = ['INBOX', 'LIVE'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export type NotificationLike = { id: number | string; createdAt: Date | string; isRead: boolean; channel: string };

export type ChannelView<T> = { channel: NotificationChannel; items: T[]; unread: T[]; read: T[]; unreadCount: number };

const time = (value: Date | string) => (value instanceof Date ? value.getTime() : new Date(value).getTime());

/**
 * Deduplicated by id (first occurrence wins) and sorted newest first (ties: higher id first):
 * the same rule as the drawer's pages (lib/domain/notifications/merge-pages).
 */
export function dedupeAndSort<T extends NotificationLike>(items: readonly T[]): T[] {
  return dedupeEdges(items, (item) => ({ id: String(item.id), time: time(item.createdAt), seq: Number(item.id) || 0 }));
}

/** The unread subset, in list order. */
export function unreadOf<T extends NotificationLike>(items: readonly T[]): T[] {
  return items.filter((item) => !item.isRead);
}

/** Unknown channels are treated as INBOX, the default channel. */
export function channelOf(item: NotificationLike): NotificationChannel {
  return item.channel === 'LIVE' ? 'LIVE' : 'INBOX';
}

/** One view per channel: all items newest first, split into unread (shown first) and read. */
export function organizeByChannel<T extends NotificationLike>(items: readonly T[]): ChannelView<T>[] {
  const sorted = dedupeAndSort(items);
  return NOTIFICATION_CHANNELS.map((channel) => {
    const inChannel = sorted.filter((item) => channelOf(item) === channel);
    const unread = unreadOf(inChannel);
    return { channel, items: inChannel, unread, read: inChannel.filter((item) => item.isRead), unreadCount: unread.length };
  });
}
