/**
 * Issue 17 "Trust", items 1, 2 and 4, through the real route handlers on a real database:
 * logout, password change and "log out everywhere" revoke tokens (nothing keeps working with
 * them); the session cookie beats an Authorization header; a token in the address is no
 * credential of the API and is exchanged once for a cookie by a signed-out browser only; the
 * login body carries the token for non-browser clients only. Refused requests change nothing.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getDb } from '@/lib/server/db/client';
import { graphqlRoute } from '@/graphql/yoga';
import { endpointPath } from '@/graphql/endpoint-modules';
import { SESSION_COOKIE } from '@/lib/server/auth/session-token';
import { URL_TOKEN_EXCHANGE_PATH } from '@/lib/server/auth/session-rules';
import { exchangeUrlToken } from '@/lib/server/auth/url-token-exchange';
import { callGraphQL, type CallOptions } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

// This file registers more accounts than one address may in an hour (issue 17 item 7, tested in
// auth-throttle.test.ts); every request here comes from the same test address.
process.env.REGISTRATION_LIMIT_PER_ADDRESS = '1000';

const REGISTER = `mutation($input: RegisterInput!) { register(input: $input) { success token user { originalId } errors { field message } } }`;
const LOGIN = `mutation($input: LoginInput!) { login(input: $input) { success token user { originalId } errors { field message } } }`;
const LOGOUT = 'mutation { logout { success } }';
const LOGOUT_EVERYWHERE = 'mutation { logoutEverywhere { success } }';
const CHANGE_PASSWORD = `mutation($input: ChangePasswordInput!) { changePassword(input: $input) { success token errors { field message } } }`;
const ME = '{ me { email } }';
const DARK_MODE = `mutation($darkMode: Boolean!) { createOrUpdateUserSettings(darkMode: $darkMode) { success } }`;

/** What a browser adds to every fetch (scripts cannot remove them). */
const BROWSER = { origin: 'http://localhost', 'sec-fetch-site': 'same-origin' };

type AuthResult = { success: boolean; token: string | null; user: { originalId: number } | null; errors: { field: string | null; message: string }[] };
type Credentials = { email: string; password: string };

const cookieOf = (token: string) => `${SESSION_COOKIE}=${token}`;
const jwtHeader = (token: string) => ({ authorization: `JWT ${token}` });

function sessionFrom(headers: Headers): string | null {
  const match = /cursalia_jwt=([^;]*)/.exec(headers.get('set-cookie') ?? '');
  return match ? match[1] : null;
}

let serial = 0;
/** A new account, registered by a non-browser client: its first token. */
async function newAccount(): Promise<Credentials & { token: string }> {
  serial += 1;
  const credentials = { email: `sesion.${serial}.${Date.now()}@example.com`, password: 'Primera-1' };
  const res = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, { input: { firstName: 'Sesión', lastName: 'Prueba', acceptLegal: true, ...credentials } });
  expect(res.body.data!.register.success).toBe(true);
  return { ...credentials, token: res.body.data!.register.token! };
}

/** A further session of the same account (another device), by a non-browser login. */
async function login(credentials: Credentials, options: CallOptions = {}) {
  const res = await callGraphQL<{ login: AuthResult }>('auth', LOGIN, { input: { username: credentials.email, password: credentials.password } }, options);
  return { result: res.body.data!.login, cookie: sessionFrom(res.headers) };
}

async function me(options: CallOptions): Promise<string | null> {
  const res = await callGraphQL<{ me: { email: string } | null }>('currentUser', ME, {}, options);
  expect(res.body.errors).toBeUndefined();
  return res.body.data!.me?.email ?? null;
}

/** A token opens nothing: `me` is anonymous and a signed-in mutation is refused, by cookie and by header. */
async function expectDead(token: string): Promise<void> {
  expect(await me({ cookie: cookieOf(token) })).toBeNull();
  expect(await me({ headers: jwtHeader(token) })).toBeNull();
  for (const options of [{ cookie: cookieOf(token) }, { headers: jwtHeader(token) }]) {
    const res = await callGraphQL('private', DARK_MODE, { darkMode: true }, options);
    expect(res.body.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  }
}

/** Row counts and content of every table a session touches. */
async function sessionTables(): Promise<string> {
  const db = await getDb();
  const result = await db.execute(sql`select
    (select md5(coalesce(string_agg(id || ':' || password_hash || ':' || session_version, ',' order by id), '')) from users) as users,
    (select md5(coalesce(string_agg(user_id || ':' || dark_mode, ',' order by user_id), '')) from user_settings) as settings,
    (select md5(coalesce(string_agg(jti::text || ':' || user_id, ',' order by jti), '')) from revoked_sessions) as revoked`);
  return JSON.stringify((result as unknown as { rows: unknown[] }).rows[0]);
}

/** A GET to the current-user endpoint (the spec allows GET for it). */
async function getMe(search: string, headers: Record<string, string> = {}): Promise<string | null> {
  const url = `http://localhost${endpointPath('currentUser')}?query=${encodeURIComponent(ME)}${search}`;
  const res = await graphqlRoute('currentUser')(new Request(url, { headers: { accept: 'application/json', ...headers } }));
  const body = (await res.json()) as { data?: { me: { email: string } | null } };
  return body.data?.me?.email ?? null;
}

async function exchange(search: string, cookie?: string): Promise<Response> {
  return exchangeUrlToken(new Request(`http://localhost${URL_TOKEN_EXCHANGE_PATH}${search}`, { headers: cookie ? { cookie } : {} }));
}

describe('revocable sessions (issue 17 item 1)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);

  it('logout revokes the token itself: the same token opens nothing afterwards, by cookie or header; other sessions stay', async () => {
    const account = await newAccount();
    const other = await login(account);
    expect(await me({ cookie: cookieOf(account.token) })).toBe(account.email);
    expect(await me({ headers: jwtHeader(account.token) })).toBe(account.email);

    const out = await callGraphQL<{ logout: { success: boolean } }>('auth', LOGOUT, {}, { cookie: cookieOf(account.token), headers: BROWSER });
    expect(out.body.data!.logout.success).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/cursalia_jwt=;.*Max-Age=0/i);
    await expectDead(account.token);
    // Logging out on one device is not "log out everywhere".
    expect(await me({ headers: jwtHeader(other.result.token!) })).toBe(account.email);

    // A non-browser client logs out with its header token just as well.
    const out2 = await callGraphQL<{ logout: { success: boolean } }>('auth', LOGOUT, {}, { headers: jwtHeader(other.result.token!) });
    expect(out2.body.data!.logout.success).toBe(true);
    await expectDead(other.result.token!);
  });

  it('logout without a session, or with a dead token, succeeds and changes nothing', async () => {
    const account = await newAccount();
    await callGraphQL('auth', LOGOUT, {}, { cookie: cookieOf(account.token) });
    const before = await sessionTables();
    for (const options of [{}, { cookie: cookieOf(account.token) }, { cookie: `${SESSION_COOKIE}=not.a.token` }]) {
      const out = await callGraphQL<{ logout: { success: boolean } }>('auth', LOGOUT, {}, options);
      expect(out.body.data!.logout.success).toBe(true);
    }
    expect(await sessionTables()).toBe(before);
  });

  it('log out everywhere ends every session of the account, this one included', async () => {
    const account = await newAccount();
    const laptop = await login(account, { headers: BROWSER });
    const phone = await login(account);
    const bystander = await newAccount();

    const out = await callGraphQL<{ logoutEverywhere: { success: boolean } }>('auth', LOGOUT_EVERYWHERE, {}, { cookie: cookieOf(laptop.cookie!), headers: BROWSER });
    expect(out.body.data!.logoutEverywhere.success).toBe(true);
    expect(out.headers.get('set-cookie')).toMatch(/cursalia_jwt=;.*Max-Age=0/i);
    for (const token of [account.token, laptop.cookie!, phone.result.token!]) await expectDead(token);
    expect(await me({ cookie: cookieOf(bystander.token) })).toBe(bystander.email);

    // Signing in again works, with a token of the new version.
    const again = await login(account);
    expect(await me({ headers: jwtHeader(again.result.token!) })).toBe(account.email);
  });

  it('log out everywhere refuses a signed-out or revoked caller with a translated error, and changes nothing', async () => {
    const account = await newAccount();
    await callGraphQL('auth', LOGOUT, {}, { cookie: cookieOf(account.token) });
    const before = await sessionTables();
    for (const options of [{}, { cookie: cookieOf(account.token) }, { headers: jwtHeader(account.token) }]) {
      const res = await callGraphQL('auth', LOGOUT_EVERYWHERE, {}, options);
      expect(res.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } });
    }
    const en = await callGraphQL('auth', LOGOUT_EVERYWHERE, {}, { headers: { 'accept-language': 'en' } });
    expect(en.body.errors?.[0]?.message).toBe('Sign in to continue.');
    expect(await sessionTables()).toBe(before);
  });

  it('a password change ends every earlier session; the browser that made it gets a new cookie (no token in its body)', async () => {
    const account = await newAccount();
    const browser = await login(account, { headers: BROWSER });
    const phone = await login(account);

    const res = await callGraphQL<{ changePassword: { success: boolean; token: string | null } }>(
      'auth', CHANGE_PASSWORD, { input: { currentPassword: account.password, newPassword: 'Segunda-2' } }, { cookie: cookieOf(browser.cookie!), headers: BROWSER },
    );
    expect(res.body.data!.changePassword).toEqual({ success: true, token: null, errors: [] });
    const fresh = sessionFrom(res.headers);
    expect(fresh).toBeTruthy();
    for (const token of [account.token, browser.cookie!, phone.result.token!]) await expectDead(token);
    expect(await me({ cookie: cookieOf(fresh!) })).toBe(account.email);

    expect((await login(account)).result.success).toBe(false);
    expect((await login({ ...account, password: 'Segunda-2' })).result.success).toBe(true);
  });

  it('a non-browser client changing its password gets the new token in the body', async () => {
    const account = await newAccount();
    const res = await callGraphQL<{ changePassword: { success: boolean; token: string | null } }>(
      'auth', CHANGE_PASSWORD, { input: { currentPassword: account.password, newPassword: 'Segunda-2' } }, { headers: jwtHeader(account.token) },
    );
    expect(res.body.data!.changePassword.success).toBe(true);
    await expectDead(account.token);
    expect(await me({ headers: jwtHeader(res.body.data!.changePassword.token!) })).toBe(account.email);
  });

  it('a wrong current password, a bad new one or no session change nothing, with translated errors', async () => {
    const account = await newAccount();
    const before = await sessionTables();
    const wrong = await callGraphQL<{ changePassword: { success: boolean; errors: unknown[] } }>(
      'auth', CHANGE_PASSWORD, { input: { currentPassword: 'Otra-cosa-1', newPassword: 'Segunda-2' } }, { cookie: cookieOf(account.token) },
    );
    expect(wrong.body.data!.changePassword).toMatchObject({ success: false, errors: [{ field: 'currentPassword', message: 'La contraseña actual no es correcta.' }] });
    const short = await callGraphQL<{ changePassword: { success: boolean; errors: unknown[] } }>(
      'auth', CHANGE_PASSWORD, { input: { currentPassword: account.password, newPassword: '123' } }, { cookie: cookieOf(account.token), headers: { 'accept-language': 'pt' } },
    );
    expect(short.body.data!.changePassword).toMatchObject({ success: false, errors: [{ field: 'newPassword', message: expect.stringMatching(/6/) }] });
    const anonymous = await callGraphQL('auth', CHANGE_PASSWORD, { input: { currentPassword: account.password, newPassword: 'Segunda-2' } });
    expect(anonymous.body.errors?.[0]).toMatchObject({ message: 'Inicia sesión para continuar.', extensions: { code: 'UNAUTHENTICATED' } });
    expect(await sessionTables()).toBe(before);
    expect(await me({ cookie: cookieOf(account.token) })).toBe(account.email);
  });
});

describe('which token counts (issue 17 item 2)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);

  it('the session cookie beats an Authorization header; the header counts only without a cookie', async () => {
    const victim = await newAccount();
    const attacker = await newAccount();
    expect(await me({ cookie: cookieOf(victim.token), headers: { ...BROWSER, ...jwtHeader(attacker.token) } })).toBe(victim.email);
    expect(await me({ headers: jwtHeader(attacker.token) })).toBe(attacker.email);
    // A mutation sent with both acts as the cookie's account.
    const res = await callGraphQL('private', DARK_MODE, { darkMode: true }, { cookie: cookieOf(victim.token), headers: jwtHeader(attacker.token) });
    expect(res.body.errors).toBeUndefined();
    const db = await getDb();
    const modes = await db.execute(sql`select u.email, s.dark_mode from users u join user_settings s on s.user_id = u.id where u.email in (${victim.email}, ${attacker.email})`);
    expect(Object.fromEntries((modes as unknown as { rows: { email: string; dark_mode: boolean }[] }).rows.map((r) => [r.email, r.dark_mode]))).toEqual({
      [victim.email]: true,
      [attacker.email]: false,
    });
  });

  it('a current_token in the API address is no credential, signed in or not', async () => {
    const victim = await newAccount();
    const attacker = await newAccount();
    expect(await getMe(`&current_token=${attacker.token}`)).toBeNull();
    expect(await getMe(`&current_token=${attacker.token}`, { cookie: cookieOf(victim.token) })).toBe(victim.email);
  });

  it('a signed-out browser exchanges a current URL token once for a cookie of its own; the URL token is then spent', async () => {
    const account = await newAccount();
    const res = await exchange(`?current_token=${account.token}&next=${encodeURIComponent('/mi-cuenta/?tab=2')}`);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/mi-cuenta/?tab=2');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const cookie = sessionFrom(res.headers);
    expect(cookie).toBeTruthy();
    expect(cookie).not.toBe(account.token);
    expect(res.headers.get('set-cookie')).toMatch(/HttpOnly/i);
    expect(await me({ cookie: cookieOf(cookie!) })).toBe(account.email);
    await expectDead(account.token);

    // Exchanged once: the same link again gives nothing and changes nothing.
    const before = await sessionTables();
    const again = await exchange(`?current_token=${account.token}&next=/home/`);
    expect(again.headers.get('location')).toBe('/home/');
    expect(sessionFrom(again.headers)).toBeNull();
    expect(await sessionTables()).toBe(before);
  });

  it('a signed-in browser keeps its account: the URL token is dropped, unspent, and nothing changes', async () => {
    const victim = await newAccount();
    const attacker = await newAccount();
    const before = await sessionTables();
    const res = await exchange(`?current_token=${attacker.token}&next=/mi-cuenta/`, cookieOf(victim.token));
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe('/mi-cuenta/');
    expect(res.headers.get('set-cookie')).toBeNull();
    expect(await sessionTables()).toBe(before);
    expect(await me({ cookie: cookieOf(victim.token) })).toBe(victim.email);
    expect(await me({ headers: jwtHeader(attacker.token) })).toBe(attacker.email);
  });

  it('a bad, revoked or missing URL token and an off-site next are refused without any change', async () => {
    const account = await newAccount();
    await callGraphQL('auth', LOGOUT, {}, { cookie: cookieOf(account.token) });
    const before = await sessionTables();
    for (const search of [`?current_token=${account.token}&next=/home/`, '?current_token=not.a.token&next=/home/', '?next=/home/', '?current_token=', `?current_token=x&next=${encodeURIComponent('//evil.example/')}`]) {
      const res = await exchange(search);
      expect(res.status, search).toBe(303);
      expect(res.headers.get('set-cookie'), search).toBeNull();
      expect(['/home/', '/'], search).toContain(res.headers.get('location'));
    }
    expect(await sessionTables()).toBe(before);
  });
});

describe('the token in the login body (issue 17 item 4)', () => {
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
  });
  afterAll(teardownTestDatabase);

  it('a browser gets the httpOnly cookie only; a non-browser client also gets the token in the body', async () => {
    const account = await newAccount();
    const browsers: Record<string, string>[] = [BROWSER, { origin: 'http://localhost' }, { 'sec-fetch-site': 'same-origin' }];
    for (const headers of browsers) {
      const browser = await login(account, { headers });
      expect(browser.result.success).toBe(true);
      expect(browser.result.token).toBeNull();
      expect(browser.cookie).toBeTruthy();
    }
    const api = await login(account);
    expect(api.result.token).toBeTruthy();
    expect(api.result.token).toBe(api.cookie);

    const registered = await callGraphQL<{ register: AuthResult }>('auth', REGISTER, {
      input: { firstName: 'Nav', lastName: 'Egador', acceptLegal: true, email: `browser.${Date.now()}@example.com`, password: 'Primera-1' },
    }, { headers: BROWSER });
    expect(registered.body.data!.register).toMatchObject({ success: true, token: null });
    expect(sessionFrom(registered.headers)).toBeTruthy();
  });
});
