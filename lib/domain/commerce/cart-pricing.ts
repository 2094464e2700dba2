/**
 * Cart pricing (issue 5, docs/pricing.md). Pure: the server loads prices from the database
 * and calls `priceCart`; nothing here trusts a client. Money is integer cents of one currency.
 *
 * Order of application, per course line:
 *   list price → course discount (the catalogue price) → extra cart promotion → cumulative discount.
 * Bundles carry their own price and take no further discount. Wallet credit pays last.
 * Each discount is rounded per line (half up), so order lines always add up to the total.
 */

/** Cumulative discount by number of paid course lines in the cart (bundles do not count). */
export const CUMULATIVE_DISCOUNT_TIERS: ReadonlyArray<{ minCourses: number; percent: number }> = [
  { minCourses: 2, percent: 10 },
  { minCourses: 3, percent: 15 },
  { minCourses: 4, percent: 20 },
  { minCourses: 5, percent: 25 },
];

/** Percent off every course line for a cart with `courseCount` course lines (0 when disabled). */
export function cumulativeDiscountPercent(courseCount: number, enabled = true): number {
  if (!enabled) return 0;
  let percent = 0;
  for (const tier of CUMULATIVE_DISCOUNT_TIERS) if (courseCount >= tier.minCourses) percent = tier.percent;
  return percent;
}

/**
 * `nextDiscount`: the cumulative percent the cart would reach with one more course, or 0 when
 * one more course would not raise it (top tier reached, or the discount is off).
 */
export function nextCumulativeDiscountPercent(courseCount: number, enabled = true): number {
  const now = cumulativeDiscountPercent(courseCount, enabled);
  const next = cumulativeDiscountPercent(courseCount + 1, enabled);
  return next > now ? next : 0;
}

/** `percent` of `cents`, rounded half up (never more than `cents`). */
export function percentOf(cents: number, percent: number): number {
  if (cents <= 0 || percent <= 0) return 0;
  return Math.min(cents, Math.round((cents * Math.min(percent, 100)) / 100));
}

export type CourseLineInput = {
  lineId: number;
  courseId: number;
  /** Catalogue price after the course's own discount, in the cart currency. */
  priceCents: number;
  /** List price before any discount. */
  realPriceCents: number;
  /** Active cart promotion on the course, 0 when none. */
  extraPercent: number;
};

export type BundleLineInput = {
  lineId: number;
  bundleId: number;
  /** What the bundle costs. */
  priceCents: number;
  /** What its courses cost separately (the bundle's list price). */
  totalPriceCents: number;
};

export type PricedCourseLine = CourseLineInput & {
  extraDiscountCents: number;
  cumulativeDiscountCents: number;
  /** What the learner pays for this line. */
  finalCents: number;
  /** Percent off the list price, all discounts included (the line's `discount`). */
  totalDiscountPercent: number;
};

export type PricedBundleLine = BundleLineInput & { finalCents: number; totalDiscountPercent: number };

export type ExtraDiscount = { type: 'COURSE'; id: number; percent: number; totalCents: number };

export type CartPricing = {
  courses: PricedCourseLine[];
  bundles: PricedBundleLine[];
  /** Sum of list prices. */
  realTotalCents: number;
  /** Sum after course discounts and extra promotions, before the cumulative discount. */
  subtotalCents: number;
  cumulativePercent: number;
  cumulativeDiscountCents: number;
  nextDiscountPercent: number;
  extraDiscounts: ExtraDiscount[];
  /** What the cart costs. */
  totalCents: number;
  /** realTotal − total. */
  totalDiscountCents: number;
  /** Wallet credit used: min(available credit, total). */
  creditCents: number;
  totalWithCreditCents: number;
};

export type PriceCartInput = {
  courses: readonly CourseLineInput[];
  bundles: readonly BundleLineInput[];
  /** Cumulative discount on (spec §3 client flag, on by default). */
  cumulative?: boolean;
  /** Wallet credit available in the cart currency. */
  availableCreditCents?: number;
};

function discountPercentOf(listCents: number, finalCents: number): number {
  if (listCents <= 0) return 0;
  return Math.round(((listCents - finalCents) * 100) / listCents);
}

/** Only course lines with a positive price count (spec §5: a line is kept only with a course and a positive price). */
export function payableCourseLines<T extends { priceCents: number }>(lines: readonly T[]): T[] {
  return lines.filter((l) => Number.isInteger(l.priceCents) && l.priceCents > 0);
}

export function priceCart(input: PriceCartInput): CartPricing {
  const courseLines = payableCourseLines(input.courses);
  const cumulativePercent = cumulativeDiscountPercent(courseLines.length, input.cumulative ?? true);
  const extraDiscounts: ExtraDiscount[] = [];
  const courses: PricedCourseLine[] = courseLines.map((line) => {
    const extraPercent = Math.max(0, Math.min(line.extraPercent, 100));
    const extraDiscountCents = percentOf(line.priceCents, extraPercent);
    if (extraDiscountCents > 0) extraDiscounts.push({ type: 'COURSE', id: line.courseId, percent: extraPercent, totalCents: extraDiscountCents });
    const afterExtra = line.priceCents - extraDiscountCents;
    const cumulativeDiscountCents = percentOf(afterExtra, cumulativePercent);
    const finalCents = afterExtra - cumulativeDiscountCents;
    const listCents = Math.max(line.realPriceCents, line.priceCents);
    return { ...line, realPriceCents: listCents, extraPercent, extraDiscountCents, cumulativeDiscountCents, finalCents, totalDiscountPercent: discountPercentOf(listCents, finalCents) };
  });
  const bundles: PricedBundleLine[] = input.bundles
    .filter((b) => b.priceCents >= 0)
    .map((b) => {
      const list = Math.max(b.totalPriceCents, b.priceCents);
      return { ...b, totalPriceCents: list, finalCents: b.priceCents, totalDiscountPercent: discountPercentOf(list, b.priceCents) };
    });

  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  const realTotalCents = sum(courses.map((c) => c.realPriceCents)) + sum(bundles.map((b) => b.totalPriceCents));
  const subtotalCents = sum(courses.map((c) => c.priceCents - c.extraDiscountCents)) + sum(bundles.map((b) => b.finalCents));
  const cumulativeDiscountCents = sum(courses.map((c) => c.cumulativeDiscountCents));
  const totalCents = sum(courses.map((c) => c.finalCents)) + sum(bundles.map((b) => b.finalCents));
  const available = Math.max(0, Math.floor(input.availableCreditCents ?? 0));
  const creditCents = Math.min(available, totalCents);
  return {
    courses,
    bundles,
    realTotalCents,
    subtotalCents,
    cumulativePercent,
    cumulativeDiscountCents,
    nextDiscountPercent: nextCumulativeDiscountPercent(courses.length, input.cumulative ?? true),
    extraDiscounts,
    totalCents,
    totalDiscountCents: realTotalCents - totalCents,
    creditCents,
    totalWithCreditCents: totalCents - creditCents,
  };
}
