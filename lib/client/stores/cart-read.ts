/**
 * A MyCart answer into the cart state (spec §4 "The cart is reloaded from the server whenever its
 * query returns"; spec §5 cart lines): pure reducers and the store actions that apply them. Apart
 * from cart-store.ts so that a page's first load, which shows only the count, does not carry them
 * (issue 14): the cart sync loads this module together with its first MyCart read.
 */
import {
  cartItemKey,
  dispatch,
  markLoaded,
  type CartBundleLine,
  type CartCourseLine,
  type CartData,
  type CartItem,
  type CartState,
  type CartSummary,
  type ServerCourseLine,
} from './cart-store';

/** Spec §5: "A cart line is kept only if it has a course and a positive price." */
export function keepCourseLine(line: Pick<ServerCourseLine, 'course' | 'priceCents'> | null | undefined): boolean {
  return Boolean(line && line.course && line.priceCents > 0);
}

/** Spec §4: "Each course can get an extra discount percent matched by its id." */
export function extraDiscountFor(courseOriginalId: number, extra: CartData['dataExtraDiscount'], fallback = 0): number {
  const match = extra.find((d) => d.type === 'COURSE' && d.id === courseOriginalId);
  return match ? match.percent : fallback;
}

function newestFirst<T extends { addedAt: string }>(lines: readonly T[]): T[] {
  // Stable sort: equal dates keep the server's order (the server already lists newest first).
  return lines
    .map((line, index) => ({ line, index, time: Date.parse(line.addedAt) }))
    .sort((a, b) => (Number.isNaN(b.time) || Number.isNaN(a.time) ? 0 : b.time - a.time) || a.index - b.index)
    .map((entry) => entry.line);
}

function courseItem(line: CartCourseLine): CartItem {
  return {
    key: cartItemKey('COURSE', line.course.originalId),
    type: 'COURSE',
    originalId: line.course.originalId,
    title: line.course.title,
    coverImage: line.course.coverImage,
    url: line.course.url,
    professorName: line.course.professor?.fullName ?? null,
    courseCount: null,
    priceCents: line.priceCents,
    realPriceCents: line.realPriceCents,
    discount: line.discount,
    extraDiscountPercent: line.extraDiscountPercent,
    addedAt: line.addedAt,
  };
}

function bundleItem(line: CartBundleLine): CartItem {
  return {
    key: cartItemKey('BUNDLE', line.bundle.originalId),
    type: 'BUNDLE',
    originalId: line.bundle.originalId,
    title: line.bundle.title,
    coverImage: line.bundle.coverImageUrl,
    url: line.bundle.url,
    professorName: null,
    courseCount: line.bundle.courseCount,
    priceCents: line.priceCents,
    realPriceCents: line.realPriceCents,
    discount: line.discount,
    extraDiscountPercent: 0,
    addedAt: line.addedAt,
  };
}

export function summaryOf(cart: CartData): CartSummary {
  return {
    idCart: cart.id,
    originalId: cart.originalId,
    currency: cart.currency,
    currencySymbol: cart.currencySymbol,
    totalRealPrice: cart.realTotalPriceCents,
    totalOff: cart.totalDiscountCents,
    totalPrice: cart.priceCents,
    cumulativeDiscountPercent: cart.cumulativeDiscount,
    cumulativeDiscount: cart.cumulativeDiscountCents,
    dataExtraDiscount: cart.dataExtraDiscount,
    credit: cart.pricesWithCredit.creditCents,
    totalPriceWithCredit: cart.pricesWithCredit.priceWithCreditCents,
    isPaid: cart.isPaid,
  };
}

/**
 * The state after MyCart answered (spec §4 "The cart is reloaded from the server whenever its
 * query returns"). A null cart (none yet, or a paid one) empties the lines. Course lines keep
 * only a course with a positive price; every list is newest first.
 */
export function applyCart(state: CartState, cart: CartData | null | undefined): CartState {
  if (!cart || cart.isPaid) {
    return { ...state, loaded: true, courseIds: [], bundleIds: [], nextDiscount: 0, summary: null, items: [], courses: [], bundles: [] };
  }
  const courses = newestFirst(
    cart.courses.filter(keepCourseLine).map((line) => ({
      ...line,
      extraDiscountPercent: extraDiscountFor(line.course.originalId, cart.dataExtraDiscount, line.extraDiscountPercent ?? 0),
    })),
  );
  const bundles = newestFirst(cart.bundles.filter((line) => Boolean(line?.bundle)));
  const items = newestFirst([...courses.map(courseItem), ...bundles.map(bundleItem)]);
  return {
    ...state,
    loaded: true,
    courseIds: courses.map((line) => line.course.originalId),
    bundleIds: bundles.map((line) => line.bundle.originalId),
    nextDiscount: Math.max(0, cart.nextDiscount ?? 0),
    summary: summaryOf(cart),
    items,
    courses,
    bundles,
  };
}

/**
 * The answer of the MyCart read `ticket`. Reads answer out of order: the page's first read can
 * answer after the read that followed an add, and applying it would take the added line away
 * again. An answer older than the one applied only marks the cart as read.
 */
export function applyCartRead(state: CartState, cart: CartData | null | undefined, ticket: number): CartState {
  if (ticket < state.appliedRead) return markLoaded(state);
  return { ...applyCart(state, cart), appliedRead: ticket };
}


/** The store actions that apply a MyCart answer. */
export const cartReadActions = {
  applyCart: dispatch(applyCart),
  applyCartRead: dispatch(applyCartRead),
};
