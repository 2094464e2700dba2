/**
 * Sign-in and sign-up throttling from outside (issue 17 items 6 and 7): requests go through a real
 * HTTP server that stamps the client address as the production server does, or in-process with
 * the stamped header, to the real auth GraphQL endpoint on a real database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { graphqlRoute } from '@/graphql/yoga';
import { getDb } from '@/lib/server/db/client';
import { users } from '@/lib/server/db/schema';
import { CLIENT_ADDRESS_HEADER, trustClientAddressHeader } from '@/lib/server/security/client-address.mjs';
import { LOGIN_THROTTLE, REGISTRATION_THROTTLE } from '@/lib/server/security/login-throttle';
import { newCsrfToken } from '@/lib/server/security/csrf';
import { DEVICE_COOKIE } from '@/lib/server/auth/device-cookie';
import { verifySessionToken } from '@/lib/server/auth/session-token';
import { callGraphQL } from '../support/graphql-client';
import { fromAddress, serveRoute, type RouteServer } from '../support/client-address-server';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { success errors { message } } }`;
const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success errors { field message } } }`;
const PASSWORD = 'Demo-2026';
const INVALID = 'El usuario o la contraseña no son correctos.';
const TOO_MANY = 'Demasiados intentos fallidos. Espera 15 minutos antes de volver a intentarlo.';

type LoginBody = { data?: { login: { success: boolean; errors: { message: string }[] } } | null; errors?: { message: string; extensions?: { code?: string } }[] };

/** A login through the HTTP server `server`, with whatever headers a client chooses to send. */
async function loginOver(server: RouteServer, username: string, password: string, headers: Record<string, string> = {}) {
  const csrf = newCsrfToken();
  const res = await fetch(`${server.url}/api/v2/graph/auth/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json', cookie: `csrftoken=${csrf}`, 'x-csrftoken': csrf, ...headers },
    body: JSON.stringify({ query: LOGIN, variables: { input: { username, password } } }),
  });
  return { status: res.status, body: (await res.json()) as LoginBody };
}

function login(username: string, password: string, address: string, cookie?: string) {
  return callGraphQL<{ login: { success: boolean; errors: { message: string }[] } }>('auth', LOGIN, { input: { username, password } }, { headers: fromAddress(address), cookie });
}

function cookieFrom(headers: Headers, name: string): string | null {
  const found = headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
  return found ? found.split(';')[0] : null;
}

async function userRow(email: string) {
  const [row] = await (await getDb()).select().from(users).where(eq(users.email, email));
  return row;
}

async function userCount(): Promise<number> {
  const result = await (await getDb()).execute(sql`select count(*)::int as n from users`);
  return (result as unknown as { rows: { n: number }[] }).rows[0].n;
}

beforeAll(async () => {
  await setupTestDatabase();
  // As in a process started by scripts/next-server.mjs.
  trustClientAddressHeader();
});
afterAll(async () => {
  trustClientAddressHeader(false);
  await teardownTestDatabase();
});

describe('issue 17 item 6: login throttle bypasses', () => {
  let direct: RouteServer; // no proxy in front: the socket address is the client
  let proxied: RouteServer; // one trusted proxy in front (TRUSTED_PROXY_HOPS=1): the test plays it

  beforeAll(async () => {
    direct = await serveRoute(graphqlRoute('auth'), 0);
    proxied = await serveRoute(graphqlRoute('auth'), 1);
  });
  afterAll(async () => {
    await direct.close();
    await proxied.close();
  });

  it('spoofed X-Forwarded-For (or our own address header) neither spreads the address limit nor locks the spoofed address out', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressLimit; i += 1) {
      const spoof = { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}`, [CLIENT_ADDRESS_HEADER]: `198.51.100.${i}` };
      const res = await loginOver(direct, `nobody${i}@example.com`, 'wrong-pass', spoof);
      expect(res.body.data?.login.errors).toEqual([{ message: INVALID }]);
    }
    // All of them came from this one socket, whatever they claimed: the next is refused.
    const refused = await loginOver(direct, 'teacher@demo.cursalia.test', PASSWORD, { 'x-forwarded-for': '203.0.113.250' });
    expect(refused.status).toBe(429);
    expect(refused.body.errors?.[0]).toMatchObject({ message: TOO_MANY, extensions: { code: 'RATE_LIMITED' } });
    // The addresses named in the spoofed headers were not locked out.
    const victim = await loginOver(proxied, 'teacher@demo.cursalia.test', PASSWORD, { 'x-forwarded-for': '198.51.100.3' });
    expect(victim.body.data?.login.success).toBe(true);
  });

  it('behind a trusted proxy, the hop it appended counts, not what the client put before it', async () => {
    for (let i = 0; i < LOGIN_THROTTLE.addressLimit; i += 1) {
      await loginOver(proxied, `nadie${i}@example.com`, 'wrong-pass', { 'x-forwarded-for': `10.9.${i}.1, 203.0.113.60` });
    }
    expect((await loginOver(proxied, 'nadie@example.com', 'wrong-pass', { 'x-forwarded-for': '10.9.99.1, 203.0.113.60' })).status).toBe(429);
    // A client that puts the blocked address first is still itself.
    const other = await loginOver(proxied, 'teacher@demo.cursalia.test', PASSWORD, { 'x-forwarded-for': '203.0.113.60, 203.0.113.61' });
    expect(other.body.data?.login.success).toBe(true);
  });

  it('e-mail and username of one account share one count', async () => {
    const attempts = ['payg@demo.cursalia.test', 'demo_payg', 'PAYG@demo.cursalia.test', 'DEMO_PAYG', ' payg@demo.cursalia.test '];
    expect(attempts).toHaveLength(LOGIN_THROTTLE.accountLimit);
    for (const [i, username] of attempts.entries()) {
      expect((await login(username, 'wrong-pass', `192.0.2.${i + 1}`)).body.data?.login.errors).toEqual([{ message: INVALID }]);
    }
    for (const username of ['demo_payg', 'payg@demo.cursalia.test']) {
      const res = await login(username, PASSWORD, '192.0.2.100');
      expect(res.status, username).toBe(429);
      expect(res.body.errors?.[0].message).toBe(TOO_MANY);
    }
  });

  it('25 concurrent wrong passwords: exactly the limit are checked, the rest refused, no 5xx, nothing changed', async () => {
    const email = 'premium@demo.cursalia.test';
    const [before, countBefore] = [await userRow(email), await userCount()];
    const results = await Promise.all(
      Array.from({ length: 25 }, (_, i) => loginOver(proxied, i % 2 ? 'demo_premium' : email, `wrong-${i}`, { 'x-forwarded-for': `100.64.0.${i + 1}` })),
    );
    expect(results.every((r) => r.status < 500)).toBe(true);
    expect(results.filter((r) => r.status === 200 && r.body.data?.login.errors?.[0]?.message === INVALID)).toHaveLength(LOGIN_THROTTLE.accountLimit);
    expect(results.filter((r) => r.status === 429 && r.body.errors?.[0]?.extensions?.code === 'RATE_LIMITED')).toHaveLength(25 - LOGIN_THROTTLE.accountLimit);
    expect(await userRow(email)).toEqual(before);
    expect(await userCount()).toBe(countBefore);
    // And the right password from an unknown device waits out the window too.
    expect((await login(email, PASSWORD, '100.64.1.1')).status).toBe(429);
  });

  it('a known device signs in with the right password while the account is throttled for everyone else (ASVS 2.2.1)', async () => {
    const email = 'degree@demo.cursalia.test';
    const first = await login(email, PASSWORD, '192.0.2.50');
    expect(first.body.data?.login.success).toBe(true);
    const device = cookieFrom(first.headers, DEVICE_COOKIE)!;
    expect(device).toBeTruthy();
    expect(first.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`))).toMatch(/HttpOnly/i);
    // The device cookie is no session.
    expect(await verifySessionToken(device.split('=')[1])).toBeNull();
    // Somebody else's device, for another account.
    const other = cookieFrom((await login('trial@demo.cursalia.test', PASSWORD, '192.0.2.51')).headers, DEVICE_COOKIE)!;

    // An attacker locks the account from elsewhere.
    for (let i = 0; i < LOGIN_THROTTLE.accountLimit; i += 1) await login(email, 'wrong-pass', `100.64.2.${i + 1}`);
    expect((await login(email, PASSWORD, '192.0.2.50')).status).toBe(429);
    expect((await login(email, PASSWORD, '192.0.2.50', other)).status).toBe(429);
    expect((await login(email, PASSWORD, '192.0.2.50', `${DEVICE_COOKIE}=${device.split('=')[1]}x`)).status).toBe(429);

    // The owner's browser gets in.
    const owner = await login(email, PASSWORD, '192.0.2.50', device);
    expect(owner.body.data?.login.success).toBe(true);
    expect(cookieFrom(owner.headers, 'cursalia_jwt')).toBeTruthy();
    // …and the account stays throttled for unknown devices.
    expect((await login(email, PASSWORD, '192.0.2.52')).status).toBe(429);

    // A stolen device cookie buys only the device's own few guesses.
    const stolen = cookieFrom(owner.headers, DEVICE_COOKIE)!;
    for (let i = 0; i < LOGIN_THROTTLE.deviceLimit; i += 1) {
      expect((await login(email, 'wrong-pass', `100.64.3.${i + 1}`, stolen)).body.data?.login.errors).toEqual([{ message: INVALID }]);
    }
    expect((await login(email, PASSWORD, '100.64.3.99', stolen)).status).toBe(429);
  });
});

describe('issue 17 item 7: registration throttle per address', () => {
  const input = (email: string) => ({ firstName: 'Rosa', lastName: 'Quispe', email, password: 'Secreta-9', acceptLegal: true });
  const register = (email: string, address: string, locale = 'es-ES') =>
    callGraphQL<{ register: { success: boolean; errors: { field: string | null; message: string }[] } }>('auth', REGISTER, { input: input(email) }, { headers: { ...fromAddress(address), 'accept-language': locale } });

  it('allows the limit from one address (a taken e-mail counts, with the spec message), then refuses with a translated 429 and stores nothing', async () => {
    const address = '198.18.0.1';
    const tag = Date.now();
    for (let i = 0; i < REGISTRATION_THROTTLE.addressLimit - 1; i += 1) {
      expect((await register(`burst-${tag}-${i}@example.com`, address)).body.data?.register.success).toBe(true);
    }
    expect((await register(`burst-${tag}-0@example.com`, address)).body.data?.register.errors).toEqual([{ field: 'email', message: 'El email ingresado ya se encuentra en uso' }]);
    const count = await userCount();
    const refused = await register(`burst-${tag}-x@example.com`, address);
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    expect(refused.body.errors?.[0]).toMatchObject({ message: 'Se crearon demasiadas cuentas desde tu conexión. Espera 60 minutos antes de crear otra.', extensions: { code: 'RATE_LIMITED' } });
    expect((await register(`burst-${tag}-y@example.com`, address, 'pt-BR')).body.errors?.[0].message).toBe(
      'Muitas contas foram criadas a partir da sua conexão. Aguarde 60 minutos antes de criar outra.',
    );
    expect((await register(`burst-${tag}-z@example.com`, address, 'en-US')).body.errors?.[0].message).toBe(
      'Too many accounts were created from your connection. Wait 60 minutes before creating another.',
    );
    // Even a taken e-mail gets no answer now (the throttle bounds e-mail probing).
    expect((await register(`burst-${tag}-0@example.com`, address)).status).toBe(429);
    expect(await userCount()).toBe(count);
    // Another address is unaffected.
    expect((await register(`burst-${tag}-other@example.com`, '198.18.0.2')).body.data?.register.success).toBe(true);
  });

  it('invalid input is answered as before and does not use up the allowance', async () => {
    const res = await callGraphQL<{ register: { success: boolean } }>('auth', REGISTER, { input: { ...input('no-es-correo'), acceptLegal: false } }, { headers: fromAddress('198.18.0.3') });
    expect(res.body.data?.register.success).toBe(false);
    for (let i = 0; i < REGISTRATION_THROTTLE.addressLimit; i += 1) {
      expect((await register(`valid-${Date.now()}-${i}@example.com`, '198.18.0.3')).body.data?.register.success).toBe(true);
    }
  });
});
