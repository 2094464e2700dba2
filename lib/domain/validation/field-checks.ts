/**
 * The form rules of spec §5 that take their message from the caller, as small checks a zod
 * field runs in order (lib/domain/validation/auth-schemas.ts builds its fields from them):
 * - Required: the message when empty.
 * - Length: the message outside min–max.
 * - Custom pattern: "a custom message on failure" (skipped when empty, like the e-mail check:
 *   emptiness is the required check's job).
 * - Password match: "compared with another field, with a custom message on difference" — an
 *   object-level refinement, since it reads two fields.
 */
import './zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';

/** A check of one string value: its failure message, or null when it passes. */
export type Check = (value: string) => string | null;

export const requiredCheck =
  (message: string): Check =>
  (value) =>
    value.length === 0 ? message : null;

export const lengthCheck =
  (min: number, max: number, message: string): Check =>
  (value) =>
    value.length < min || value.length > max ? message : null;

/** Spec §5 custom pattern: `message` when a non-empty value does not match `pattern`. */
export const patternCheck =
  (pattern: RegExp, message: string): Check =>
  (value) =>
    value.length === 0 || pattern.test(value) ? null : message;

/** A trimmed string field that reports only the first failing check. */
export function checkedField(...checks: Check[]) {
  return z
    .string()
    .trim()
    .superRefine((value, ctx) => {
      for (const check of checks) {
        const message = check(value);
        if (message) {
          ctx.addIssue({ code: 'custom', message });
          return;
        }
      }
    });
}

/**
 * Spec §5 password match, for `z.object(…).superRefine(fieldsMatch('confirm', 'password', m))`:
 * `message` on `field` when its value differs from `other`'s. Nothing is reported while `field`
 * is empty (the required check says so).
 */
export function fieldsMatch<K extends string>(field: K, other: K, message: string) {
  return (values: Record<K, unknown>, ctx: z.RefinementCtx) => {
    const value = values[field];
    if (value === '' || value === undefined || value === null) return;
    if (value !== values[other]) ctx.addIssue({ code: 'custom', path: [field], message });
  };
}
