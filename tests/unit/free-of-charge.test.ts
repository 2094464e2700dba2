import { describe, expect, it } from 'vitest';
import { basePriceCents, isFreeOfCharge, isSoldCourse } from '@/lib/domain/commerce/free-of-charge';

const usd = (priceCents: number) => ({ currency: 'USD', priceCents });

describe('free of charge (spec §3 course type FREE, §5 "only course lines with a price above 0 are kept"; issue 19 item 2)', () => {
  it('a FREE course is free whatever its price rows say', () => {
    expect(isFreeOfCharge({ courseType: 'FREE', prices: [] })).toBe(true);
    expect(isFreeOfCharge({ courseType: 'FREE', prices: [usd(4900)] })).toBe(true);
    expect(isSoldCourse({ courseType: 'FREE', prices: [usd(4900)] })).toBe(false);
  });

  it('a course whose sale price in US dollars is 0 (a 100 % promotion) is free and not sold', () => {
    const promoted = { courseType: 'PAID', prices: [usd(0), { currency: 'PEN', priceCents: 0 }] };
    expect(isFreeOfCharge(promoted)).toBe(true);
    expect(isSoldCourse(promoted)).toBe(false);
  });

  it('a priced course is sold; a local price of 0 does not make it free', () => {
    const priced = { courseType: 'PAID', prices: [usd(4900), { currency: 'PEN', priceCents: 0 }] };
    expect(isFreeOfCharge(priced)).toBe(false);
    expect(isSoldCourse(priced)).toBe(true);
    expect(basePriceCents(priced)).toBe(4900);
  });

  it('a course with no base price is neither free nor sold', () => {
    const unpriced = { courseType: 'PAID', prices: [{ currency: 'PEN', priceCents: 9900 }] };
    expect(basePriceCents(unpriced)).toBeNull();
    expect(isFreeOfCharge(unpriced)).toBe(false);
    expect(isSoldCourse(unpriced)).toBe(false);
  });
});
