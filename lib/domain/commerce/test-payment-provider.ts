/**
 * The built-in TEST payment provider (issue 5 item 6; docs/pricing.md). No money moves: the
 * outcome depends only on the card number and on which attempt this is for the order, so tests
 * and demos are repeatable. Any other Luhn-valid number succeeds.
 */
export type ChargeOutcome = 'succeeded' | 'declined' | 'retry';

export const TEST_CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: 'declined' },
  { number: '4000 0000 0000 0119', outcome: 'retry-then-succeeds' },
] as const;

const DECLINED = '4000000000000002';
const RETRY_ONCE = '4000000000000119';

/** Digits of a card number as typed (spaces and dashes allowed). */
export function cardDigits(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card number carries. */
export function luhnValid(digits: string): boolean {
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** 'MM/YY' (or MM/YYYY) valid through the end of that month, judged at `now` (UTC). */
export function expiryValid(value: string, now: Date): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!m) return false;
  const month = Number(m[1]);
  if (month < 1 || month > 12) return false;
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const endOfMonth = Date.UTC(year, month, 1); // first instant of the following month
  return endOfMonth > now.getTime() && year - now.getUTCFullYear() <= 20;
}

export type CardInput = { number: string; expiry: string; cvc: string; holder: string };
export type CardField = 'cardNumber' | 'cardExpiry' | 'cardCvc' | 'cardHolder';

/** The first invalid field of a card form, or null. Same rule for the form and the server. */
export function invalidCardField(card: CardInput, now: Date): CardField | null {
  if (!luhnValid(cardDigits(card.number))) return 'cardNumber';
  if (!expiryValid(card.expiry, now)) return 'cardExpiry';
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return 'cardCvc';
  const holder = card.holder.trim();
  if (holder.length < 2 || holder.length > 100 || /[\p{Cc}]/u.test(holder)) return 'cardHolder';
  return null;
}

/** What the provider answers for the `attempt`-th charge (1-based) of one order. */
export function chargeOutcome(digits: string, attempt: number): ChargeOutcome {
  if (digits === DECLINED) return 'declined';
  if (digits === RETRY_ONCE) return attempt <= 1 ? 'retry' : 'succeeded';
  return 'succeeded';
}
