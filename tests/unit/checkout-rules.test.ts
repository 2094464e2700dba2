import { describe, expect, it } from 'vitest';
import {
  cardFormSchema,
  checkoutCardInput,
  formatCardNumber,
  formatExpiry,
  isExpired,
  isValidCardNumber,
  luhnValid,
  parseExpiry,
  type CardValidationMessages,
} from '@/lib/domain/cart/card-validation';
import { createCheckoutAttempt, needsRetry } from '@/lib/domain/cart/checkout-attempt';
import { outcomeKey } from '@/components/cart/TestModeNotice';
import { buyNowTarget } from '@/lib/domain/cart/cart-paths';
import esCart from '@/messages/es/cart.json';

const m: CardValidationMessages = esCart.checkout.errors;
const NOW = new Date(2026, 10, 22); // 22 Nov 2026

function errors(values: Partial<Record<'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardHolder', string>>) {
  const result = cardFormSchema(m, () => NOW).safeParse({ cardNumber: '4242 4242 4242 4242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Lucía Pérez', ...values });
  return result.success ? {} : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('checkout card rules (issue 5 item 6)', () => {
  it('Luhn accepts the test cards and rejects a changed digit', () => {
    for (const card of ['4242424242424242', '4000000000000002', '4000000000000119']) expect(luhnValid(card)).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42a2')).toBe(false);
    expect(isValidCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
    expect(isValidCardNumber('42424242')).toBe(false); // too short
    expect(isValidCardNumber('4242 4242 4242 424x')).toBe(false);
  });

  it('formats the number in groups of four and the expiry as MM/YY while typing', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4000 00')).toBe('4000 00');
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('128')).toBe('12/8');
    expect(formatExpiry('12/30')).toBe('12/30');
  });

  it('expiry: MM/YY, valid through its month, never in the past', () => {
    expect(parseExpiry('12/30')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('1230')).toEqual({ month: 12, year: 2030 });
    expect(parseExpiry('13/30')).toBeNull();
    expect(parseExpiry('1/30')).toBeNull();
    expect(isExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isExpired({ month: 1, year: 2025 }, NOW)).toBe(true);
  });

  it('gives each field its translated message', () => {
    expect(errors({})).toEqual({});
    expect(errors({ cardNumber: '' })).toEqual({ cardNumber: m.required });
    expect(errors({ cardNumber: '4242 4242 4242 4241' })).toEqual({ cardNumber: m.cardNumber });
    expect(errors({ cardExpiry: '1/3' })).toEqual({ cardExpiry: m.expiryFormat });
    expect(errors({ cardExpiry: '10/26' })).toEqual({ cardExpiry: m.expiryPast });
    expect(errors({ cardExpiry: '11/26' })).toEqual({});
    expect(errors({ cardCvc: '12' })).toEqual({ cardCvc: m.cvc });
    expect(errors({ cardCvc: '12345' })).toEqual({ cardCvc: m.cvc });
    expect(errors({ cardCvc: '1234' })).toEqual({});
    expect(errors({ cardHolder: ' ' })).toEqual({ cardHolder: m.required });
    expect(errors({ cardHolder: '123' })).toEqual({ cardHolder: m.holder });
  });

  it('sends the number as digits and the expiry as MM/YY', () => {
    expect(checkoutCardInput({ cardNumber: '4242 4242 4242 4242', cardExpiry: '0930', cardCvc: ' 123 ', cardHolder: ' Lucía   Pérez ' })).toEqual({
      cardNumber: '4242424242424242',
      cardExpiry: '09/30',
      cardCvc: '123',
      cardHolder: 'Lucía Pérez',
    });
  });
});

describe('one idempotency key per purchase attempt', () => {
  it('is made once and reused for double clicks, retries and lost answers', () => {
    let n = 0;
    const attempt = createCheckoutAttempt(() => `key-${++n}`);
    expect(attempt.peek()).toBeNull();
    expect(attempt.key()).toBe('key-1');
    expect(attempt.key()).toBe('key-1'); // double click
    attempt.settle('REQUIRES_RETRY');
    expect(attempt.key()).toBe('key-1'); // automatic / explicit retry
    attempt.settle('NETWORK_ERROR');
    expect(attempt.key()).toBe('key-1');
    attempt.settle('DECLINED'); // another card: a new attempt
    expect(attempt.peek()).toBeNull();
    expect(attempt.key()).toBe('key-2');
    attempt.settle('REFUSED');
    expect(attempt.key()).toBe('key-3');
    attempt.settle('PAID');
    expect(attempt.peek()).toBeNull();
  });

  it('uses crypto.randomUUID by default', () => {
    const key = createCheckoutAttempt().key();
    expect(key).toMatch(/^[0-9a-f-]{32,36}$/);
    expect(key.length).toBeGreaterThanOrEqual(8);
  });

  it('retries REQUIRES_RETRY and PENDING answers only', () => {
    expect(needsRetry('REQUIRES_RETRY')).toBe(true);
    expect(needsRetry('PENDING')).toBe(true);
    expect(needsRetry('DECLINED')).toBe(false);
    expect(needsRetry('PAID')).toBe(false);
  });

  it('names the test cards’ outcomes', () => {
    expect(outcomeKey('succeeds')).toBe('succeeds');
    expect(outcomeKey('declined')).toBe('declined');
    expect(outcomeKey('retry-then-succeeds')).toBe('retryThenSucceeds');
    expect(outcomeKey('something')).toBeNull();
  });

  it('buy-now goes to checkout when signed in, else to the cart page', () => {
    expect(buyNowTarget('auto', true)).toBe('/carrito-de-compras/pago/');
    expect(buyNowTarget('auto', false)).toBe('/carrito-de-compras/');
    expect(buyNowTarget('cart', true)).toBe('/carrito-de-compras/');
  });
});
