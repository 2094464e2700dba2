/**
 * Cart pricing rules (issue 5 item 3; spec §3 Cart: realTotalPrice, totalDiscount, nextDiscount,
 * dataExtraDiscount, pricesWithCredit; spec §5: a course line counts only with a positive price).
 * docs/pricing.md states the same rules in prose.
 */
import { describe, expect, it } from 'vitest';
import { cumulativeDiscountPercent, nextCumulativeDiscountPercent, percentOf, priceCart, type CourseLineInput } from '@/lib/domain/commerce/cart-pricing';

const course = (lineId: number, priceCents: number, realPriceCents = priceCents, extraPercent = 0): CourseLineInput => ({
  lineId,
  courseId: 100 + lineId,
  priceCents,
  realPriceCents,
  extraPercent,
});

describe('cumulative discount tiers', () => {
  it('grows with the number of course lines: 0, 0, 10, 15, 20, 25, 25…', () => {
    expect([0, 1, 2, 3, 4, 5, 9].map((n) => cumulativeDiscountPercent(n))).toEqual([0, 0, 10, 15, 20, 25, 25]);
  });
  it('is 0 whatever the count when the client turns it off (spec §3 flag, on by default)', () => {
    expect(cumulativeDiscountPercent(5, false)).toBe(0);
    expect(nextCumulativeDiscountPercent(1, false)).toBe(0);
  });
  it('nextDiscount is the percent one more course would reach, 0 at the top tier', () => {
    expect([0, 1, 2, 3, 4, 5].map((n) => nextCumulativeDiscountPercent(n))).toEqual([0, 10, 15, 20, 25, 0]);
  });
});

describe('percentOf', () => {
  it('rounds half up and never exceeds the amount', () => {
    expect(percentOf(1999, 10)).toBe(200);
    expect(percentOf(1995, 10)).toBe(200); // 199.5 → 200
    expect(percentOf(100, 150)).toBe(100);
    expect(percentOf(0, 10)).toBe(0);
    expect(percentOf(500, -5)).toBe(0);
  });
});

describe('priceCart', () => {
  it('an empty cart costs nothing and promises a discount only from the second course', () => {
    const p = priceCart({ courses: [], bundles: [] });
    expect(p).toMatchObject({ totalCents: 0, realTotalCents: 0, totalDiscountCents: 0, cumulativePercent: 0, nextDiscountPercent: 0, creditCents: 0 });
  });

  it('one course: its catalogue price, discount against the list price, next discount 10%', () => {
    const p = priceCart({ courses: [course(1, 2999, 4999)], bundles: [] });
    expect(p.totalCents).toBe(2999);
    expect(p.realTotalCents).toBe(4999);
    expect(p.totalDiscountCents).toBe(2000);
    expect(p.nextDiscountPercent).toBe(10);
    expect(p.courses[0].totalDiscountPercent).toBe(40);
  });

  it('applies the extra promotion before the cumulative discount, per line, and lists it in dataExtraDiscount', () => {
    const p = priceCart({ courses: [course(1, 2000, 4000, 10), course(2, 3000)], bundles: [] });
    // line 1: 2000 − 200 (10%) = 1800, then −10% cumulative = 1620; line 2: 3000 − 300 = 2700
    expect(p.courses.map((c) => c.finalCents)).toEqual([1620, 2700]);
    expect(p.extraDiscounts).toEqual([{ type: 'COURSE', id: 101, percent: 10, totalCents: 200 }]);
    expect(p.cumulativePercent).toBe(10);
    expect(p.cumulativeDiscountCents).toBe(480);
    expect(p.subtotalCents).toBe(4800);
    expect(p.totalCents).toBe(4320);
    expect(p.totalDiscountCents).toBe(7000 - 4320);
  });

  it('order lines always add up to the total (rounding per line)', () => {
    const lines = [course(1, 1999), course(2, 2499), course(3, 3333, 3333, 15), course(4, 1001)];
    const p = priceCart({ courses: lines, bundles: [{ lineId: 9, bundleId: 1, priceCents: 9900, totalPriceCents: 15000 }] });
    expect(p.courses.reduce((s, c) => s + c.finalCents, 0) + p.bundles.reduce((s, b) => s + b.finalCents, 0)).toBe(p.totalCents);
    expect(p.realTotalCents - p.totalCents).toBe(p.totalDiscountCents);
  });

  it('keeps only course lines with a positive price (spec §5) and does not count the rest for the tier', () => {
    const p = priceCart({ courses: [course(1, 0), course(2, 2500), course(3, -5)], bundles: [] });
    expect(p.courses.map((c) => c.lineId)).toEqual([2]);
    expect(p.cumulativePercent).toBe(0);
  });

  it('bundles keep their own price and do not count towards the cumulative discount', () => {
    const p = priceCart({ courses: [course(1, 2000)], bundles: [{ lineId: 2, bundleId: 7, priceCents: 9900, totalPriceCents: 14900 }] });
    expect(p.cumulativePercent).toBe(0);
    expect(p.totalCents).toBe(11900);
    expect(p.bundles[0].totalDiscountPercent).toBe(34);
  });

  it('wallet credit pays up to the total (pricesWithCredit)', () => {
    expect(priceCart({ courses: [course(1, 2000)], bundles: [], availableCreditCents: 500 })).toMatchObject({ creditCents: 500, totalWithCreditCents: 1500 });
    expect(priceCart({ courses: [course(1, 2000)], bundles: [], availableCreditCents: 5000 })).toMatchObject({ creditCents: 2000, totalWithCreditCents: 0 });
    expect(priceCart({ courses: [course(1, 2000)], bundles: [], availableCreditCents: -10 })).toMatchObject({ creditCents: 0, totalWithCreditCents: 2000 });
  });

  it('with the cumulative flag off, five courses pay their catalogue prices', () => {
    const p = priceCart({ courses: [1, 2, 3, 4, 5].map((i) => course(i, 1000)), bundles: [], cumulative: false });
    expect(p.totalCents).toBe(5000);
    expect(p.nextDiscountPercent).toBe(0);
  });
});
