import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import {
  affiliateRewards,
  analyticsEvents,
  bundleCourses,
  bundles,
  carts,
  courses,
  enrollments,
  orderLines,
  orders,
  paymentAttempts,
  users,
} from '@/lib/server/db/schema';
import { AFFILIATE_MAX_REWARD_PERCENT, affiliateRewardCents } from '@/lib/domain/commerce/affiliate';
import { chargeOutcome, type ChargeOutcome } from '@/lib/domain/commerce/test-payment-provider';
import { findOpenCartId, loadCartView, type CartView } from '@/lib/server/services/cart';
import { revalidateEnrollmentPages } from '@/lib/server/cache/revalidate-public-pages';
import { holdsEveryCourse } from '@/lib/domain/learning/course-access';
import { loadCourseAccessMany } from '@/lib/server/services/course-access';

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderLines.$inferSelect;

export type CheckoutError = 'emptyCart' | 'cartChanged' | 'alreadyHasAccess';

export type CheckoutRequest = {
  userId: number;
  idempotencyKey: string;
  /** Card digits (already validated) and what is kept of them. */
  cardDigits: string;
  country: string | null;
  /** Username from the affiliate-link cookie, if any. */
  affiliateUsername: string | null;
};

export type CheckoutOutcome =
  | { ok: true; order: OrderRow }
  | { ok: false; error: Exclude<CheckoutError, 'alreadyHasAccess'> }
  /** Lines the buyer can already open (issue 15: never charged for): the courses, and bundles held whole. */
  | { ok: false; error: 'alreadyHasAccess'; courseIds: number[]; bundleIds: number[] };

type AccessConflict = { courseIds: number[]; bundleIds: number[] };

/**
 * The cart lines the buyer can already open (lib/domain/learning/course-access): a course they have any
 * access to, or a bundle whose every course they have. Checkout refuses the whole cart while
 * one is there, so nobody is ever charged for access they hold.
 */
async function accessConflicts(tx: Tx, userId: number, view: CartView): Promise<AccessConflict | null> {
  const bundleCourseIds = view.bundles.flatMap((b) => b.bundle.courseIds);
  const access = await loadCourseAccessMany(tx, userId, [...view.courses.map((c) => c.course.id), ...bundleCourseIds]);
  const canWatch = (id: number) => access.get(id)?.canWatch === true;
  const courseIds = view.courses.filter((c) => canWatch(c.course.id)).map((c) => c.course.id);
  const bundleIds = view.bundles.filter((b) => holdsEveryCourse(b.bundle.courseIds, canWatch)).map((b) => b.bundle.id);
  return courseIds.length + bundleIds.length > 0 ? { courseIds, bundleIds } : null;
}

/** Human-facing order number, derived from the id (no second sequence to keep in step). */
export function orderNumber(id: number): string {
  return `CU-${String(id).padStart(6, '0')}`;
}

export function parseOrderNumber(value: string): number | null {
  const m = /^CU-(\d{6,9})$/.exec(value.trim().toUpperCase());
  if (!m) return null;
  const id = Number(m[1]);
  return id > 0 ? id : null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The cart's content as a comparable signature: a retry must pay for exactly what the order holds. */
function cartSignature(view: CartView): string {
  const items = [...view.courses.map((c) => `C${c.course.id}`), ...view.bundles.map((b) => `B${b.bundle.id}`)].sort();
  return `${view.currency}:${view.pricing.totalCents}:${items.join(',')}`;
}

function orderSignature(order: OrderRow, lines: OrderLineRow[]): string {
  const items = lines.map((l) => (l.courseId !== null ? `C${l.courseId}` : `B${l.bundleId}`)).sort();
  return `${order.currency}:${order.totalCents}:${items.join(',')}`;
}

async function findAffiliate(tx: Tx, username: string | null, buyerId: number): Promise<number | null> {
  if (!username || !/^[A-Za-z0-9_.-]{1,150}$/.test(username)) return null;
  const [row] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.username}) = lower(${username})`, eq(users.isAffiliate, true)))
    .limit(1);
  // Buying through one's own link earns nothing.
  return row && row.id !== buyerId ? row.id : null;
}

/** What a fulfilled order changed that public pages show (their learner counts). */
type Enrolled = { courseIds: number[]; bundleIds: number[] };

/**
 * Everything a successful charge changes, in the same transaction as the charge record; the
 * courses and bundles whose counts grew are added to `enrolled`.
 */
async function fulfil(tx: Tx, order: OrderRow, enrolled: Enrolled): Promise<OrderRow> {
  const [paid] = await tx
    .update(orders)
    .set({ status: 'PAID', paidAt: sql`now()` })
    .where(and(eq(orders.id, order.id), sql`${orders.status} <> 'PAID'`))
    .returning();
  if (!paid) return order;
  await tx.update(carts).set({ isPaid: true, updatedAt: sql`now()` }).where(eq(carts.id, order.cartId));

  const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, order.id));
  const bundleIds = lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId]));
  const bundled = bundleIds.length === 0 ? [] : await tx.select({ courseId: bundleCourses.courseId }).from(bundleCourses).where(inArray(bundleCourses.bundleId, bundleIds));
  const courseIds = [...new Set([...lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId])), ...bundled.map((b) => b.courseId)])];
  if (courseIds.length > 0) {
    // An enrollment that no longer opens its course (made through a membership that ended, say)
    // becomes PAID, its progress kept: the learner has just bought the course. One that still
    // opens it is left as it is (a bundle may hold a course the learner already has).
    const access = await loadCourseAccessMany(tx, order.userId, courseIds);
    const lapsed = courseIds.filter((id) => access.get(id)?.hasEnrollment && access.get(id)?.grant !== 'enrollment');
    const upgraded =
      lapsed.length === 0
        ? []
        : await tx
            .update(enrollments)
            .set({ enrollmentType: 'PAID' })
            .where(and(eq(enrollments.userId, order.userId), inArray(enrollments.courseId, lapsed)))
            .returning({ courseId: enrollments.courseId });
    const created = await tx
      .insert(enrollments)
      .values(courseIds.map((courseId) => ({ userId: order.userId, courseId, enrollmentType: 'PAID' as const })))
      .onConflictDoNothing()
      .returning({ courseId: enrollments.courseId });
    if (created.length + upgraded.length > 0) {
      // The `enrollment` tracking event (spec §7), one per course the learner now owns.
      await tx.insert(analyticsEvents).values(
        [...created, ...upgraded].map((e) => ({ eventUuid: randomUUID(), eventType: 'enrollment', userId: order.userId, itemId: String(e.courseId), itemType: 'course', pageIdentifier: 'checkout', pageData: { enrollment_type: 'PAID', order: orderNumber(order.id) } })),
      );
    }
    if (created.length > 0) {
      // Learner counts grow for new enrollments only (an upgraded one was counted when it was made).
      await tx
        .update(courses)
        .set({ enrollmentsCount: sql`${courses.enrollmentsCount} + 1` })
        .where(inArray(courses.id, created.map((e) => e.courseId)));
      enrolled.courseIds.push(...created.map((e) => e.courseId));
    }
  }
  if (bundleIds.length > 0) {
    await tx.update(bundles).set({ enrollmentsCount: sql`${bundles.enrollmentsCount} + 1` }).where(inArray(bundles.id, bundleIds));
    enrolled.bundleIds.push(...bundleIds);
  }

  if (order.creditCents > 0) {
    const debited = await tx
      .update(users)
      .set({ walletAmountCents: sql`${users.walletAmountCents} - ${order.creditCents}` })
      .where(and(eq(users.id, order.userId), eq(users.walletCurrency, order.currency), sql`${users.walletAmountCents} >= ${order.creditCents}`))
      .returning({ id: users.id });
    if (debited.length === 0) throw new CartChangedError();
  }

  if (order.affiliateUserId !== null) {
    const amount = affiliateRewardCents(order.totalCents, AFFILIATE_MAX_REWARD_PERCENT);
    if (amount > 0) {
      await tx
        .insert(affiliateRewards)
        .values({ affiliateUserId: order.affiliateUserId, orderId: order.id, percent: AFFILIATE_MAX_REWARD_PERCENT, amountCents: amount, currency: order.currency })
        .onConflictDoNothing();
    }
  }

  // The `purchase` tracking event (spec §7), recorded with the order it describes.
  await tx.insert(analyticsEvents).values({
    eventUuid: randomUUID(),
    eventType: 'purchase',
    userId: order.userId,
    itemId: orderNumber(order.id),
    itemType: 'order',
    pageIdentifier: 'checkout',
    pageData: { currency: order.currency, total_cents: order.totalCents, course_ids: courseIds, bundle_ids: bundleIds, affiliate: order.affiliateUserId !== null },
  });
  return paid;
}

/** Raised inside the transaction to roll it back when what is being paid no longer matches. */
class CartChangedError extends Error {
  constructor() {
    super('cart changed');
  }
}

async function charge(tx: Tx, order: OrderRow, digits: string, enrolled: Enrolled): Promise<{ outcome: ChargeOutcome; order: OrderRow }> {
  const [{ n }] = await tx.select({ n: count() }).from(paymentAttempts).where(eq(paymentAttempts.orderId, order.id));
  const attempt = Number(n) + 1;
  // A fully credited order charges nothing: it succeeds whatever the card.
  const outcome: ChargeOutcome = order.chargeCents === 0 ? 'succeeded' : chargeOutcome(digits, attempt);
  await tx.insert(paymentAttempts).values({ orderId: order.id, attempt, outcome, amountCents: order.chargeCents, cardLast4: digits.slice(-4) });
  if (outcome === 'succeeded') return { outcome, order: await fulfil(tx, order, enrolled) };
  const status = outcome === 'declined' ? 'DECLINED' : 'REQUIRES_RETRY';
  const [updated] = await tx.update(orders).set({ status }).where(eq(orders.id, order.id)).returning();
  return { outcome, order: updated };
}

/**
 * Pays the user's cart once per idempotency key (docs/pricing.md "Checkout"):
 * - the open cart row is locked, so concurrent checkouts of one cart run one after the other;
 * - a key seen before returns its order (PAID or DECLINED as they were) and never charges again;
 *   a REQUIRES_RETRY order is charged again with the same amounts, if the cart still matches;
 * - the charge, the enrollments, the paid cart, the credit debit and the affiliate reward commit
 *   together or not at all;
 * - once committed, the public pages that show the new learner counts are revalidated.
 */
export async function checkoutCart(db: Db, request: CheckoutRequest): Promise<CheckoutOutcome> {
  const enrolled: Enrolled = { courseIds: [], bundleIds: [] };
  let outcome: CheckoutOutcome;
  try {
    outcome = await db.transaction(async (tx) => {
      // A retried transaction starts from nothing enrolled.
      enrolled.courseIds.length = 0;
      enrolled.bundleIds.length = 0;
      const cartId = await findOpenCartId(tx, { kind: 'user', userId: request.userId });
      if (cartId !== null) await tx.execute(sql`select id from carts where id = ${cartId} for update`);
      const [existing] = await tx
        .select()
        .from(orders)
        .where(and(eq(orders.userId, request.userId), eq(orders.idempotencyKey, request.idempotencyKey)))
        .limit(1);
      if (existing) {
        if (existing.status === 'PAID' || existing.status === 'DECLINED') return { ok: true as const, order: existing };
        if (cartId !== existing.cartId) return { ok: false as const, error: 'cartChanged' as const };
        const view = await loadCartView(tx, existing.cartId, { country: request.country });
        const lines = await tx.select().from(orderLines).where(eq(orderLines.orderId, existing.id));
        if (!view || cartSignature(view) !== orderSignature(existing, lines)) return { ok: false as const, error: 'cartChanged' as const };
        // Access gained since the first attempt (a membership, an organisation): no second charge for it.
        const conflict = await accessConflicts(tx, request.userId, view);
        if (conflict) return { ok: false as const, error: 'alreadyHasAccess' as const, ...conflict };
        return { ok: true as const, order: (await charge(tx, existing, request.cardDigits, enrolled)).order };
      }
      if (cartId === null) return { ok: false as const, error: 'emptyCart' as const };
      const view = await loadCartView(tx, cartId, { country: request.country });
      if (!view || view.courses.length + view.bundles.length === 0) return { ok: false as const, error: 'emptyCart' as const };
      const conflict = await accessConflicts(tx, request.userId, view);
      if (conflict) return { ok: false as const, error: 'alreadyHasAccess' as const, ...conflict };
      const p = view.pricing;
      const [order] = await tx
        .insert(orders)
        .values({
          userId: request.userId,
          cartId,
          idempotencyKey: request.idempotencyKey,
          currency: view.currency,
          realTotalCents: p.realTotalCents,
          discountCents: p.totalDiscountCents,
          totalCents: p.totalCents,
          creditCents: p.creditCents,
          chargeCents: p.totalWithCreditCents,
          affiliateUserId: await findAffiliate(tx, request.affiliateUsername, request.userId),
        })
        .returning();
      const pricedCourses = new Map(p.courses.map((c) => [c.lineId, c]));
      await tx.insert(orderLines).values([
        ...view.courses.map((l) => ({ orderId: order.id, courseId: l.course.id, listCents: l.realPriceCents, paidCents: pricedCourses.get(l.lineId)?.finalCents ?? l.priceCents })),
        ...view.bundles.map((l) => ({ orderId: order.id, bundleId: l.bundle.id, listCents: l.totalPriceCents, paidCents: l.priceCents })),
      ]);
      return { ok: true as const, order: (await charge(tx, order, request.cardDigits, enrolled)).order };
    });
  } catch (err) {
    if (err instanceof CartChangedError) return { ok: false, error: 'cartChanged' };
    throw err;
  }
  if (enrolled.courseIds.length + enrolled.bundleIds.length > 0) await revalidateEnrollmentPages(db, enrolled);
  return outcome;
}

export async function getOrderForUser(db: Db, userId: number, orderId: number): Promise<{ order: OrderRow; lines: OrderLineRow[] } | null> {
  const [order] = await db.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId))).limit(1);
  if (!order) return null;
  const lines = await db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.id));
  return { order, lines };
}
