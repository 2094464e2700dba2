/**
 * Login and registration validation (spec §5), shared by the forms (react-hook-form +
 * zod resolver) and any server code. Messages are passed in, so each language gets its own
 * texts from `messages/{locale}/auth.json` (`validation.*`); the Spanish texts below are the
 * spec's exact wording and the fallback. Portuguese keeps the user-length message in
 * Spanish (spec §5: "the user-length message stays in Spanish there").
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { checkedField, lengthCheck, patternCheck, requiredCheck, type Check } from './field-checks';

export type AuthValidationMessages = {
  /** 'Ingresa una dirección de correo válida' */
  invalidEmail: string;
  /** 'Campo Requerido' */
  required: string;
  /** 'El campo usuario debe tener entre 6 y 75 caracteres' */
  usernameLength: string;
  /** 'Tu contraseña debe de tener entre 6 y 20 caracteres' */
  passwordLength: string;
  /** 'Debes aceptar los Términos, Condiciones y Políticas para continuar.' */
  acceptLegal: string;
  /** Spec §5 username pattern's custom message (the spec gives no text: ours). */
  usernamePattern: string;
  /** Spec §5 password match's custom message (the spec gives no text: ours). */
  passwordMismatch: string;
};

export const AUTH_VALIDATION_KEYS = ['invalidEmail', 'required', 'usernameLength', 'passwordLength', 'acceptLegal', 'usernamePattern', 'passwordMismatch'] as const satisfies ReadonlyArray<
  keyof AuthValidationMessages
>;

/** The spec's Spanish texts, word for word (spec §5); the last two are ours (the spec names no text). */
export const SPANISH_AUTH_MESSAGES: AuthValidationMessages = {
  invalidEmail: 'Ingresa una dirección de correo válida',
  required: 'Campo Requerido',
  usernameLength: 'El campo usuario debe tener entre 6 y 75 caracteres',
  passwordLength: 'Tu contraseña debe de tener entre 6 y 20 caracteres',
  acceptLegal: 'Debes aceptar los Términos, Condiciones y Políticas para continuar.',
  usernamePattern: 'El usuario empieza con una letra y solo tiene letras, números, puntos o guiones bajos',
  passwordMismatch: 'Las contraseñas no coinciden',
};

/** Spec §5 / §9 limits. */
export const USERNAME_MIN = 6;
export const USERNAME_MAX = 75;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 20;
/** Longest first or last name the form accepts (the input's maxLength). */
export const NAME_MAX = 75;

/** Spec §5 username pattern: a letter, then letters, digits, dots or underscores. */
export const USERNAME_PATTERN = /^[A-Za-z][A-Za-z0-9._]*$/;

/** A common e-mail address pattern: local part, '@', domain with a dot and a 2+ letter ending. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)*\.[^\s@.]{2,}$/;

/** Builds the messages object from a translator over the `auth` namespace (`validation.<key>`). */
export function authMessagesFrom(t: (key: `validation.${keyof AuthValidationMessages}`) => string): AuthValidationMessages {
  return Object.fromEntries(AUTH_VALIDATION_KEYS.map((key) => [key, t(`validation.${key}`)])) as AuthValidationMessages;
}

/** E-mail check: the pattern is skipped when empty (spec §5); emptiness is `required`'s job. */
export function isValidEmail(value: string): boolean {
  return value.length === 0 || EMAIL_PATTERN.test(value);
}

const emailCheck = (m: AuthValidationMessages): Check => (v) => (isValidEmail(v) ? null : m.invalidEmail);

/** The login's user field: an e-mail when it has an '@', else a username of the spec §5 pattern. */
const loginUserCheck = (m: AuthValidationMessages): Check => {
  const username = patternCheck(USERNAME_PATTERN, m.usernamePattern);
  return (v) => (v.includes('@') ? emailCheck(m)(v) : username(v));
};

/** A password: required, 6–20 characters (spec §5), not trimmed. */
function passwordField(m: AuthValidationMessages) {
  return z.string().superRefine((value, ctx) => {
    const message = value.length === 0 ? m.required : value.length < PASSWORD_MIN || value.length > PASSWORD_MAX ? m.passwordLength : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });
}

/** Login accepts a username or an e-mail (the user field, 6–75) and a password (6–20). */
export function loginSchema(m: AuthValidationMessages = SPANISH_AUTH_MESSAGES) {
  return z.object({
    username: checkedField(requiredCheck(m.required), lengthCheck(USERNAME_MIN, USERNAME_MAX, m.usernameLength), loginUserCheck(m)),
    password: passwordField(m),
  });
}

/**
 * Register: first name, last name, e-mail, password and the legal acceptance (spec §5). "Names
 * are optional by display": a form that shows the name fields sends them, and then they are
 * required; one that does not show them sends none (RegisterForm `showNames`), and the account
 * is created without names (the account menu's "Completar mis datos" opens the basic-data form).
 */
export function registerSchema(m: AuthValidationMessages = SPANISH_AUTH_MESSAGES) {
  const name = checkedField(requiredCheck(m.required)).nullish();
  return z.object({
    firstName: name,
    lastName: name,
    email: checkedField(requiredCheck(m.required), emailCheck(m)),
    password: passwordField(m),
    acceptLegal: z.boolean().refine((accepted) => accepted === true, { message: m.acceptLegal }),
  });
}

/**
 * Password change (issue 17 item 1): the current password is only required (it is checked
 * against the stored hash, whatever its length), the new one follows register's rule.
 */
export function changePasswordSchema(m: AuthValidationMessages = SPANISH_AUTH_MESSAGES) {
  return z.object({
    currentPassword: z.string().refine((value) => value.length > 0, { message: m.required }),
    newPassword: passwordField(m),
  });
}

export type LoginValues = z.infer<ReturnType<typeof loginSchema>>;
export type RegisterValues = z.infer<ReturnType<typeof registerSchema>>;
