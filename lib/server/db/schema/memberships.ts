/** Memberships: the plans, their price per currency (integer cents) and each user's membership. */
import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { membershipMethodEnum, membershipPlanEnum } from './enums';
import { createdAt, type LocalizedText } from './shared';
import { users } from './users';

export const membershipTypes = pgTable('membership_types', {
  id: serial('id').primaryKey(),
  tag: membershipPlanEnum('tag').notNull(),
  months: integer('months').notNull(),
  method: membershipMethodEnum('method').notNull().default('A_1'),
  /** Marketing group, e.g. 'MEMBERSHIP-POPUP-USER-UPDATE' (spec §7). */
  groupKey: text('group_key'),
  name: jsonb('name').$type<LocalizedText>().notNull(),
  position: integer('position').notNull().default(0),
});

export const membershipTypePrices = pgTable(
  'membership_type_prices',
  {
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    amountCents: integer('amount_cents').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipTypeId, t.currency] }), check('membership_price_positive', sql`${t.amountCents} > 0`)],
);

export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    membershipTypeId: integer('membership_type_id').notNull().references(() => membershipTypes.id),
    startDate: date('start_date').notNull(),
    expireDate: date('expire_date').notNull(),
    isSubscription: boolean('is_subscription').notNull().default(true),
    isSubscriptionCanceled: boolean('is_subscription_canceled').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('memberships_user').on(t.userId)],
);
