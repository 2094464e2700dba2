import { graphqlRoute } from '@/graphql/yoga';
import type { EndpointName } from '@/graphql/endpoint-modules';
import { endpointPath } from '@/graphql/endpoint-modules';
import { newCsrfToken } from '@/lib/server/security/csrf';

export type GraphQLResponse<T = Record<string, unknown>> = {
  status: number;
  body: { data?: T | null; errors?: { message: string; extensions?: Record<string, unknown>; path?: string[] }[] };
  headers: Headers;
};

export type CallOptions = {
  headers?: Record<string, string>;
  /** Extra cookies ("a=b; c=d"). */
  cookie?: string;
  /** Send the CSRF double-submit pair (default true), as the browser client does. */
  csrf?: boolean;
};

/** Calls the real route handler of an endpoint in-process, exactly as Next would. */
export async function callGraphQL<T = Record<string, unknown>>(
  endpoint: EndpointName,
  query: string,
  variables: Record<string, unknown> = {},
  options: CallOptions = {},
): Promise<GraphQLResponse<T>> {
  const token = newCsrfToken();
  const cookies = [options.csrf === false ? null : `csrftoken=${token}`, options.cookie].filter(Boolean).join('; ');
  const request = new Request(`http://localhost${endpointPath(endpoint)}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      // The Accept header Apollo Client sends: GraphQL-over-HTTP status codes for request errors.
      accept: 'application/graphql-response+json,application/json;q=0.9',
      ...(options.csrf === false ? {} : { 'x-csrftoken': token }),
      ...(cookies ? { cookie: cookies } : {}),
      ...options.headers,
    },
    body: JSON.stringify({ query, variables }),
  });
  const response = await graphqlRoute(endpoint)(request);
  return { status: response.status, body: await response.json(), headers: response.headers };
}
