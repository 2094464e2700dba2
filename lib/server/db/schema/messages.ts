/**
 * Messages to and from a user: inbox notifications (spec §3 message channels) and chat support
 * (issue 6 item 8, spec §6 "Chat support").
 */
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt } from './shared';
import { users } from './users';

export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    redirectUrl: text('redirect_url'),
    redirectUrlName: text('redirect_url_name'),
    isRead: boolean('is_read').notNull().default(false),
    inAppEvent: text('in_app_event'),
    iconImage: text('icon_image'),
    channel: text('channel').notNull().default('INBOX'), // INBOX or LIVE (spec §3 message channels)
    createdAt: createdAt(),
  },
  (t) => [index('notifications_user_created').on(t.userId, t.createdAt)],
);

/**
 * A message an eligible user wrote in the chat-support panel (no third-party widget: the
 * messages stay here for the support team). `source_path` is the page it was written on.
 */
export const supportMessages = pgTable(
  'support_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    sourcePath: text('source_path'),
    createdAt: createdAt(),
  },
  (t) => [
    index('support_messages_user_created').on(t.userId, t.createdAt),
    check('support_messages_body_length', sql`char_length(${t.body}) between 1 and 2000`),
  ],
);
