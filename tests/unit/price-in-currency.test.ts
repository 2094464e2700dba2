import { describe, expect, it } from 'vitest';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

const usd = { currency: 'USD', cents: 4900 };
const pen = { currency: 'PEN', cents: 18900 };
const mxn = { currency: 'MXN', cents: 89900 };

describe('price in a currency (issue 19 item 2: one rule for courses, bundles, plans and cards; docs/pricing.md)', () => {
  it('the wanted currency first', () => {
    expect(priceInCurrency([usd, pen], 'PEN')).toBe(pen);
  });

  it('else US dollars, the base currency', () => {
    expect(priceInCurrency([pen, usd], 'MXN')).toBe(usd);
    expect(priceInCurrency([pen, usd], null)).toBe(usd);
    expect(priceInCurrency([pen, usd])).toBe(usd);
  });

  it('else nothing: never whichever price happens to come first', () => {
    expect(priceInCurrency([pen, mxn], 'USD')).toBeNull();
    expect(priceInCurrency([pen, mxn], 'COP')).toBeNull();
    expect(priceInCurrency([], 'PEN')).toBeNull();
  });
});
