/**
 * The checkout card form's rules (issue 5 item 6): card number with a Luhn check, expiry MM/YY
 * not in the past, CVC of 3–4 digits, holder name. Pure, with the messages passed in so each
 * language gets its own texts (messages/{locale}/cart.json `checkout.errors.*`).
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

export type CardValidationMessages = {
  required: string;
  cardNumber: string;
  expiryFormat: string;
  expiryPast: string;
  cvc: string;
  holder: string;
};

export const CARD_VALIDATION_KEYS = ['required', 'cardNumber', 'expiryFormat', 'expiryPast', 'cvc', 'holder'] as const satisfies ReadonlyArray<
  keyof CardValidationMessages
>;

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
export const HOLDER_MAX = 80;

/** Only the digits of a typed value. */
export function digitsOnly(value: string): string {
  return value.replace(/\D/g, '');
}

/** Luhn (mod 10) checksum of a digit string. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i--) {
    let d = digits.charCodeAt(i) - 48;
    if (double) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A typed card number is valid: only digits and spaces or dashes, 12–19 digits, Luhn. */
export function isValidCardNumber(value: string): boolean {
  if (!/^[\d\s-]+$/.test(value.trim())) return false;
  const digits = digitsOnly(value);
  return digits.length >= CARD_NUMBER_MIN_DIGITS && digits.length <= CARD_NUMBER_MAX_DIGITS && luhnValid(digits);
}

/** Groups of four digits, as printed on a card: '4242 4242 4242 4242'. */
export function formatCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_MAX_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** 'MM/YY' while typing: the slash comes after the month. */
export function formatExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Month and full year of 'MM/YY' (also 'MM / YY', 'MMYY'), or null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{2})\s*\/?\s*(\d{2})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  if (month < 1 || month > 12) return null;
  return { month, year: 2000 + Number(match[2]) };
}

/** A card is valid through the last day of its expiry month. */
export function isExpired(expiry: { month: number; year: number }, now: Date): boolean {
  const currentYear = now.getFullYear();
  const currentMonth = now.getMonth() + 1;
  return expiry.year < currentYear || (expiry.year === currentYear && expiry.month < currentMonth);
}

export type CardFormValues = {
  cardNumber: string;
  cardExpiry: string;
  cardCvc: string;
  cardHolder: string;
};

/** The form schema; `now` fixes the date the expiry is checked against. */
export function cardFormSchema(m: CardValidationMessages, now: () => Date = () => new Date()) {
  return z.object({
    cardNumber: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: 'custom', message: m.required });
        else if (!isValidCardNumber(v)) ctx.addIssue({ code: 'custom', message: m.cardNumber });
      }),
    cardExpiry: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (!v) return void ctx.addIssue({ code: 'custom', message: m.required });
        const expiry = parseExpiry(v);
        if (!expiry) ctx.addIssue({ code: 'custom', message: m.expiryFormat });
        else if (isExpired(expiry, now())) ctx.addIssue({ code: 'custom', message: m.expiryPast });
      }),
    cardCvc: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: 'custom', message: m.required });
        else if (!/^\d{3,4}$/.test(v)) ctx.addIssue({ code: 'custom', message: m.cvc });
      }),
    cardHolder: z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (!v) ctx.addIssue({ code: 'custom', message: m.required });
        else if (v.length < 2 || v.length > HOLDER_MAX || !/\p{L}/u.test(v)) ctx.addIssue({ code: 'custom', message: m.holder });
      }),
  });
}

/** What checkoutCart receives: the number as digits, the expiry as 'MM/YY'. */
export function checkoutCardInput(values: CardFormValues): CardFormValues {
  const expiry = parseExpiry(values.cardExpiry);
  return {
    cardNumber: digitsOnly(values.cardNumber),
    cardExpiry: expiry ? `${String(expiry.month).padStart(2, '0')}/${String(expiry.year % 100).padStart(2, '0')}` : values.cardExpiry.trim(),
    cardCvc: values.cardCvc.trim(),
    cardHolder: values.cardHolder.trim().replace(/\s+/g, ' '),
  };
}
