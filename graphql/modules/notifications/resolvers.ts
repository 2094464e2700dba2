import { z } from 'zod';
import type { NotificationChannel, Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { parseEntityId, toGlobalId } from '@/lib/domain/graphql/global-id';
import { NOTIFICATIONS_MAX_FIRST, NOTIFICATIONS_MIN_FIRST, NOTIFICATIONS_PAGE_SIZE } from '@/lib/domain/notifications/constants';
import { notificationsGate, notificationsVisible, type NotificationsVisibilityInput } from '@/lib/domain/notifications/visibility';
import {
  boundFromTimestamp,
  countUserNotifications,
  decodeNotificationCursor,
  encodeNotificationCursor,
  listNotificationPage,
  loadNotificationsVisibilityInput,
  markAllNotificationsRead,
  markNotificationRead,
  notificationKeyOf,
  notificationsFlagActive,
  type NotificationKey,
  type NotificationPageRecord,
} from '@/lib/server/services/notifications';
import { apiError, forbidden, notFound, unauthenticated } from '@/graphql/errors';
import type esNotifications from '@/messages/es/notifications.json';

/** The module's refusals: `notifications.errors.<key>` in the API catalog. */
type NotificationsErrorKey = keyof (typeof esNotifications)['errors'];

/** Milliseconds since the epoch, as Date accepts them (±8.64e15). */
const MAX_TIMESTAMP = 8_640_000_000_000_000;

/** A paging argument refused: the argument and the reason for the client, the text for the reader. */
function badInput(ctx: GraphQLContext, key: NotificationsErrorKey, field: string, values?: Record<string, string | number>) {
  return apiError(ctx, 'BAD_USER_INPUT', `notifications.errors.${key}`, { values, extensions: { field, reason: key } });
}

/**
 * The signed-in user allowed to see notifications (spec §6), or the error to throw: anonymous
 * callers (and tokens of deleted accounts) are UNAUTHENTICATED; hidden notifications FORBIDDEN.
 */
async function requireViewer(ctx: GraphQLContext): Promise<number> {
  const viewerId = await ctx.viewerId();
  const input = viewerId === null ? null : await loadNotificationsVisibilityInput(await ctx.db(), viewerId);
  const gate = notificationsGate(input ?? { signedIn: false, flagActive: false });
  if (gate === 'anonymous' || viewerId === null) throw unauthenticated(ctx, 'notifications.errors.unauthenticated');
  if (gate !== 'visible') throw forbidden(ctx, `notifications.errors.${gate}`, { reason: gate });
  return viewerId;
}

const pageArgs = z.object({
  first: z.number().int().nullish(),
  after: z.string().nullish(),
  is_readed: z.boolean().nullish(),
  created_timestamp: z.number().nullish(),
});

/** Validates the paging arguments; each problem is a translated BAD_USER_INPUT naming its argument. */
function parsePageArgs(ctx: GraphQLContext, raw: unknown): { first: number; before: NotificationKey | null; isRead: boolean | null } {
  const args = pageArgs.parse(raw); // GraphQL already checked the types
  const first = args.first ?? NOTIFICATIONS_PAGE_SIZE;
  if (first < NOTIFICATIONS_MIN_FIRST || first > NOTIFICATIONS_MAX_FIRST) {
    throw badInput(ctx, 'firstOutOfRange', 'first', { min: NOTIFICATIONS_MIN_FIRST, max: NOTIFICATIONS_MAX_FIRST });
  }
  const ts = args.created_timestamp ?? null;
  if (ts !== null && (!Number.isSafeInteger(ts) || ts < 0 || ts > MAX_TIMESTAMP)) throw badInput(ctx, 'invalidTimestamp', 'created_timestamp');
  let before: NotificationKey | null = null;
  if (args.after !== null && args.after !== undefined) {
    before = decodeNotificationCursor(args.after);
    if (!before) throw badInput(ctx, 'invalidCursor', 'after');
    if (ts !== null && ts !== before.ms) throw badInput(ctx, 'timestampMismatch', 'created_timestamp');
  } else if (ts !== null) {
    before = boundFromTimestamp(ts);
  }
  return { first, before, isRead: args.is_readed ?? null };
}

function channelOf(value: string): NotificationChannel {
  return value === 'LIVE' ? 'LIVE' : 'INBOX';
}

function toNode(item: NotificationPageRecord) {
  return {
    id: toGlobalId('Notification', item.id),
    notification_id: item.id,
    user_id: item.userId,
    title: item.title,
    message: item.message,
    redirect_url: item.redirectUrl,
    redirect_url_name: item.redirectUrlName,
    is_readed: item.isRead,
    in_app_event: item.inAppEvent,
    icon_image: item.iconImage,
    channel: channelOf(item.channel),
    created_at: new Date(item.createdTimestamp).toISOString(),
    created_timestamp: item.createdTimestamp,
  };
}

export const resolvers: Resolvers = {
  Query: {
    notifications: async (_parent, raw, ctx) => {
      const viewerId = await requireViewer(ctx);
      const { first, before, isRead } = parsePageArgs(ctx, raw);
      const page = await listNotificationPage(await ctx.db(), { userId: viewerId, first, before, isRead });
      const edges = page.items.map((item) => ({ node: toNode(item), cursor: encodeNotificationCursor(notificationKeyOf(item)) }));
      return {
        errors: [],
        total_count: page.totalCount,
        total_unread: page.totalUnread,
        edges,
        page_info: {
          start_cursor: edges[0]?.cursor ?? null,
          end_cursor: edges.at(-1)?.cursor ?? null,
          has_next_page: page.hasNextPage,
          has_previous_page: page.hasPreviousPage,
        },
      };
    },
    notificationsAccess: async (_parent, _args, ctx) => {
      const db = await ctx.db();
      const viewerId = await ctx.viewerId();
      const input: NotificationsVisibilityInput = (viewerId === null ? null : await loadNotificationsVisibilityInput(db, viewerId)) ?? {
        signedIn: false,
        flagActive: await notificationsFlagActive(db),
      };
      return { visible: notificationsVisible(input), flagActive: input.flagActive, organizationHigherEducationHome: input.orgHigherEducationHome ?? false };
    },
  },
  Mutation: {
    markNotificationAsRead: async (_parent, { id }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const notificationId = parseEntityId(id, 'Notification');
      const db = await ctx.db();
      const item = notificationId === null ? null : await markNotificationRead(db, viewerId, notificationId);
      if (!item) throw notFound(ctx, 'notifications.errors.notFound', { field: 'id' });
      const counts = await countUserNotifications(db, viewerId);
      return { success: true, notification: toNode(item), total_count: counts.totalCount, total_unread: counts.totalUnread };
    },
    markAllNotificationsAsRead: async (_parent, _args, ctx) => {
      const viewerId = await requireViewer(ctx);
      const db = await ctx.db();
      const updated = await markAllNotificationsRead(db, viewerId);
      const counts = await countUserNotifications(db, viewerId);
      return { success: true, updated_count: updated, total_count: counts.totalCount, total_unread: counts.totalUnread };
    },
  },
};
