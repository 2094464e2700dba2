/**
 * Spec §7 "The current-user query uses the path /graphql by default, is fetched client-side
 * only, and may use GET when that option is set" (issue 18 item 9), through the real route
 * handler: the shell's own request (fetchCurrentUser by GET) signed in by cookie and anonymous,
 * answers no cache may keep, mutations by GET refused with nothing changed, and CORS and the
 * CSRF pair as before.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { graphqlRoute, GRAPHQL_CACHE_CONTROL } from '@/graphql/yoga';
import { endpointPath, type EndpointName } from '@/graphql/endpoint-modules';
import { getDb } from '@/lib/server/db/client';
import { userSettings, users } from '@/lib/server/db/schema';
import { SESSION_COOKIE, signSessionToken } from '@/lib/server/auth/session-token';
import { newCsrfToken } from '@/lib/server/security/csrf';
import { fetchCurrentUser } from '@/lib/client/stores/current-user-store';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const ME = '{ me { email } }';

/** A GET of `search` on an endpoint, as a browser sends it (cookies, the CSRF header, JSON accepted). */
function get(endpoint: EndpointName, search: URLSearchParams, headers: Record<string, string> = {}): Promise<Response> {
  const url = `http://localhost${endpointPath(endpoint)}?${search.toString()}`;
  return graphqlRoute(endpoint)(new Request(url, { headers: { accept: 'application/graphql-response+json,application/json;q=0.9', ...headers } }));
}

/** The shell's fetch, answered in-process by the route handler, with the browser's cookie added. */
function routeFetch(cookie: string | null, seen: Request[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    if (cookie) request.headers.set('cookie', cookie);
    seen.push(request.clone());
    return graphqlRoute('currentUser')(request);
  };
}

describe('the current-user query by GET (spec §7)', () => {
  let premiumId: number;
  let cookie: string;

  beforeAll(async () => {
    await setupTestDatabase();
    const db = await getDb();
    [{ id: premiumId }] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'premium@demo.cursalia.test'));
    cookie = `${SESSION_COOKIE}=${await signSessionToken(premiumId)}`;
  });
  afterAll(teardownTestDatabase);

  it('the shell’s request by GET: the operation in the query string, no body, the signed-in user by cookie', async () => {
    const seen: Request[] = [];
    const state = await fetchCurrentUser(routeFetch(cookie, seen), 'GET');
    expect(state).toMatchObject({ status: 'authenticated', user: { email: 'premium@demo.cursalia.test', hasMembership: true } });
    expect(seen).toHaveLength(1);
    const [request] = seen;
    const url = new URL(request.url);
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('CurrentUser');
    // A persisted query (codegen.ts): the hash, never the text.
    expect(url.searchParams.get('query')).toBeNull();
    expect(JSON.parse(url.searchParams.get('extensions') ?? '{}')).toMatchObject({ persistedQuery: { version: 1, sha256Hash: expect.stringMatching(/^[0-9a-f]{64}$/) } });
    expect(url.searchParams.has('variables')).toBe(false);
    expect(request.headers.get('content-type')).toBeNull();
    expect(await request.text()).toBe('');
  });

  it('anonymous by GET: no user, not an error', async () => {
    expect(await fetchCurrentUser(routeFetch(null, []), 'GET')).toEqual({ status: 'anonymous', user: null });
  });

  it('POST stays the default and answers the same user', async () => {
    const seen: Request[] = [];
    const state = await fetchCurrentUser(routeFetch(cookie, seen));
    expect(seen[0].method).toBe('POST');
    expect(state).toMatchObject({ status: 'authenticated', user: { email: 'premium@demo.cursalia.test' } });
  });

  it('answers are private and never stored, signed in or not, GET or POST', async () => {
    const signedIn = await get('currentUser', new URLSearchParams({ query: ME }), { cookie });
    expect(signedIn.status).toBe(200);
    expect(await signedIn.json()).toEqual({ data: { me: { email: 'premium@demo.cursalia.test' } } });
    expect(signedIn.headers.get('cache-control')).toBe(GRAPHQL_CACHE_CONTROL);
    expect(GRAPHQL_CACHE_CONTROL).toBe('private, no-store');

    const anonymous = await get('currentUser', new URLSearchParams({ query: ME }));
    expect(await anonymous.json()).toEqual({ data: { me: null } });
    expect(anonymous.headers.get('cache-control')).toBe('private, no-store');

    const post = await callGraphQL('currentUser', ME, {}, { cookie });
    expect(post.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a mutation by GET is refused (405) and changes nothing, even with a session and the CSRF pair', async () => {
    const db = await getDb();
    const darkMode = async () => (await db.select({ darkMode: userSettings.darkMode }).from(userSettings).where(eq(userSettings.userId, premiumId)))[0]?.darkMode ?? false;
    const before = await darkMode();
    const csrf = newCsrfToken();
    const headers = { cookie: `${cookie}; csrftoken=${csrf}`, 'x-csrftoken': csrf };
    const mutation = `mutation { createOrUpdateUserSettings(darkMode: ${!before}) { success } }`;
    for (const endpoint of ['private', 'currentUser', 'default'] as const) {
      const res = await get(endpoint, new URLSearchParams({ query: mutation }), headers);
      expect(res.status, endpoint).toBe(405);
      expect(res.headers.get('cache-control')).toBe('private, no-store');
    }
    // Nor by naming the mutation of a document that also holds a query.
    const mixed = new URLSearchParams({ query: `query Q { me { email } } mutation M { logout { success } }`, operationName: 'M' });
    expect((await get('auth', mixed, headers)).status).toBe(405);
    expect(await darkMode()).toBe(before);

    // By POST the same mutation runs (with the CSRF pair), and is refused without it.
    const refused = await callGraphQL<{ createOrUpdateUserSettings: { success: boolean } }>('private', mutation, {}, { cookie, csrf: false });
    expect(refused.status).toBe(403);
    expect(await darkMode()).toBe(before);
    const done = await callGraphQL<{ createOrUpdateUserSettings: { success: boolean } }>('private', mutation, {}, { cookie });
    expect(done.body.data?.createOrUpdateUserSettings.success).toBe(true);
    expect(await darkMode()).toBe(!before);
  });

  it('a foreign origin still cannot read a GET answer (no CORS grant)', async () => {
    const res = await get('currentUser', new URLSearchParams({ query: ME }), { cookie, origin: 'https://evil.example' });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
