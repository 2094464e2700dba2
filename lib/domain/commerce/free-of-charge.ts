/**
 * The one "is this course free?" rule (issue 19 item 2). Before it there were three that
 * disagreed: the course page looked at the list price (`realPriceCents`), the cart at the sale
 * price (`priceCents`) and the free enrollment at the course type, so a course discounted to
 * 100 % showed buy buttons that the cart then refused, and could not be taken for free either.
 *
 * A course costs nothing when it is a FREE course (spec §3 course types) or when what a buyer
 * would pay in the base currency, its sale price, is 0 (spec §5: "only course lines with a
 * price above 0 are kept"). Such a course is never sold: the cart refuses it, and a signed-in
 * learner takes it with the one-click FREE enrollment. Pure: server and browser.
 */
import { priceInCurrency } from './price-in-currency';

export type PricedCourse = {
  courseType: string;
  prices: ReadonlyArray<{ currency: string; priceCents: number }>;
};

/** The sale price in the base currency, in cents, or null when the course has none. */
export function basePriceCents(course: Pick<PricedCourse, 'prices'>): number | null {
  return priceInCurrency(course.prices)?.priceCents ?? null;
}

/** Free of charge: a FREE course, or one whose sale price in the base currency is 0. */
export function isFreeOfCharge(course: PricedCourse): boolean {
  if (course.courseType === 'FREE') return true;
  const cents = basePriceCents(course);
  return cents !== null && cents <= 0;
}

/**
 * On sale through the cart: priced above 0 in the base currency (a course without a base price
 * is not on sale) and not free of charge. Whether it is still on offer (live or pre-sale) is
 * the caller's other question.
 */
export function isSoldCourse(course: PricedCourse): boolean {
  return course.courseType !== 'FREE' && (basePriceCents(course) ?? 0) > 0;
}
