/**
 * The basic-data form (spec §2: first and last name, an optionally required phone), shared by
 * the dialog form and the `updateBasicData` resolver. Messages are passed in, so each side
 * uses its language (`auth.basicData.validation.*`); the Spanish texts are the fallback.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

export type BasicDataMessages = {
  required: string;
  firstNameLength: string;
  lastNameLength: string;
  invalidPhoneCode: string;
  invalidPhoneNumber: string;
};

export const BASIC_DATA_MESSAGE_KEYS = ['required', 'firstNameLength', 'lastNameLength', 'invalidPhoneCode', 'invalidPhoneNumber'] as const satisfies ReadonlyArray<
  keyof BasicDataMessages
>;

export const NAME_MIN = 1;
export const BASIC_NAME_MAX = 75;
export const PHONE_CODE_MAX = 5;
export const PHONE_NUMBER_MIN_DIGITS = 6;
export const PHONE_NUMBER_MAX_DIGITS = 15;
/** Longest phone number input accepted (digits plus spaces, dashes, dots and brackets). */
export const PHONE_NUMBER_INPUT_MAX = 24;

export const SPANISH_BASIC_DATA_MESSAGES: BasicDataMessages = {
  required: 'Campo Requerido',
  firstNameLength: 'El campo nombre debe tener entre 1 y 75 caracteres',
  lastNameLength: 'El campo apellido debe tener entre 1 y 75 caracteres',
  invalidPhoneCode: 'Ingresa un código de país válido, por ejemplo +51',
  invalidPhoneNumber: 'Ingresa un número de teléfono válido (de 6 a 15 dígitos)',
};

export function basicDataMessagesFrom(t: (key: `validation.${keyof BasicDataMessages}`) => string): BasicDataMessages {
  return Object.fromEntries(BASIC_DATA_MESSAGE_KEYS.map((key) => [key, t(`validation.${key}`)])) as BasicDataMessages;
}

/** '+51', '51' or '0051' → '+51'; null when it is not a 1–4 digit calling code. */
export function normalizePhoneCode(value: string): string | null {
  const digits = value.trim().replace(/^\+|^00/, '');
  return /^[1-9]\d{0,3}$/.test(digits) ? `+${digits}` : null;
}

/** A phone number with spaces, dashes, dots or brackets → its digits; null when not 6–15 digits. */
export function normalizePhoneNumber(value: string): string | null {
  const trimmed = value.trim();
  if (!/^[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  return digits.length >= PHONE_NUMBER_MIN_DIGITS && digits.length <= PHONE_NUMBER_MAX_DIGITS ? digits : null;
}

/**
 * Names are required (1–75 characters after trimming). The phone code and number go together:
 * both or neither, and both when `requirePhone` is set. Empty phone fields become null.
 */
export function basicDataSchema(m: BasicDataMessages = SPANISH_BASIC_DATA_MESSAGES, options: { requirePhone?: boolean } = {}) {
  const name = (lengthMessage: string) =>
    z
      .string()
      .trim()
      .superRefine((v, ctx) => {
        if (v.length === 0) ctx.addIssue({ code: 'custom', message: m.required });
        else if (v.length < NAME_MIN || v.length > BASIC_NAME_MAX) ctx.addIssue({ code: 'custom', message: lengthMessage });
      });
  const optionalText = z
    .string()
    .nullish()
    .transform((v) => (v ?? '').trim());
  return z
    .object({
      firstName: name(m.firstNameLength),
      lastName: name(m.lastNameLength),
      phoneCode: optionalText,
      phoneNumber: optionalText,
    })
    .superRefine((v, ctx) => {
      const phoneWanted = options.requirePhone || v.phoneCode.length > 0 || v.phoneNumber.length > 0;
      if (!phoneWanted) return;
      if (v.phoneCode.length === 0) ctx.addIssue({ code: 'custom', path: ['phoneCode'], message: m.required });
      else if (!normalizePhoneCode(v.phoneCode)) ctx.addIssue({ code: 'custom', path: ['phoneCode'], message: m.invalidPhoneCode });
      if (v.phoneNumber.length === 0) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.required });
      else if (!normalizePhoneNumber(v.phoneNumber)) ctx.addIssue({ code: 'custom', path: ['phoneNumber'], message: m.invalidPhoneNumber });
    })
    .transform((v) => ({
      firstName: v.firstName,
      lastName: v.lastName,
      phoneCode: v.phoneCode ? normalizePhoneCode(v.phoneCode) : null,
      phoneNumber: v.phoneNumber ? normalizePhoneNumber(v.phoneNumber) : null,
    }));
}

export type BasicDataInputValues = z.input<ReturnType<typeof basicDataSchema>>;
export type BasicDataValues = z.output<ReturnType<typeof basicDataSchema>>;
