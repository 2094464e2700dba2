import 'server-only';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { cartLines, carts, countries, courseCartPromotions, courses, memberships, users } from '@/lib/server/db/schema';
import { getCoursesByIds, type CourseRecord } from '@/lib/server/services/catalogue';
import { getBundlesByIds, type BundleRecord } from '@/lib/server/services/bundles';
import { priceCart, type CartPricing } from '@/lib/domain/commerce/cart-pricing';
import { chooseCartCurrency } from '@/lib/domain/commerce/cart-currency';
import type { CartItemRef } from '@/lib/domain/commerce/cart-item';
import { accessKind, holdsEveryCourse, type AccessKind } from '@/lib/domain/learning/course-access';
import { loadCourseAccess, loadCourseAccessMany, type CourseAccessView } from '@/lib/server/services/course-access';
import { isSoldCourse } from '@/lib/domain/commerce/free-of-charge';

/** Who a cart belongs to: an account, or a visitor known by the opaque id in their cookie. */
export type CartOwner = { kind: 'user'; userId: number } | { kind: 'guest'; token: string };

export type AddItemError =
  | 'courseNotFound'
  | 'bundleNotFound'
  | 'notPurchasable'
  | 'freeCourse'
  | AccessRefusal
  | 'bundleAlreadyOwned';

/**
 * Why a course the learner can already open is not sold to them (issue 15: the cart refuses it
 * with a clear message), by the kind of access they have (lib/domain/learning/course-access accessKind).
 */
export type AccessRefusal = 'alreadyEnrolled' | 'includedInMembership' | 'includedInOrganization' | 'includedInDegree' | 'ownCourse' | 'alreadyHasAccess';

const ACCESS_REFUSAL: Record<AccessKind, AccessRefusal> = {
  owned: 'alreadyEnrolled',
  membership: 'includedInMembership',
  organization: 'includedInOrganization',
  degree: 'includedInDegree',
  professor: 'ownCourse',
  staff: 'alreadyHasAccess',
  mentor: 'alreadyHasAccess',
};

/** The refusal for a course the viewer can already open, or null when they would be buying access. */
export function accessRefusal(view: Pick<CourseAccessView, 'canWatch' | 'reason'> | null | undefined): AccessRefusal | null {
  if (!view?.canWatch || view.reason === null) return null;
  return ACCESS_REFUSAL[accessKind(view.reason)];
}

type Executor = Db;

function ownerCondition(owner: CartOwner) {
  return owner.kind === 'user' ? and(eq(carts.userId, owner.userId), eq(carts.isPaid, false)) : and(eq(carts.guestToken, owner.token), isNull(carts.userId), eq(carts.isPaid, false));
}

/** The owner's open (unpaid) cart id, or null. */
export async function findOpenCartId(db: Executor, owner: CartOwner): Promise<number | null> {
  const [row] = await db.select({ id: carts.id }).from(carts).where(ownerCondition(owner)).limit(1);
  return row?.id ?? null;
}

/**
 * The owner's open cart, created when missing. Concurrent first adds meet the unique indexes
 * (one open cart per user, one cart per guest token): the loser's insert is a no-op and it reads
 * the winner's row.
 */
export async function openCartFor(db: Executor, owner: CartOwner): Promise<number> {
  const existing = await findOpenCartId(db, owner);
  if (existing !== null) return existing;
  await db
    .insert(carts)
    .values(owner.kind === 'user' ? { userId: owner.userId } : { guestToken: owner.token })
    .onConflictDoNothing();
  const created = await findOpenCartId(db, owner);
  if (created === null) throw new Error('cart could not be created');
  return created;
}

/** Spec §5 and docs/pricing.md: what may go in a cart. */
async function checkItem(db: Executor, owner: CartOwner, item: CartItemRef): Promise<AddItemError | null> {
  if (item.type === 'BUNDLE') {
    const [bundle] = await getBundlesByIds(db, [item.id]);
    if (!bundle || bundle.prices.length === 0) return 'bundleNotFound';
    if (owner.kind === 'user') {
      // Every course of it already opens for the learner: the bundle would sell them nothing.
      const access = await loadCourseAccessMany(db, owner.userId, bundle.courseIds);
      if (holdsEveryCourse(bundle.courseIds, (id) => access.get(id)?.canWatch === true)) return 'bundleAlreadyOwned';
    }
    return null;
  }
  const [row] = await db
    .select({ isActive: courses.isActive, isPreSale: courses.isPreSale, organizationId: courses.organizationId })
    .from(courses)
    .where(eq(courses.id, item.id))
    .limit(1);
  if (!row || row.organizationId !== null) return 'courseNotFound';
  if (!row.isActive && !row.isPreSale) return 'notPurchasable';
  const [course] = await getCoursesByIds(db, [item.id]);
  // Free of charge (a FREE course, or a sale price of 0) or unpriced: nothing to sell.
  if (!course || !isSoldCourse(course)) return 'freeCourse';
  if (owner.kind === 'user') {
    // Any access at all (bought, membership, organisation, degree, role): nothing to sell.
    // A lapsed enrollment (an ended membership) may be bought: checkout turns it into PAID.
    return accessRefusal(await loadCourseAccess(db, owner.userId, item.id));
  }
  return null;
}

function itemColumns(item: CartItemRef) {
  return item.type === 'COURSE' ? { courseId: item.id } : { bundleId: item.id };
}

function itemCondition(cartId: number, item: CartItemRef) {
  return and(eq(cartLines.cartId, cartId), item.type === 'COURSE' ? eq(cartLines.courseId, item.id) : eq(cartLines.bundleId, item.id));
}

/**
 * Adds one item. `success: false` when it was already there (the unique indexes on
 * (cart, course) and (cart, bundle) decide, so concurrent adds never duplicate a line).
 */
export async function addCartItem(
  db: Db,
  owner: CartOwner,
  item: CartItemRef,
): Promise<{ ok: true; success: boolean; cartId: number } | { ok: false; error: AddItemError }> {
  const error = await checkItem(db, owner, item);
  if (error) return { ok: false, error };
  const cartId = await openCartFor(db, owner);
  const inserted = await db
    .insert(cartLines)
    .values({ cartId, ...itemColumns(item) })
    .onConflictDoNothing()
    .returning({ id: cartLines.id });
  if (inserted.length > 0) await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return { ok: true, success: inserted.length > 0, cartId };
}

/** Removes one item. `success: false` when it was not in the cart (or there is no cart). */
export async function removeCartItem(db: Db, owner: CartOwner, item: CartItemRef): Promise<{ success: boolean; cartId: number | null }> {
  const cartId = await findOpenCartId(db, owner);
  if (cartId === null) return { success: false, cartId: null };
  const deleted = await db.delete(cartLines).where(itemCondition(cartId, item)).returning({ id: cartLines.id });
  if (deleted.length > 0) await db.update(carts).set({ updatedAt: sql`now()` }).where(eq(carts.id, cartId));
  return { success: deleted.length > 0, cartId };
}

/**
 * On login or registration the visitor's cart joins the account's (issue 5 item 2): lines the
 * account already has are not duplicated, and courses (or whole bundles) the account can already
 * open are left out, as an add would refuse them (issue 15); the guest cart is removed.
 */
export async function mergeGuestCart(db: Db, token: string, userId: number): Promise<{ merged: number }> {
  return db.transaction(async (tx) => {
    const guestId = await findOpenCartId(tx, { kind: 'guest', token });
    if (guestId === null) return { merged: 0 };
    const lines = await tx.select().from(cartLines).where(eq(cartLines.cartId, guestId));
    const userCartId = await openCartFor(tx, { kind: 'user', userId });
    const bundleList = await getBundlesByIds(tx, lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId])));
    const access = await loadCourseAccessMany(tx, userId, [...lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId])), ...bundleList.flatMap((b) => b.courseIds)]);
    const canWatch = (id: number) => access.get(id)?.canWatch === true;
    const heldBundles = new Set(bundleList.filter((b) => holdsEveryCourse(b.courseIds, canWatch)).map((b) => b.id));
    const keep = lines.filter((l) => (l.courseId !== null ? !canWatch(l.courseId) : l.bundleId === null || !heldBundles.has(l.bundleId)));
    let merged = 0;
    if (keep.length > 0) {
      const inserted = await tx
        .insert(cartLines)
        .values(keep.map((l) => ({ cartId: userCartId, courseId: l.courseId, bundleId: l.bundleId, createdAt: l.createdAt })))
        .onConflictDoNothing()
        .returning({ id: cartLines.id });
      merged = inserted.length;
    }
    await tx.delete(carts).where(eq(carts.id, guestId));
    return { merged };
  });
}

export type CartCourseLineView = {
  lineId: number;
  addedAt: Date;
  course: CourseRecord;
  priceCents: number;
  realPriceCents: number;
  extraPercent: number;
};

export type CartBundleLineView = { lineId: number; addedAt: Date; bundle: BundleRecord; priceCents: number; totalPriceCents: number };

export type CartView = {
  id: number;
  userId: number | null;
  isPremiumMember: boolean;
  isPaid: boolean;
  currency: string;
  courses: CartCourseLineView[];
  bundles: CartBundleLineView[];
  pricing: CartPricing;
  /** The same cart priced in US dollars (prices[] shows both when the cart is in another currency). */
  usdPricing: CartPricing | null;
};

async function countryCurrency(db: Db, country: string | null): Promise<string | null> {
  if (!country || !/^[a-z]{2}$/.test(country)) return null;
  const [row] = await db.select({ currency: countries.currency }).from(countries).where(eq(countries.code, country)).limit(1);
  return row?.currency ?? null;
}

/** A course line stays in the cart only while its course is public, on offer and sold, i.e. priced above 0 (spec §5). */
function isSellable(course: CourseRecord): boolean {
  return (course.isActive || course.isPreSale) && isSoldCourse(course);
}

/**
 * The cart as the learner sees it, priced now from the database (never from the client).
 * Lines newest first. `cumulative` is the client's cumulative-discount flag (on by default).
 */
export async function loadCartView(db: Db, cartId: number, options: { country: string | null; cumulative?: boolean }): Promise<CartView | null> {
  const [cart] = await db.select().from(carts).where(eq(carts.id, cartId)).limit(1);
  if (!cart) return null;
  const lines = await db.select().from(cartLines).where(eq(cartLines.cartId, cartId)).orderBy(desc(cartLines.createdAt), desc(cartLines.id));
  const courseIds = lines.flatMap((l) => (l.courseId === null ? [] : [l.courseId]));
  const bundleIds = lines.flatMap((l) => (l.bundleId === null ? [] : [l.bundleId]));
  const [courseRecords, bundleRecords, promotions, account] = await Promise.all([
    getCoursesByIds(db, courseIds),
    getBundlesByIds(db, bundleIds),
    courseIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ courseId: courseCartPromotions.courseId, percent: courseCartPromotions.percent })
          .from(courseCartPromotions)
          .where(and(inArray(courseCartPromotions.courseId, courseIds), or(isNull(courseCartPromotions.endsAt), gt(courseCartPromotions.endsAt, sql`now()`)))),
    cart.userId === null ? Promise.resolve(null) : loadAccountMoney(db, cart.userId),
  ]);
  const courseById = new Map(courseRecords.filter(isSellable).map((c) => [c.id, c]));
  const bundleById = new Map(bundleRecords.filter((b) => b.prices.length > 0).map((b) => [b.id, b]));
  const promoByCourse = new Map(promotions.map((p) => [p.courseId, p.percent]));

  const currency = chooseCartCurrency(await countryCurrency(db, options.country), [
    ...[...courseById.values()].map((c) => new Set(c.prices.map((p) => p.currency))),
    ...[...bundleById.values()].map((b) => new Set(b.prices.map((p) => p.currency))),
  ]);

  const build = (cur: string) => {
    const courseLines: CartCourseLineView[] = [];
    const bundleLines: CartBundleLineView[] = [];
    for (const line of lines) {
      if (line.courseId !== null) {
        const course = courseById.get(line.courseId);
        const price = course?.prices.find((p) => p.currency === cur);
        if (!course || !price || price.priceCents <= 0) continue;
        courseLines.push({ lineId: line.id, addedAt: line.createdAt, course, priceCents: price.priceCents, realPriceCents: price.realPriceCents, extraPercent: promoByCourse.get(course.id) ?? 0 });
      } else if (line.bundleId !== null) {
        const bundle = bundleById.get(line.bundleId);
        const price = bundle?.prices.find((p) => p.currency === cur);
        if (!bundle || !price) continue;
        bundleLines.push({ lineId: line.id, addedAt: line.createdAt, bundle, priceCents: price.priceCents, totalPriceCents: price.totalPriceCents });
      }
    }
    const credit = account && account.walletCurrency === cur ? account.walletCents : 0;
    const pricing = priceCart({
      courses: courseLines.map((l) => ({ lineId: l.lineId, courseId: l.course.id, priceCents: l.priceCents, realPriceCents: l.realPriceCents, extraPercent: l.extraPercent })),
      bundles: bundleLines.map((l) => ({ lineId: l.lineId, bundleId: l.bundle.id, priceCents: l.priceCents, totalPriceCents: l.totalPriceCents })),
      cumulative: options.cumulative ?? true,
      availableCreditCents: credit,
    });
    return { courseLines, bundleLines, pricing };
  };

  const main = build(currency);
  return {
    id: cart.id,
    userId: cart.userId,
    isPremiumMember: account?.isPremiumMember ?? false,
    isPaid: cart.isPaid,
    currency,
    courses: main.courseLines,
    bundles: main.bundleLines,
    pricing: main.pricing,
    usdPricing: currency === 'USD' ? null : build('USD').pricing,
  };
}

async function loadAccountMoney(db: Db, userId: number): Promise<{ walletCents: number; walletCurrency: string; isPremiumMember: boolean } | null> {
  const [row] = await db.select({ walletCents: users.walletAmountCents, walletCurrency: users.walletCurrency }).from(users).where(eq(users.id, userId)).limit(1);
  if (!row) return null;
  const [active] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), sql`${memberships.expireDate} >= current_date`))
    .limit(1);
  return { ...row, isPremiumMember: Boolean(active) };
}
