/**
 * The auth calls of spec §7: GraphQL over POST with cookies sent (client name `auth`,
 * /api/v2/graph/auth/), body { operationName, variables, extensions } where the extension is the
 * codegen'd operation's persisted-query hash (graphql/operations/auth, codegen.ts); field errors are shown under the form fields
 * (spec §5 messages come back from the server for its own checks).
 */
import { describe, expect, it, vi } from 'vitest';
import { operationOf, persistedQueryExtension } from '@/lib/client/graphql-request/request';
import { LoginDocument, LogoutEverywhereDocument } from '@/graphql/generated/auth/graphql';
import { feedbackFromError } from '@/lib/client/graphql-request/call-feedback';
import { endEverySessionOnServer, signIn } from '../../components/auth/auth-api';

function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

const quiet = () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
};

describe('signIn', () => {
  it('posts the codegen\'d Login operation to the auth endpoint with credentials and the spec §7 headers', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ data: { login: { success: true, errors: [], user: { id: 'VXNlcjox', originalId: 1, email: 'a@b.co' } } } }));
    const result = await signIn({ username: 'ana', password: 'x' }, fetchImpl as unknown as typeof fetch);
    expect(result).toEqual({ ok: true, data: { success: true, errors: [], user: { id: 'VXNlcjox', originalId: 1, email: 'a@b.co' } } });
    const [url, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/graph/auth/');
    expect(init.method).toBe('POST');
    expect(init.credentials).toBe('include');
    expect(JSON.parse(String(init.body))).toEqual({ operationName: 'Login', extensions: persistedQueryExtension(operationOf(LoginDocument).hash), variables: { input: { username: 'ana', password: 'x' } } });
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-operation-type']).toBe('mutation');
    expect(headers['x-operation-name']).toBe('Login');
  });

  it('fails with the server message of a GraphQL error (also with an error status), and the network text when there is no answer', async () => {
    quiet();
    const messageOf = async (fetchImpl: () => Promise<Response>) => {
      const result = await signIn({ username: 'a', password: 'b' }, fetchImpl as unknown as typeof fetch);
      return result.ok ? 'ok' : feedbackFromError(result.error, { network: 'sin conexión' }).message;
    };
    expect(await messageOf(async () => jsonResponse({ errors: [{ message: 'Demasiados intentos' }] }, 429))).toBe('Demasiados intentos');
    expect(await messageOf(async () => jsonResponse({ data: null, errors: [{ message: 'Inicia sesión para continuar.' }] }))).toBe('Inicia sesión para continuar.');
    expect(
      await messageOf(async () => {
        throw new TypeError('Failed to fetch');
      }),
    ).toBe('sin conexión');
    expect(await messageOf(async () => new Response('<html>', { status: 502 }))).toBe('sin conexión');
    vi.restoreAllMocks();
  });
});

describe('endEverySessionOnServer', () => {
  it('sends the LogoutEverywhere operation and returns its payload', async () => {
    const fetchImpl = vi.fn(async () => jsonResponse({ data: { logoutEverywhere: { success: true } } }));
    expect(await endEverySessionOnServer(fetchImpl as unknown as typeof fetch)).toEqual({ ok: true, data: { success: true } });
    const [, init] = fetchImpl.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ operationName: 'LogoutEverywhere', extensions: persistedQueryExtension(operationOf(LogoutEverywhereDocument).hash), variables: {} });
  });
});
