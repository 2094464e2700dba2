/**
 * The client's one reading of a call's outcome (lib/client/graphql-request/call-feedback.ts, issue 19
 * item 3). Texts: spec §5 (validation and 'El email ingresado ya se encuentra en uso', shown
 * under their fields) and spec §8 (cart failures: no user message; a non-successful status).
 */
import { describe, expect, it, vi } from 'vitest';
import { feedbackFromError, feedbackFromPayload, RefusedCallError, REFUSALS_ONLY, splitFieldErrors } from '@/lib/client/graphql-request/call-feedback';
import { showFieldErrors } from '@/lib/client/graphql-request/show-field-errors';

/** Apollo's CombinedGraphQLErrors as it reaches the forms (recognised by name and shape). */
function combined(errors: Array<{ message: string; extensions?: Record<string, unknown> }>): Error {
  return Object.assign(new Error(errors.map((e) => e.message).join('\n')), { name: 'CombinedGraphQLErrors', errors });
}

describe('splitFieldErrors', () => {
  it('puts known fields under their inputs and the rest above the form (spec §5 texts)', () => {
    const { fieldErrors, formErrors } = splitFieldErrors(
      [
        { field: 'email', message: 'El email ingresado ya se encuentra en uso' },
        { field: 'Password', message: 'Tu contraseña debe de tener entre 6 y 20 caracteres' },
        { field: null, message: 'Usuario o contraseña incorrectos' },
        { field: '__all__', message: 'Usuario o contraseña incorrectos' },
      ],
      ['email', 'password'] as const,
    );
    expect(fieldErrors).toEqual([
      { field: 'email', message: 'El email ingresado ya se encuentra en uso' },
      { field: 'password', message: 'Tu contraseña debe de tener entre 6 y 20 caracteres' },
    ]);
    expect(formErrors).toEqual(['Usuario o contraseña incorrectos']);
  });

  it('maps aliases (an e-mail error goes under the login user field)', () => {
    expect(splitFieldErrors([{ field: 'email', message: 'x' }], ['username', 'password'] as const, { email: 'username' }).fieldErrors).toEqual([{ field: 'username', message: 'x' }]);
  });
});

describe('feedbackFromPayload', () => {
  it('is null on success', () => {
    expect(feedbackFromPayload({ success: true, errors: [] }, { fields: ['email'], generic: 'g' })).toBeNull();
  });

  it('gives field errors, and the other messages for the form', () => {
    expect(
      feedbackFromPayload({ success: false, errors: [{ field: 'email', message: 'Campo Requerido' }, { field: null, message: 'Usuario o contraseña incorrectos' }] }, { fields: ['email'], generic: 'g' }),
    ).toEqual({ fieldErrors: [{ field: 'email', message: 'Campo Requerido' }], message: 'Usuario o contraseña incorrectos', code: null, field: null });
    expect(feedbackFromPayload({ success: false, errors: [{ field: 'email', message: 'Campo Requerido' }] }, { fields: ['email'], generic: 'g' })?.message).toBeNull();
  });

  it('falls back to the generic text when the refusal says nothing, or there is no payload', () => {
    expect(feedbackFromPayload({ success: false, errors: [] }, { fields: [], generic: 'Algo salió mal' })?.message).toBe('Algo salió mal');
    expect(feedbackFromPayload(null, { fields: [], generic: 'Algo salió mal' })?.message).toBe('Algo salió mal');
  });
});

describe('feedbackFromError', () => {
  const texts = { network: 'Sin conexión', generic: 'Algo salió mal' };

  it('reads the server message, code and field of an Apollo error', () => {
    expect(feedbackFromError(combined([{ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } }]), texts)).toEqual({
      fieldErrors: [],
      message: 'Inicia sesión para continuar.',
      code: 'UNAUTHENTICATED',
      field: null,
    });
    expect(feedbackFromError(combined([{ message: 'Ya es miembro', extensions: { code: 'BAD_USER_INPUT', field: 'email' } }]), texts).field).toBe('email');
    expect(feedbackFromError(combined([{ message: '' }]), texts).message).toBe('Algo salió mal');
  });

  it('reads the lib/client/graphql-request errors, the GraphQL errors of an error status included', () => {
    expect(feedbackFromError({ kind: 'graphql', message: 'x', errors: [{ message: 'No encontramos esa notificación.', extensions: { code: 'NOT_FOUND' } }], data: null }, texts)).toMatchObject({
      message: 'No encontramos esa notificación.',
      code: 'NOT_FOUND',
    });
    const throttled = { kind: 'status' as const, status: 429, message: 'Response not successful: Received status code 429', bodyText: JSON.stringify({ errors: [{ message: 'Demasiados intentos', extensions: { code: 'RATE_LIMITED' } }] }) };
    expect(feedbackFromError(throttled, texts)).toMatchObject({ message: 'Demasiados intentos', code: 'RATE_LIMITED' });
    // spec §8: a non-successful status without a GraphQL answer is a failure to reach the server.
    expect(feedbackFromError({ kind: 'status', status: 502, message: 'Response not successful: Received status code 502', bodyText: '<html>' }, texts).message).toBe('Sin conexión');
    expect(feedbackFromError({ kind: 'network', message: 'Failed to fetch' }, texts).message).toBe('Sin conexión');
    expect(feedbackFromError(new TypeError('Failed to fetch'), texts).message).toBe('Sin conexión');
  });

  it('reads a refusal the caller raised by its code', () => {
    expect(feedbackFromError(new RefusedCallError('ALREADY_IN_CART', 'probably already in the cart'), texts)).toEqual({ fieldErrors: [], message: 'Algo salió mal', code: 'ALREADY_IN_CART', field: null });
  });

  it('REFUSALS_ONLY: the cart shows only translated BAD_USER_INPUT refusals, no text for failures (spec §8)', () => {
    expect(feedbackFromError(combined([{ message: 'Este curso es gratuito.', extensions: { code: 'BAD_USER_INPUT' } }]), REFUSALS_ONLY).message).toBe('Este curso es gratuito.');
    expect(feedbackFromError(combined([{ message: 'Error inesperado', extensions: { code: 'INTERNAL' } }]), REFUSALS_ONLY).message).toBeNull();
    expect(feedbackFromError(new Error('network'), REFUSALS_ONLY).message).toBeNull();
    expect(feedbackFromError(new RefusedCallError('ALREADY_IN_CART', 'x'), REFUSALS_ONLY)).toMatchObject({ message: null, code: 'ALREADY_IN_CART' });
  });
});

describe('showFieldErrors', () => {
  it('sets each field error as a server error, focusing the first, and returns the form message', () => {
    const setError = vi.fn();
    const message = showFieldErrors(setError, {
      fieldErrors: [
        { field: 'email', message: 'El email ingresado ya se encuentra en uso' },
        { field: 'password', message: 'Tu contraseña debe de tener entre 6 y 20 caracteres' },
      ],
      message: 'Revisa los datos',
      code: null,
      field: null,
    });
    expect(message).toBe('Revisa los datos');
    expect(setError.mock.calls).toEqual([
      ['email', { type: 'server', message: 'El email ingresado ya se encuentra en uso' }, { shouldFocus: true }],
      ['password', { type: 'server', message: 'Tu contraseña debe de tener entre 6 y 20 caracteres' }, { shouldFocus: false }],
    ]);
  });
});
