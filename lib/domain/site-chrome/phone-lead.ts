import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { normalizePhoneCode, normalizePhoneNumber } from '@/lib/domain/validation/basic-data-schema';
import { numberFormat } from '@/lib/domain/i18n/intl-formatters';

/**
 * The phone-lead form (spec §2 "phone dialog opened from search", "phone-lead dialog, phone
 * input"): a country calling code chosen from the countries table and a number. The same
 * schema runs in the form (react-hook-form + zod) and in the resolver; the server also
 * checks the code against the countries it knows.
 */
export type PhoneLeadMessages = { required: string; invalidPhoneCode: string; invalidPhoneNumber: string };

export const SPANISH_PHONE_LEAD_MESSAGES: PhoneLeadMessages = {
  required: 'Campo Requerido',
  invalidPhoneCode: 'Elige el código de tu país',
  invalidPhoneNumber: 'Ingresa un número de teléfono válido (de 6 a 15 dígitos)',
};

export const PHONE_LEAD_MESSAGE_KEYS = ['required', 'invalidPhoneCode', 'invalidPhoneNumber'] as const satisfies ReadonlyArray<keyof PhoneLeadMessages>;

/** Longest raw input accepted before normalising (digits plus spaces, dashes, dots, brackets). */
export const PHONE_INPUT_MAX = 24;

/**
 * `allowedCodes`: the calling codes of the countries table ('+51', …); when given, any other
 * code is refused. Output: the normalised code ('+51') and the digits of the number.
 */
export function phoneLeadSchema(m: PhoneLeadMessages = SPANISH_PHONE_LEAD_MESSAGES, allowedCodes?: ReadonlySet<string>) {
  return z
    .object({
      phoneCode: z.string().trim().max(8, m.invalidPhoneCode),
      phoneNumber: z.string().trim().max(PHONE_INPUT_MAX, m.invalidPhoneNumber),
    })
    .superRefine((v, ctx) => {
      if (v.phoneCode.length === 0) ctx.addIssue({ code: 'custom', path: ['phoneCode'], message: m.required });
      else {
        const code = normalizePhoneCode(v.phoneCode);
        if (!code || (allowedCodes && !allowedCodes.has(code))) ctx.addIssue({ code: 'custom', path: ['phoneCode'], message: m.invalidPhoneCode });
      }
      if (v.phoneNumber.length === 0) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.required });
      else if (!normalizePhoneNumber(v.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.invalidPhoneNumber });
    })
    .transform((v) => ({ phoneCode: normalizePhoneCode(v.phoneCode) as string, phoneNumber: normalizePhoneNumber(v.phoneNumber) as string }));
}

export type PhoneLeadInput = z.input<ReturnType<typeof phoneLeadSchema>>;
export type PhoneLeadValues = z.output<ReturnType<typeof phoneLeadSchema>>;

/** The membership offer of the dialog: the first type of the popup group (spec §3 "Membership price"). */
export const PHONE_POPUP_GROUP = 'MEMBERSHIP-POPUP-USER-UPDATE';

export type MembershipPriceView = { total: number; currencySymbol: string };

/** Spec §3: "from the first membership type of the phone-update popup group"; null when there is none. */
export function firstMembershipPrice(types: ReadonlyArray<{ prices: MembershipPriceView | null }> | null | undefined): MembershipPriceView | null {
  return types?.[0]?.prices ?? null;
}

/** '149' or '19.99': whole amounts without decimals, others with two. */
export function formatPriceTotal(total: number, locale: string): string {
  const whole = Number.isInteger(total);
  return numberFormat(locale, { minimumFractionDigits: whole ? 0 : 2, maximumFractionDigits: 2 }).format(total);
}
