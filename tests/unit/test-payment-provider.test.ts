/** The built-in test payment provider (issue 5 item 6; docs/pricing.md "Test cards"). */
import { describe, expect, it } from 'vitest';
import { cardDigits, chargeOutcome, expiryValid, invalidCardField, luhnValid, TEST_CARDS } from '@/lib/domain/commerce/test-payment-provider';

const now = new Date('2026-11-22T12:00:00Z');

describe('card checks', () => {
  it('every listed test card passes Luhn; a one-digit change fails', () => {
    for (const card of TEST_CARDS) expect(luhnValid(cardDigits(card.number))).toBe(true);
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42')).toBe(false);
    expect(luhnValid('4242x24242424242')).toBe(false);
  });
  it('expiry is valid through the end of its month and not absurdly far', () => {
    expect(expiryValid('11/26', now)).toBe(true);
    expect(expiryValid('10/26', now)).toBe(false);
    expect(expiryValid('12/2030', now)).toBe(true);
    expect(expiryValid('13/27', now)).toBe(false);
    expect(expiryValid('01/60', now)).toBe(false);
    expect(expiryValid('1/27', now)).toBe(false);
  });
  it('names the first invalid field', () => {
    const good = { number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123', holder: 'Ana Pérez' };
    expect(invalidCardField(good, now)).toBeNull();
    expect(invalidCardField({ ...good, number: '1234' }, now)).toBe('cardNumber');
    expect(invalidCardField({ ...good, expiry: '01/20' }, now)).toBe('cardExpiry');
    expect(invalidCardField({ ...good, cvc: '12' }, now)).toBe('cardCvc');
    expect(invalidCardField({ ...good, holder: ' ' }, now)).toBe('cardHolder');
    expect(invalidCardField({ ...good, holder: 'A\u0000B' }, now)).toBe('cardHolder');
  });
});

describe('chargeOutcome', () => {
  it('succeeds, declines, or asks for one retry depending on the card and the attempt', () => {
    expect(chargeOutcome('4242424242424242', 1)).toBe('succeeded');
    expect(chargeOutcome('4000000000000002', 1)).toBe('declined');
    expect(chargeOutcome('4000000000000002', 2)).toBe('declined');
    expect(chargeOutcome('4000000000000119', 1)).toBe('retry');
    expect(chargeOutcome('4000000000000119', 2)).toBe('succeeded');
  });
});
