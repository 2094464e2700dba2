import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_NAMES } from '@/graphql/endpoints';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';
import { LOGIN_THROTTLE } from '@/lib/server/security/login-throttle';
import { newCsrfToken } from '@/lib/server/security/csrf';
import { trustClientAddressHeader } from '@/lib/server/security/client-address.mjs';
import { fromAddress } from '../support/client-address-server';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { success errors { message } } }`;

describe('CSRF double-submit and login throttling (issue 3)', () => {
  beforeAll(async () => {
    await setupTestDatabase();
    trustClientAddressHeader();
  });
  afterAll(async () => {
    trustClientAddressHeader(false);
    await teardownTestDatabase();
  });

  it('refuses a mutation without the token, with a clear error and 403, on the auth endpoint', async () => {
    const res = await callGraphQL<{ logout: { success: boolean } }>('auth', 'mutation { logout { success } }', {}, { csrf: false });
    expect(res.status).toBe(403);
    expect(res.body.errors?.[0]).toMatchObject({ message: 'Tu sesión de seguridad expiró. Recarga la página e inténtalo de nuevo.', extensions: { code: 'CSRF_FAILED' } });
    expect(res.body.data ?? null).toBeNull();
    expect(res.headers.get('set-cookie')).toMatch(/csrftoken=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a header that does not match the cookie', async () => {
    const res = await callGraphQL('auth', 'mutation { logout { success } }', {}, { csrf: false, cookie: `csrftoken=${newCsrfToken()}`, headers: { 'x-csrftoken': newCsrfToken() } });
    expect(res.status).toBe(403);
  });

  it('lets queries through without a token on every endpoint', async () => {
    for (const name of CLIENT_NAMES) {
      const res = await callGraphQL(name, '{ __typename }', {}, { csrf: false });
      expect(res.status, name).toBe(200);
    }
  });

  it('throttles wrong passwords per account with a translated error and HTTP 429, then lets the right one in after the window', async () => {
    const input = { username: 'member@demo.cursalia.test', password: 'wrong-pass' };
    for (let i = 0; i < LOGIN_THROTTLE.accountLimit; i += 1) {
      const res = await callGraphQL<{ login: { success: boolean } }>('auth', LOGIN, { input }, { headers: fromAddress(`198.51.100.${i}`) });
      expect(res.body.data?.login.success).toBe(false);
    }
    const blocked = await callGraphQL('auth', LOGIN, { input: { ...input, password: 'Demo-2026' } }, { headers: fromAddress('198.51.100.77') });
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(blocked.body.errors?.[0].message).toBe('Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.');
    const blockedPt = await callGraphQL('auth', LOGIN, { input }, { headers: { ...fromAddress('198.51.100.78'), 'accept-language': 'pt-BR' } });
    expect(blockedPt.body.errors?.[0].message).toBe('Muitas tentativas sem sucesso. Aguarde 15 minutos antes de tentar novamente.');
    // Other accounts are not affected by one account's lock.
    const other = await callGraphQL<{ login: { success: boolean } }>('auth', LOGIN, { input: { username: 'admin@demo.cursalia.test', password: 'Demo-2026' } });
    expect(other.body.data?.login.success).toBe(true);
  });

  it('throttles per address across accounts', async () => {
    const headers = fromAddress('203.0.113.50');
    for (let i = 0; i < LOGIN_THROTTLE.addressLimit; i += 1) {
      await callGraphQL('auth', LOGIN, { input: { username: `nobody${i}@example.com`, password: 'wrong-pass' } }, { headers });
    }
    const res = await callGraphQL('auth', LOGIN, { input: { username: 'teacher@demo.cursalia.test', password: 'Demo-2026' } }, { headers });
    expect(res.status).toBe(429);
    const elsewhere = await callGraphQL<{ login: { success: boolean } }>('auth', LOGIN, { input: { username: 'teacher@demo.cursalia.test', password: 'Demo-2026' } }, { headers: fromAddress('203.0.113.51') });
    expect(elsewhere.body.data?.login.success).toBe(true);
  });
});
