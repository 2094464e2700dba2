/** Buying: carts, orders, payment attempts, and the affiliates' clicks and rewards (spec §1). */
import { sql } from 'drizzle-orm';
import { bigserial, boolean, check, date, index, integer, pgEnum, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bundles, courses } from './catalogue';
import { createdAt } from './shared';
import { users } from './users';

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Opaque id in a visitor's cookie; null once the cart belongs to an account. */
    guestToken: uuid('guest_token'),
    currency: text('currency').notNull().default('USD'),
    isPaid: boolean('is_paid').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_open_user').on(t.userId).where(sql`${t.isPaid} = false`),
    uniqueIndex('carts_guest_token').on(t.guestToken),
    check('carts_owner', sql`${t.userId} is not null or ${t.guestToken} is not null`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('cart_lines_course').on(t.cartId, t.courseId),
    uniqueIndex('cart_lines_bundle').on(t.cartId, t.bundleId),
    check('cart_lines_one_item', sql`(${t.courseId} is null) <> (${t.bundleId} is null)`),
  ],
);

/** Extra percent off a course while it sits in a cart (issue 5 `dataExtraDiscount`; docs/pricing.md). */
export const courseCartPromotions = pgTable(
  'course_cart_promotions',
  {
    courseId: integer('course_id').primaryKey().references(() => courses.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
  },
  (t) => [check('course_cart_promotions_percent', sql`${t.percent} between 1 and 50`)],
);

export const orderStatusEnum = pgEnum('order_status', ['PENDING', 'REQUIRES_RETRY', 'DECLINED', 'PAID']);

/**
 * A checkout of one cart. (user, idempotency key) is unique: a replayed or double-clicked
 * checkout finds the same order instead of creating a second one. At most one PAID order per cart.
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    cartId: integer('cart_id').notNull().references(() => carts.id, { onDelete: 'restrict' }),
    idempotencyKey: text('idempotency_key').notNull(),
    status: orderStatusEnum('status').notNull().default('PENDING'),
    currency: text('currency').notNull(),
    realTotalCents: integer('real_total_cents').notNull(),
    discountCents: integer('discount_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    creditCents: integer('credit_cents').notNull().default(0),
    /** What the card is charged: total minus credit. */
    chargeCents: integer('charge_cents').notNull(),
    affiliateUserId: integer('affiliate_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('orders_user_key').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_paid_cart').on(t.cartId).where(sql`${t.status} = 'PAID'`),
    index('orders_user_created').on(t.userId, t.createdAt),
    check('orders_amounts', sql`${t.totalCents} >= 0 and ${t.creditCents} >= 0 and ${t.chargeCents} = ${t.totalCents} - ${t.creditCents}`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'set null' }),
    listCents: integer('list_cents').notNull(),
    paidCents: integer('paid_cents').notNull(),
  },
  (t) => [index('order_lines_order').on(t.orderId), index('order_lines_course').on(t.courseId)],
);

/** Each call to the test payment provider for an order; at most one succeeds (one order, one charge). */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id').notNull().references(() => orders.id, { onDelete: 'cascade' }),
    attempt: integer('attempt').notNull(),
    outcome: text('outcome').notNull(), // succeeded | declined | retry
    amountCents: integer('amount_cents').notNull(),
    cardLast4: text('card_last4').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('payment_attempts_order_attempt').on(t.orderId, t.attempt), uniqueIndex('payment_attempts_one_success').on(t.orderId).where(sql`${t.outcome} = 'succeeded'`)],
);

/** An affiliate's reward for a paid order bought through their link (up to 20%, spec §1). */
export const affiliateRewards = pgTable(
  'affiliate_rewards',
  {
    id: serial('id').primaryKey(),
    affiliateUserId: integer('affiliate_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    orderId: integer('order_id').notNull().unique().references(() => orders.id, { onDelete: 'cascade' }),
    percent: integer('percent').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('affiliate_rewards_affiliate').on(t.affiliateUserId), check('affiliate_rewards_percent', sql`${t.percent} between 0 and 20`)],
);

/**
 * A visit through an affiliate link ('/?ref=<username>'). One row per affiliate, visitor and UTC
 * day (docs/organizations-and-panels.md): `visitor_hash` is a keyed hash of the visitor's network
 * address and browser, `network_hash` of the address alone (a per-day cap per network); neither
 * stores the address itself.
 */
export const affiliateClicks = pgTable(
  'affiliate_clicks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    affiliateUserId: integer('affiliate_user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    landingPath: text('landing_path').notNull(),
    visitorHash: text('visitor_hash'),
    networkHash: text('network_hash'),
    clickDay: date('click_day').notNull().default(sql`current_date`),
    createdAt: createdAt(),
  },
  (t) => [
    index('affiliate_clicks_affiliate_created').on(t.affiliateUserId, t.createdAt),
    uniqueIndex('affiliate_clicks_visitor_day').on(t.affiliateUserId, t.visitorHash, t.clickDay),
    index('affiliate_clicks_network_day').on(t.affiliateUserId, t.networkHash, t.clickDay),
  ],
);
