/**
 * The Apollo cache field policy of `Query.notifications` (v5, MainMenuNotifications): one list
 * per `is_readed` filter, whatever the paging arguments, into which every page (fetchMore with
 * `after` + `created_timestamp`, or a cache-and-network refresh of the first page) is merged by
 * mergeNotificationPages (spec §4: shown from cache then refreshed, more loaded by cursor,
 * duplicates removed by id, newest first).
 */
import type { FieldPolicy, Reference } from '@apollo/client';
import { mergeNotificationPages, type EdgeKey, type NotificationPageLike } from '@/lib/domain/notifications/merge-pages';

type CachedEdge = { cursor: string; node: Reference };
type CachedPage = NotificationPageLike<CachedEdge>;

export const notificationsFieldPolicy: FieldPolicy<CachedPage> = {
  keyArgs: ['is_readed'],
  merge(existing, incoming, { readField }) {
    const keyOf = (edge: CachedEdge): EdgeKey => ({
      id: String(readField<string>('id', edge.node)),
      time: Number(readField<number>('created_timestamp', edge.node) ?? 0),
      seq: Number(readField<number>('notification_id', edge.node) ?? 0),
    });
    return mergeNotificationPages(existing, incoming, keyOf);
  },
};

