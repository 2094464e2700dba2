/** Spec §5: a cart add or remove needs a course id or a bundle id (exactly one); §3 combined ids. */
import { describe, expect, it } from 'vitest';
import { combinedItemId, parseCartItem } from '@/lib/domain/commerce/cart-item';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { chooseCartCurrency } from '@/lib/domain/commerce/cart-currency';

describe('parseCartItem', () => {
  it('accepts an original id or a global id of the right type', () => {
    expect(parseCartItem({ courseId: '12' })).toEqual({ ok: true, item: { type: 'COURSE', id: 12 } });
    expect(parseCartItem({ bundleId: toGlobalId('Bundle', 3) })).toEqual({ ok: true, item: { type: 'BUNDLE', id: 3 } });
    expect(parseCartItem({ courseId: ' 7 ', bundleId: '' })).toEqual({ ok: true, item: { type: 'COURSE', id: 7 } });
  });
  it('refuses none, both, and ids of another type or shape', () => {
    expect(parseCartItem({})).toEqual({ ok: false, error: 'itemRequired' });
    expect(parseCartItem({ courseId: '  ', bundleId: null })).toEqual({ ok: false, error: 'itemRequired' });
    expect(parseCartItem({ courseId: '1', bundleId: '2' })).toEqual({ ok: false, error: 'oneItemOnly' });
    expect(parseCartItem({ courseId: toGlobalId('Bundle', 3) })).toEqual({ ok: false, error: 'invalidItemId' });
    expect(parseCartItem({ courseId: '-4' })).toEqual({ ok: false, error: 'invalidItemId' });
    expect(parseCartItem({ courseId: '0' })).toEqual({ ok: false, error: 'invalidItemId' });
  });
  it('tags items COURSE or BUNDLE with a combined id', () => {
    expect(combinedItemId({ type: 'COURSE', id: 12 })).toBe('COURSE-12');
    expect(combinedItemId({ type: 'BUNDLE', id: 3 })).toBe('BUNDLE-3');
  });
});

describe('chooseCartCurrency', () => {
  it('uses the country currency only when every line is priced in it', () => {
    expect(chooseCartCurrency('PEN', [new Set(['USD', 'PEN']), new Set(['USD', 'PEN'])])).toBe('PEN');
    expect(chooseCartCurrency('PEN', [new Set(['USD', 'PEN']), new Set(['USD'])])).toBe('USD');
    expect(chooseCartCurrency(null, [new Set(['USD'])])).toBe('USD');
    expect(chooseCartCurrency('BRL', [])).toBe('BRL');
  });
});
