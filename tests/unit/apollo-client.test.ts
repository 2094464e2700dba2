import { gql } from '@apollo/client';
import { CombinedGraphQLErrors, ServerError, ServerParseError } from '@apollo/client/errors';
import { describe, expect, it, vi } from 'vitest';
import { currentUserContext } from '@/lib/client/apollo/context';
import { UnknownClientNameError } from '@/lib/client/apollo/endpoint-link';
import type { HeaderSource } from '@/lib/domain/graphql/headers';
import { makeApolloClient, type MakeApolloClientOptions } from '@/lib/client/apollo/make-client';

const MY_CART = gql`
  query MyCart {
    cart {
      id
    }
  }
`;
const NOTIFICATIONS = gql`
  query MainMenuNotifications($first: Int) {
    notifications(first: $first) {
      id
    }
  }
`;
const ADD_ITEM = gql`
  mutation shoppingCartAddItem($input: CartItemInput!) {
    shoppingCartAddItem(input: $input) {
      success
    }
  }
`;
const ME = gql`
  query Me {
    me {
      id
    }
  }
`;

type Reply = { status?: number; body: string; contentType?: string };
type Call = { url: string; init: RequestInit; headers: Record<string, string> };

function setup(reply: Reply | ((call: Call) => Reply), options: MakeApolloClientOptions = {}) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const call: Call = {
      url: String(input),
      init: init ?? {},
      headers: Object.fromEntries(new Headers(init?.headers).entries()),
    };
    calls.push(call);
    const r = typeof reply === 'function' ? reply(call) : reply;
    return new Response(r.body, {
      status: r.status ?? 200,
      headers: { 'content-type': r.contentType ?? 'application/json' },
    });
  });
  const logger = { warn: vi.fn(), error: vi.fn() };
  const source: HeaderSource = {
    cookie: 'csrftoken=csrf-1; country=BR; session_distinct_id=distinct-1',
    storedSession: JSON.stringify({ token: 'user.jwt' }),
    currentUrl: 'https://cursalia.test/carrito/',
  };
  const client = makeApolloClient({
    fetch: fetchMock as unknown as typeof fetch,
    logger,
    readHeaderSource: () => source,
    apiBase: null,
    ssrMode: false,
    ...options,
  });
  return { client, calls, logger, fetchMock };
}

const ok = (data: unknown): Reply => ({ body: JSON.stringify({ data }) });

async function queryError(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the operation to fail');
}

describe('Apollo client: requests', () => {
  it('POSTs to the default endpoint with cookies, body and the spec §7 headers', async () => {
    const { client, calls } = setup(ok({ cart: { id: '1', __typename: 'Cart' } }));
    const result = await client.query({ query: MY_CART });
    expect(result.data).toEqual({ cart: { id: '1', __typename: 'Cart' } });

    expect(calls).toHaveLength(1);
    const [call] = calls;
    expect(call.url).toBe('/api/v2/graph/');
    expect(call.init.method).toBe('POST');
    expect(call.init.credentials).toBe('include');
    const body = JSON.parse(String(call.init.body)) as Record<string, unknown>;
    expect(body.operationName).toBe('MyCart');
    expect(body.variables).toEqual({});
    expect(String(body.query)).toContain('query MyCart');

    expect(call.headers).toMatchObject({
      'x-csrftoken': 'csrf-1',
      authorization: 'JWT user.jwt',
      country: 'br',
      'x-operation-type': 'query',
      'x-operation-name': 'MyCart',
      'x-operation-source': 'web',
      'x-session-distinct-id': 'distinct-1',
      'x-current-url': 'https://cursalia.test/carrito/',
      'apollographql-client-name': 'cursalia-web',
    });
    expect(call.headers['x-app-version']).toBeTruthy();
    expect(call.headers['x-operation-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('uses a fresh operation id per request', async () => {
    const { client, calls } = setup(ok({ cart: { id: '1', __typename: 'Cart' } }));
    await client.query({ query: MY_CART, fetchPolicy: 'network-only' });
    await client.query({ query: MY_CART, fetchPolicy: 'network-only' });
    expect(calls).toHaveLength(2);
    expect(calls[0].headers['x-operation-id']).not.toBe(calls[1].headers['x-operation-id']);
  });

  it("sends clientName 'v5' to /api/v5/graph/", async () => {
    const { client, calls } = setup(ok({ notifications: [] }));
    await client.query({ query: NOTIFICATIONS, variables: { first: 10 }, context: { clientName: 'v5' } });
    expect(calls[0].url).toBe('/api/v5/graph/');
    expect(JSON.parse(String(calls[0].init.body)).variables).toEqual({ first: 10 });
  });

  it('resolves endpoints against a configured API base', async () => {
    const { client, calls } = setup(ok({ notifications: [] }), { apiBase: 'https://api.cursalia.test/' });
    await client.query({ query: NOTIFICATIONS, context: { clientName: 'v4.b2b' } });
    expect(calls[0].url).toBe('https://api.cursalia.test/api/graph/b2b/');
  });

  it('sends mutations as POST with x-operation-type mutation', async () => {
    const { client, calls } = setup(ok({ shoppingCartAddItem: { success: true, __typename: 'R' } }));
    await client.mutate({ mutation: ADD_ITEM, variables: { input: { courseId: '7' } } });
    expect(calls[0].init.method).toBe('POST');
    expect(calls[0].headers['x-operation-type']).toBe('mutation');
    expect(calls[0].headers['x-operation-name']).toBe('shoppingCartAddItem');
  });

  it('fails an unknown client name without a request', async () => {
    const { client, calls, logger } = setup(ok({}));
    const error = await queryError(
      // @ts-expect-error — an unknown client name does not type-check either
      client.query({ query: MY_CART, context: { clientName: 'v9' } }),
    );
    expect(error).toBeInstanceOf(UnknownClientNameError);
    expect(calls).toHaveLength(0);
    expect(logger.error).toHaveBeenCalledWith(expect.stringContaining('[Network error]: Unknown GraphQL client name: "v9"'));
  });

  it('sends the current-user query to /graphql by POST, or GET when enabled', async () => {
    const post = setup(ok({ me: null }));
    await post.client.query({ query: ME, context: currentUserContext });
    expect(post.calls[0].url).toBe('/graphql');
    expect(post.calls[0].init.method).toBe('POST');

    const get = setup((call) => (call.url.startsWith('/graphql') ? ok({ me: null }) : ok({ cart: { id: '1', __typename: 'Cart' } })), {
      useGETForCurrentUser: true,
    });
    await get.client.query({ query: ME, context: currentUserContext });
    const url = new URL(get.calls[0].url, 'https://x.test');
    expect(get.calls[0].init.method).toBe('GET');
    expect(url.pathname).toBe('/graphql');
    expect(url.searchParams.get('operationName')).toBe('Me');
    expect(get.calls[0].headers.authorization).toBe('JWT user.jwt');

    // Other queries stay POST with the GET option on.
    await get.client.query({ query: MY_CART });
    expect(get.calls[1].init.method).toBe('POST');
  });
});

describe('Apollo client: errors (spec §8)', () => {
  it('a 500 fails with "Response not successful: Received status code 500"', async () => {
    const { client, logger } = setup({ status: 500, body: 'Internal Server Error', contentType: 'text/plain' });
    const error = await queryError(client.query({ query: MY_CART }));
    expect(error.message).toBe('Response not successful: Received status code 500');
    expect(ServerError.is(error)).toBe(true);
    expect((error as ServerError).statusCode).toBe(500);
    expect((error as ServerError).bodyText).toBe('Internal Server Error');
    expect(logger.error).toHaveBeenCalledWith(
      '[Network error]: Response not successful: Received status code 500 (operation MyCart)',
    );
  });

  it('a non-2xx application/graphql-response+json body still fails with the status message', async () => {
    const { client } = setup({
      status: 400,
      body: JSON.stringify({ errors: [{ message: 'Cannot query field "x"' }] }),
      contentType: 'application/graphql-response+json; charset=utf-8',
    });
    const error = await queryError(client.query({ query: MY_CART }));
    expect(error.message).toBe('Response not successful: Received status code 400');
  });

  it('a 200 with neither data nor errors fails with "Server response was missing for query"', async () => {
    const { client } = setup({ body: '{}' });
    const error = await queryError(client.query({ query: MY_CART }));
    expect(error.message).toBe("Server response was missing for query 'MyCart'.");
    expect(error.message.startsWith('Server response was missing for query')).toBe(true);
    expect(ServerError.is(error)).toBe(true);
  });

  it('an unparseable body fails with a server parse error', async () => {
    const { client, logger } = setup({ body: '<html>oops</html>' });
    const error = await queryError(client.query({ query: MY_CART }));
    expect(ServerParseError.is(error)).toBe(true);
    expect(error.name).toBe('ServerParseError');
    expect((error as ServerParseError).bodyText).toBe('<html>oops</html>');
    expect(logger.error).toHaveBeenCalledWith(expect.stringMatching(/^\[Network error\]: /));
  });

  it('GraphQL errors reach the caller and are logged with message, location and path', async () => {
    const { client, logger } = setup({
      body: JSON.stringify({
        data: null,
        errors: [{ message: 'No autorizado', locations: [{ line: 2, column: 3 }], path: ['cart', 'id'] }],
      }),
    });
    const error = await queryError(client.query({ query: MY_CART }));
    expect(CombinedGraphQLErrors.is(error)).toBe(true);
    expect(logger.warn).toHaveBeenCalledWith('[GraphQL error]: Message: No autorizado, Location: 2:3, Path: cart.id');
  });
});
