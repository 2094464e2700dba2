/**
 * One small typed GraphQL request without Apollo (issue 14 item 3): the reads and the few
 * writes the shell makes on every page (current user, cart, menu flags, analytics user, theme
 * save) go through here, so a public page's first load carries neither Apollo nor graphql.
 *
 * It sends what the Apollo link chain sends (lib/client/apollo/make-client.ts), from the same pure
 * functions: the URL from the client name (graphql/endpoints.ts via lib/client/apollo/endpoint-url),
 * the spec §7 headers (CSRF token, `Authorization: JWT …`, country, operation type/name/id, …;
 * lib/domain/graphql/headers.ts, read at request time), the client-awareness headers, credentials, a
 * POST of `{ operationName, variables, query }` — or, for a query with `method: 'GET'`, the same
 * in the query string (./get-request.ts). It fails and logs like the chain: a non-2xx
 * status is 'Response not successful: Received status code N', an answer with neither data
 * nor errors is 'Server response was missing for query …', GraphQL errors are logged with
 * their location and path (spec §8).
 *
 * Documents are the codegen'd persisted operations of graphql/generated/<group> (codegen.ts
 * STRING_OPERATION_GROUPS): typed results and variables, and instead of the operation's text its
 * name, type and sha256, sent as Apollo's persisted-query extension (`extensions.persistedQuery`,
 * graphql/persisted-operations.ts holds the texts on the server). No `print`, and no text in the
 * page's JavaScript.
 */
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
import type { ClientName } from '@/graphql/endpoints';
import { readBrowserHeaderSource } from '@/lib/client/apollo/browser-header-source';
import { CLIENT_AWARENESS_HEADERS, CLIENT_AWARENESS_NAME } from '@/lib/client/apollo/client-awareness';
import { configuredApiBase, resolveCurrentUserUrl, resolveEndpointUrl } from '@/lib/client/apollo/endpoint-url';
import { formatGraphQLError, formatNetworkError, isSuccessStatus, missingResponseMessage, nonSuccessStatusMessage, type GraphQLErrorLike } from '@/lib/client/apollo/error-format';
import { APP_VERSION, buildRequestHeaders, createOperationId, type HeaderSource } from '@/lib/domain/graphql/headers';
import { CURRENT_USER_METHOD, getRequestUrl, requestMethod, type RequestMethod } from './get-request';

/** A codegen'd persisted operation (graphql/generated/<group> `…Document`): its metadata, no text. */
export type PersistedDocument<TResult, TVariables> = DocumentTypeDecoration<TResult, TVariables> & { __meta__?: Record<string, unknown> };

export interface GraphQLRequestOptions {
  /** Which endpoint of spec §7 serves the operation; 'default' when absent. */
  clientName?: ClientName;
  /** The current-user query: sent to the current-user path (`/graphql`), by GET when configured (CURRENT_USER_METHOD). */
  currentUser?: boolean;
  /** An explicit URL (wins over clientName / currentUser). */
  url?: string;
  /** 'GET' sends a query in the URL (spec §7 option for the current user); mutations always POST. Default: POST, or CURRENT_USER_METHOD with `currentUser`. */
  method?: RequestMethod;
  /** API base URL; default `NEXT_PUBLIC_API_URL`, `null` for same-origin paths. */
  apiBase?: string | null;
  /** Extra headers (win over the computed ones). */
  headers?: Record<string, string>;
  /** `fetch` to use (default: the global one, resolved per request). */
  fetch?: typeof fetch;
  /** Where cookies, the stored session and the URL come from (default: the browser). */
  readHeaderSource?: () => HeaderSource;
  /** Where errors are logged (default `console`). */
  logger?: Pick<Console, 'warn' | 'error'>;
  signal?: AbortSignal;
}

export type GraphQLRequestError =
  | { kind: 'network'; message: string }
  | { kind: 'status'; status: number; message: string; bodyText: string }
  | { kind: 'graphql'; message: string; errors: readonly GraphQLErrorLike[]; data: unknown }
  | { kind: 'missing'; message: string };

/** A data call's result (ARCHITECTURE.md conventions): data, or the reason it failed. */
export type GraphQLRequestResult<TResult> = { ok: true; data: TResult } | { ok: false; error: GraphQLRequestError };

export type PersistedOperation = { type: 'query' | 'mutation' | 'subscription'; name: string | undefined; hash: string };

/** The type, name and sha256 that codegen put on a document (codegen.ts `operationMeta`, `sha256Hex`). */
export function operationOf<TResult, TVariables>(document: PersistedDocument<TResult, TVariables>): PersistedOperation {
  const meta = document.__meta__ ?? {};
  const type = meta.operationType === 'mutation' || meta.operationType === 'subscription' ? meta.operationType : 'query';
  return { type, name: typeof meta.operationName === 'string' ? meta.operationName : undefined, hash: typeof meta.hash === 'string' ? meta.hash : '' };
}

/** Apollo's persisted-query extension for an operation's hash (what the server's usePersistedOperations reads). */
export function persistedQueryExtension(hash: string): { persistedQuery: { version: 1; sha256Hash: string } } {
  return { persistedQuery: { version: 1, sha256Hash: hash } };
}

/** The URL an operation goes to: an explicit one, the current-user path, or its client name's endpoint. */
export function requestUrl(options: Pick<GraphQLRequestOptions, 'url' | 'currentUser' | 'clientName' | 'apiBase'>): string {
  if (options.url) return options.url;
  const apiBase = options.apiBase === undefined ? configuredApiBase() : options.apiBase;
  return options.currentUser ? resolveCurrentUserUrl(apiBase) : resolveEndpointUrl(options.clientName, apiBase);
}

/** The request headers: spec §7 (lib/domain/graphql/headers.ts), client awareness, JSON (a GET has no body to type); `extra` wins. */
export function requestHeaders(
  operation: { type: string; name: string | undefined },
  source: HeaderSource,
  extra: Record<string, string> = {},
  method: RequestMethod = 'POST',
): Record<string, string> {
  return {
    [CLIENT_AWARENESS_HEADERS.name]: CLIENT_AWARENESS_NAME,
    [CLIENT_AWARENESS_HEADERS.version]: APP_VERSION,
    ...buildRequestHeaders({ ...source, operationType: operation.type, operationName: operation.name, operationId: createOperationId() }),
    accept: 'application/graphql-response+json,application/json;q=0.9',
    ...(method === 'POST' ? { 'content-type': 'application/json' } : {}),
    ...extra,
  };
}

interface GraphQLResponseBody<TResult> {
  data?: TResult | null;
  errors?: readonly GraphQLErrorLike[];
}

/**
 * Sends one operation and resolves to its result; never throws. Errors are logged as the
 * Apollo link chain logs them: GraphQL errors with `console.warn`, the rest with `console.error`.
 */
export async function graphqlRequest<TResult, TVariables>(
  document: PersistedDocument<TResult, TVariables>,
  variables: TVariables,
  options: GraphQLRequestOptions = {},
): Promise<GraphQLRequestResult<TResult>> {
  const operation = operationOf(document);
  const logger = options.logger ?? console;
  const fail = (error: GraphQLRequestError): GraphQLRequestResult<TResult> => {
    if (error.kind === 'graphql') for (const e of error.errors) logger.warn(formatGraphQLError(e));
    else logger.error(formatNetworkError(error, operation.name));
    return { ok: false, error };
  };
  try {
    const doFetch = options.fetch ?? globalThis.fetch;
    const method = requestMethod(operation.type, options.method ?? (options.currentUser ? CURRENT_USER_METHOD : 'POST'));
    const headers = requestHeaders(operation, (options.readHeaderSource ?? readBrowserHeaderSource)(), options.headers, method);
    const payload = { operationName: operation.name, variables: variables ?? {}, extensions: persistedQueryExtension(operation.hash) };
    const response = await doFetch(
      method === 'GET' ? getRequestUrl(requestUrl(options), payload) : requestUrl(options),
      method === 'GET'
        ? // The answer is one user's: never from or into the browser's HTTP cache (the server says no-store too).
          { method, credentials: 'include', headers, cache: 'no-store', signal: options.signal }
        : { method, credentials: 'include', headers, body: JSON.stringify(payload), signal: options.signal },
    );
    if (!isSuccessStatus(response.status)) {
      let bodyText = '';
      try {
        bodyText = await response.text();
      } catch {
        // the status alone is reported
      }
      return fail({ kind: 'status', status: response.status, message: nonSuccessStatusMessage(response.status), bodyText });
    }
    const body = (await response.json()) as GraphQLResponseBody<TResult> | null;
    if (body?.errors?.length) {
      return fail({ kind: 'graphql', message: body.errors.map((e) => e.message).join('\n'), errors: body.errors, data: body.data ?? null });
    }
    if (!body || body.data === undefined || body.data === null) return fail({ kind: 'missing', message: missingResponseMessage(operation.name) });
    return { ok: true, data: body.data };
  } catch (error) {
    return fail({ kind: 'network', message: error instanceof Error ? error.message : String(error) });
  }
}
