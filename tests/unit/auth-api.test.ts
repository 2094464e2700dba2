/**
 * The auth calls of spec §7: GraphQL over POST with cookies sent (client name `auth`,
 * /api/v2/graph/auth/), body { operationName, variables, query }; field errors are shown
 * under the form fields (spec §5 messages come back from the server for its own checks).
 */
import { describe, expect, it, vi } from 'vitest';
import { LOGIN_MUTATION, postAuthOperation, splitAuthErrors } from '../../components/auth/auth-api';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

describe('postAuthOperation', () => {
  it('posts to the auth endpoint with credentials and the operation body', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ data: { login: { success: true, errors: [], user: { id: 'VXNlcjox', originalId: 1, email: 'a@b.co' } } } }));
    const result = await postAuthOperation('Login', LOGIN_MUTATION, { input: { username: 'ana', password: 'x' } }, 'login', fetchImpl as unknown as typeof fetch);
    expect(result).toEqual({ ok: true, data: { success: true, errors: [], user: { id: 'VXNlcjox', originalId: 1, email: 'a@b.co' } } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/graph/auth/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ operationName: 'Login', query: LOGIN_MUTATION, variables: { input: { username: 'ana', password: 'x' } } });
    expect((init.headers as Record<string, string>)['content-type']).toBe('application/json');
  });

  it('returns the server message of a GraphQL error, and a network error when there is no answer', async () => {
    const graphqlError = vi.fn(async () => jsonResponse({ errors: [{ message: 'Demasiados intentos' }] }, 429));
    expect(await postAuthOperation('Login', LOGIN_MUTATION, {}, 'login', graphqlError as unknown as typeof fetch)).toEqual({
      ok: false,
      error: 'graphql',
      message: 'Demasiados intentos',
    });
    const offline = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    expect(await postAuthOperation('Login', LOGIN_MUTATION, {}, 'login', offline as unknown as typeof fetch)).toEqual({ ok: false, error: 'network' });
    const html = vi.fn(async () => new Response('<html>', { status: 502 }));
    expect(await postAuthOperation('Login', LOGIN_MUTATION, {}, 'login', html as unknown as typeof fetch)).toEqual({ ok: false, error: 'network' });
  });
});

describe('splitAuthErrors', () => {
  it('puts known fields under their inputs and the rest above the form', () => {
    const { fieldErrors, formErrors } = splitAuthErrors(
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
    expect(splitAuthErrors([{ field: 'email', message: 'x' }], ['username', 'password'] as const, { email: 'username' }).fieldErrors).toEqual([
      { field: 'username', message: 'x' },
    ]);
  });
});
