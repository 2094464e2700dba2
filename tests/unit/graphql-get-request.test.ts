/**
 * Spec §7 "The current-user query … may use GET when that option is set" on the client side
 * (lib/client/graphql-request/get-request.ts, graphqlRequest's `method`): only queries go by GET, with
 * the operation in the query string and no body; mutations always POST. Operations travel as
 * persisted queries (codegen.ts): their name and sha256, never their text.
 */
import { describe, expect, it, vi } from 'vitest';
import { configuredMethod, getRequestUrl, requestMethod } from '@/lib/client/graphql-request/get-request';
import { graphqlRequest, type PersistedDocument } from '@/lib/client/graphql-request/request';

const doc = <R, V>(operationType: string, operationName: string, hash: string) => ({ __meta__: { operationType, operationName, hash } }) as unknown as PersistedDocument<R, V>;
const ME = doc<{ me: { email: string } | null }, Record<string, never>>('query', 'CurrentUser', 'a1'.repeat(32));
const SAVE = doc<{ save: { success: boolean } }, { id: string }>('mutation', 'Save', 'b2'.repeat(32));
const persisted = (hash: string) => ({ persistedQuery: { version: 1, sha256Hash: hash } });

function recorder() {
  const calls: { url: string; init: RequestInit }[] = [];
  const fetch = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} });
    return Response.json({ data: { me: null, save: { success: true } } });
  });
  return { calls, fetch: fetch as unknown as typeof globalThis.fetch };
}

describe('the request method', () => {
  it('GET only for a query that asks for it; POST for everything else', () => {
    expect(requestMethod('query', 'GET')).toBe('GET');
    expect(requestMethod('query', 'POST')).toBe('POST');
    expect(requestMethod('query', undefined)).toBe('POST');
    expect(requestMethod('mutation', 'GET')).toBe('POST');
    expect(requestMethod('subscription', 'GET')).toBe('POST');
  });

  it('the option is off unless set to GET', () => {
    expect(configuredMethod(undefined)).toBe('POST');
    expect(configuredMethod('')).toBe('POST');
    expect(configuredMethod('post')).toBe('POST');
    expect(configuredMethod(' get ')).toBe('GET');
    expect(configuredMethod('GET')).toBe('GET');
  });
});

describe('getRequestUrl', () => {
  it('puts operationName, non-empty variables and the persisted query in the query string, never a text', () => {
    const url = new URL(getRequestUrl('/graphql', { operationName: 'Me', variables: { id: '1' }, extensions: persisted('c3') }), 'https://x.test');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('query')).toBeNull();
    expect(url.searchParams.get('operationName')).toBe('Me');
    expect(JSON.parse(url.searchParams.get('variables')!)).toEqual({ id: '1' });
    expect(JSON.parse(url.searchParams.get('extensions')!)).toEqual(persisted('c3'));
  });

  it('leaves out empty variables and a missing name, keeps existing parameters, drops a fragment', () => {
    const url = new URL(getRequestUrl('https://api.x.test/graphql?v=2#top', { operationName: undefined, variables: {}, extensions: persisted('c3') }));
    expect([...url.searchParams.keys()]).toEqual(['v', 'extensions']);
    expect(url.hash).toBe('');
  });
});

describe('graphqlRequest with a method', () => {
  it('sends a query by GET: no body, no content type, no HTTP cache, the spec §7 headers', async () => {
    const { calls, fetch } = recorder();
    const result = await graphqlRequest(ME, {}, { url: '/graphql', method: 'GET', fetch, readHeaderSource: () => ({ cookie: 'csrftoken=abc' }) });
    expect(result).toEqual({ ok: true, data: { me: null, save: { success: true } } });
    const [{ url, init }] = calls;
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.cache).toBe('no-store');
    expect(init.credentials).toBe('include');
    const headers = init.headers as Record<string, string>;
    expect(headers['content-type']).toBeUndefined();
    expect(headers['x-csrftoken']).toBe('abc');
    expect(headers['x-operation-type']).toBe('query');
    expect(new URL(url, 'https://x.test').searchParams.get('operationName')).toBe('CurrentUser');
    expect(JSON.parse(new URL(url, 'https://x.test').searchParams.get('extensions')!)).toEqual(persisted('a1'.repeat(32)));
  });

  it('never sends a mutation by GET', async () => {
    const { calls, fetch } = recorder();
    await graphqlRequest(SAVE, { id: '7' }, { url: '/api/graph/', method: 'GET', fetch, readHeaderSource: () => ({}) });
    expect(calls[0].url).toBe('/api/graph/');
    expect(calls[0].init.method).toBe('POST');
    expect(JSON.parse(String(calls[0].init.body))).toEqual({ operationName: 'Save', variables: { id: '7' }, extensions: persisted('b2'.repeat(32)) });
    expect((calls[0].init.headers as Record<string, string>)['x-operation-type']).toBe('mutation');
  });

  it('POST by default, the current-user queries included while the option is unset', async () => {
    const { calls, fetch } = recorder();
    await graphqlRequest(ME, {}, { currentUser: true, apiBase: null, fetch, readHeaderSource: () => ({}) });
    expect(calls[0].url).toBe('/graphql');
    expect(calls[0].init.method).toBe('POST');
  });
});

describe('NEXT_PUBLIC_CURRENT_USER_METHOD', () => {
  it('GET sends the current-user queries (the shell’s `me`, Apollo’s) by GET', async () => {
    vi.stubEnv('NEXT_PUBLIC_CURRENT_USER_METHOD', 'GET');
    vi.resetModules();
    try {
      const { CURRENT_USER_METHOD } = await import('@/lib/client/graphql-request/get-request');
      expect(CURRENT_USER_METHOD).toBe('GET');
      const { graphqlRequest: request } = await import('@/lib/client/graphql-request/request');
      const { calls, fetch } = recorder();
      await request(ME, {}, { currentUser: true, apiBase: null, fetch, readHeaderSource: () => ({}) });
      expect(calls[0].init.method).toBe('GET');
      const { fetchCurrentUser } = await import('@/lib/client/stores/current-user-store');
      const shell = recorder();
      await fetchCurrentUser(shell.fetch);
      expect(shell.calls[0].init.method).toBe('GET');
      expect(new URL(shell.calls[0].url, 'https://x.test').pathname).toBe('/graphql');
    } finally {
      vi.unstubAllEnvs();
      vi.resetModules();
    }
  });
});
