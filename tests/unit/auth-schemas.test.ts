/**
 * Spec §5 "Validation rules":
 * - E-mail: must match a common address pattern, otherwise 'Ingresa una dirección de correo
 *   válida'. The check is skipped when empty.
 * - Required: 'Campo Requerido' when empty.
 * - The user field must be 6 to 75 characters ('El campo usuario debe tener entre 6 y 75
 *   caracteres'). Password must be 6 to 20 characters ('Tu contraseña debe de tener entre 6 y
 *   20 caracteres').
 * - Legal acceptance required: 'Debes aceptar los Términos, Condiciones y Políticas para continuar.'
 * - Username pattern: starts with a letter, followed by letters, digits, dots or underscores.
 * - Password match: compared with another field, with a custom message on difference.
 * - Custom pattern: a custom message on failure.
 * - Register fields: first name, last name, e-mail, password, legal acceptance (names are
 *   optional by display). Login accepts a username or e-mail and a password. Portuguese versions
 *   of the texts exist; the user-length message stays in Spanish there.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import esAuth from '../../messages/es/auth.json';
import ptAuth from '../../messages/pt/auth.json';
import enAuth from '../../messages/en/auth.json';
import {
  AUTH_VALIDATION_KEYS,
  SPANISH_AUTH_MESSAGES,
  authMessagesFrom,
  changePasswordSchema,
  isValidEmail,
  loginSchema,
  registerSchema,
  USERNAME_PATTERN,
  type AuthValidationMessages,
} from '../../lib/domain/validation/auth-schemas';
import { checkedField, fieldsMatch, patternCheck, requiredCheck } from '../../lib/domain/validation/field-checks';

function errorsOf(result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

const validRegister = { firstName: 'Rosa', lastName: 'Mamani', email: 'rosa@example.com', password: 'secreto1', acceptLegal: true };

describe('spec §5 exact Spanish texts', () => {
  it('are the defaults', () => {
    expect(SPANISH_AUTH_MESSAGES).toMatchObject({
      invalidEmail: 'Ingresa una dirección de correo válida',
      required: 'Campo Requerido',
      usernameLength: 'El campo usuario debe tener entre 6 y 75 caracteres',
      passwordLength: 'Tu contraseña debe de tener entre 6 y 20 caracteres',
      acceptLegal: 'Debes aceptar los Términos, Condiciones y Políticas para continuar.',
    });
    // The custom messages of the username pattern and the password match: the spec gives no text.
    expect(SPANISH_AUTH_MESSAGES.usernamePattern).toMatch(/letra/);
    expect(SPANISH_AUTH_MESSAGES.passwordMismatch).toBe('Las contraseñas no coinciden');
  });

  it('are the Spanish messages file texts', () => {
    expect(esAuth.validation).toEqual(SPANISH_AUTH_MESSAGES);
  });

  it('Portuguese keeps the user-length message in Spanish and translates the rest', () => {
    expect(ptAuth.validation.usernameLength).toBe(SPANISH_AUTH_MESSAGES.usernameLength);
    for (const key of AUTH_VALIDATION_KEYS.filter((k) => k !== 'usernameLength')) {
      expect(ptAuth.validation[key]).not.toBe(SPANISH_AUTH_MESSAGES[key]);
    }
  });

  it('every language has every validation message', () => {
    for (const messages of [esAuth.validation, ptAuth.validation, enAuth.validation]) {
      expect(Object.keys(messages).sort()).toEqual([...AUTH_VALIDATION_KEYS].sort());
    }
  });
});

describe('isValidEmail', () => {
  it('skips the check when empty', () => {
    expect(isValidEmail('')).toBe(true);
  });
  it.each(['ana@example.com', 'ana.maria+cursos@mail.co.pe', 'x_y@dominio.com.br'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });
  it.each(['ana', 'ana@', '@example.com', 'ana@example', 'ana@example.c', 'ana @example.com', 'ana@@example.com'])('rejects %s', (email) => {
    expect(isValidEmail(email)).toBe(false);
  });
});

describe('loginSchema', () => {
  const schema = loginSchema();

  it('accepts a username or an e-mail with a 6–20 character password', () => {
    expect(schema.safeParse({ username: 'rosa_mamani', password: 'secreto' }).success).toBe(true);
    expect(schema.safeParse({ username: 'payg@demo.cursalia.test', password: 'Demo-2026' }).success).toBe(true);
  });

  it("says 'Campo Requerido' for empty fields (one message per field)", () => {
    expect(errorsOf(schema.safeParse({ username: '  ', password: '' }))).toEqual({
      username: ['Campo Requerido'],
      password: ['Campo Requerido'],
    });
  });

  it('checks the user field length 6..75', () => {
    expect(errorsOf(schema.safeParse({ username: 'abcde', password: 'secreto' })).username).toEqual([
      'El campo usuario debe tener entre 6 y 75 caracteres',
    ]);
    expect(schema.safeParse({ username: 'a'.repeat(75), password: 'secreto' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ username: 'a'.repeat(76), password: 'secreto' })).username).toHaveLength(1);
  });

  it('checks the password length 6..20', () => {
    const message = 'Tu contraseña debe de tener entre 6 y 20 caracteres';
    expect(errorsOf(schema.safeParse({ username: 'rosa_mamani', password: '12345' })).password).toEqual([message]);
    expect(errorsOf(schema.safeParse({ username: 'rosa_mamani', password: 'x'.repeat(21) })).password).toEqual([message]);
    expect(schema.safeParse({ username: 'rosa_mamani', password: 'x'.repeat(20) }).success).toBe(true);
  });

  it('rejects a malformed e-mail typed in the user field', () => {
    expect(errorsOf(schema.safeParse({ username: 'rosa@example', password: 'secreto' })).username).toEqual([
      'Ingresa una dirección de correo válida',
    ]);
  });

  it('a user field without @ is a username: a letter, then letters, digits, dots or underscores', () => {
    for (const username of ['rosa.mamani', 'Rosa_2024', 'demo_premium']) expect(schema.safeParse({ username, password: 'secreto' }).success).toBe(true);
    for (const username of ['1rosa_mamani', '_rosamamani', 'rosa-mamani', 'rosa mamani', 'rosañandú']) {
      expect(errorsOf(schema.safeParse({ username, password: 'secreto' })).username).toEqual([SPANISH_AUTH_MESSAGES.usernamePattern]);
    }
    expect(USERNAME_PATTERN.test('r')).toBe(true);
  });
});

describe('registerSchema', () => {
  const schema = registerSchema();

  it('accepts complete, valid data', () => {
    expect(schema.safeParse(validRegister).success).toBe(true);
  });

  it('requires every field and the legal acceptance', () => {
    const errors = errorsOf(schema.safeParse({ firstName: '', lastName: '', email: '', password: '', acceptLegal: false }));
    expect(errors).toEqual({
      firstName: ['Campo Requerido'],
      lastName: ['Campo Requerido'],
      email: ['Campo Requerido'],
      password: ['Campo Requerido'],
      acceptLegal: ['Debes aceptar los Términos, Condiciones y Políticas para continuar.'],
    });
  });

  it('validates the e-mail pattern', () => {
    expect(errorsOf(schema.safeParse({ ...validRegister, email: 'rosa.example.com' })).email).toEqual([
      'Ingresa una dirección de correo válida',
    ]);
  });

  it('trims names and e-mail', () => {
    const parsed = schema.parse({ ...validRegister, firstName: '  Rosa ', email: ' rosa@example.com ' });
    expect(parsed.firstName).toBe('Rosa');
    expect(parsed.email).toBe('rosa@example.com');
  });

  it('names are optional by display: left out (or null) they are not required; sent, they are', () => {
    const withoutNames = { email: validRegister.email, password: validRegister.password, acceptLegal: true };
    expect(schema.safeParse(withoutNames).success).toBe(true);
    expect(schema.safeParse({ ...withoutNames, firstName: null, lastName: null }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...withoutNames, firstName: ' ', lastName: 'Mamani' }))).toEqual({ firstName: ['Campo Requerido'] });
  });
});

describe('form checks with a custom message (spec §5)', () => {
  it('custom pattern: the caller’s message on failure, nothing when empty (required says so)', () => {
    const code = patternCheck(/^[A-Z]{3}-\d{3}$/, 'Código con formato ABC-123');
    expect(code('ABC-123')).toBeNull();
    expect(code('abc-123')).toBe('Código con formato ABC-123');
    expect(code('')).toBeNull();
    const field = checkedField(requiredCheck('Campo Requerido'), code);
    expect(errorsOf(z.object({ code: field }).safeParse({ code: '' }))).toEqual({ code: ['Campo Requerido'] });
    expect(errorsOf(z.object({ code: field }).safeParse({ code: ' XYZ-1 ' }))).toEqual({ code: ['Código con formato ABC-123'] });
  });

  it('password match: compared with another field, the custom message on the confirming field', () => {
    const schema = z
      .object({ password: z.string(), confirm: z.string() })
      .superRefine(fieldsMatch('confirm', 'password', SPANISH_AUTH_MESSAGES.passwordMismatch));
    expect(schema.safeParse({ password: 'secreto1', confirm: 'secreto1' }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ password: 'secreto1', confirm: 'secreto2' }))).toEqual({ confirm: ['Las contraseñas no coinciden'] });
    // Nothing typed yet: no difference to report.
    expect(schema.safeParse({ password: 'secreto1', confirm: '' }).success).toBe(true);
  });
});

describe('messages from a translator', () => {
  it('builds the messages from validation.* keys, so each language gets its texts', () => {
    const pt = authMessagesFrom((key) => (ptAuth.validation as AuthValidationMessages)[key.replace('validation.', '') as keyof AuthValidationMessages]);
    const errors = errorsOf(registerSchema(pt).safeParse({ ...validRegister, email: 'x', password: '1', acceptLegal: false }));
    expect(errors.email).toEqual([ptAuth.validation.invalidEmail]);
    expect(errors.password).toEqual([ptAuth.validation.passwordLength]);
    expect(errors.acceptLegal).toEqual([ptAuth.validation.acceptLegal]);
    const login = errorsOf(loginSchema(pt).safeParse({ username: 'abc', password: '' }));
    expect(login.username).toEqual(['El campo usuario debe tener entre 6 y 75 caracteres']);
    expect(login.password).toEqual([ptAuth.validation.required]);
    expect(errorsOf(loginSchema(pt).safeParse({ username: 'rosa-mamani', password: 'secreto' })).username).toEqual([ptAuth.validation.usernamePattern]);
  });
});

describe('changePasswordSchema (issue 17 item 1: password change ends every session)', () => {
  it('requires the current password (any length: it is checked against the stored hash) and a new one of 6–20 characters', () => {
    expect(changePasswordSchema().safeParse({ currentPassword: 'x', newPassword: 'nueva-1' }).success).toBe(true);
    expect(errorsOf(changePasswordSchema().safeParse({ currentPassword: '', newPassword: '' }))).toEqual({
      currentPassword: ['Campo Requerido'],
      newPassword: ['Campo Requerido'],
    });
    expect(errorsOf(changePasswordSchema().safeParse({ currentPassword: 'actual', newPassword: '12345' })).newPassword).toEqual(['Tu contraseña debe de tener entre 6 y 20 caracteres']);
    expect(errorsOf(changePasswordSchema().safeParse({ currentPassword: 'actual', newPassword: 'x'.repeat(21) })).newPassword).toEqual(['Tu contraseña debe de tener entre 6 y 20 caracteres']);
  });
});
