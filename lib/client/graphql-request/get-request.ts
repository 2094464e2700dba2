/**
 * A GraphQL query sent by GET (spec §7: "The current-user query … may use GET when that option
 * is set"), as Apollo's `useGETForQueries` sends a persisted one: the operation in the query
 * string — `operationName`, `variables` as JSON when there are any, and `extensions` as JSON (the
 * persisted query's hash, ./request.ts) — and no body. Only a
 * query may travel this way: a mutation by GET would be a state change a link or an <img> could
 * trigger, so it always goes by POST (and the server refuses one by GET: graphql/yoga.ts).
 */
import { publicCurrentUserMethod } from '@/lib/domain/config/public-env';

export type RequestMethod = 'GET' | 'POST';

/** The method an operation is sent with: GET only when asked for and the operation is a query. */
export function requestMethod(operationType: string, wanted: RequestMethod | undefined): RequestMethod {
  return wanted === 'GET' && operationType === 'query' ? 'GET' : 'POST';
}

/** `url` with the operation in its query string (existing parameters kept). */
export function getRequestUrl(url: string, operation: { operationName: string | undefined; variables: unknown; extensions: object }): string {
  const params = new URLSearchParams();
  if (operation.operationName) params.set('operationName', operation.operationName);
  const variables = operation.variables ?? {};
  if (typeof variables === 'object' && Object.keys(variables).length > 0) params.set('variables', JSON.stringify(variables));
  params.set('extensions', JSON.stringify(operation.extensions));
  const hash = url.indexOf('#');
  const base = hash >= 0 ? url.slice(0, hash) : url;
  return `${base}${base.includes('?') ? '&' : '?'}${params.toString()}`;
}

/**
 * The option's value from the configuration: 'GET' (any case) turns it on; anything else, or
 * nothing, keeps POST, the spec's default for every call.
 */
export function configuredMethod(value: string | undefined): RequestMethod {
  return value?.trim().toUpperCase() === 'GET' ? 'GET' : 'POST';
}

/**
 * How the current-user queries go (spec §7 "may use GET when that option is set"):
 * NEXT_PUBLIC_CURRENT_USER_METHOD=GET, read at build time (lib/domain/config/public-env.ts).
 */
export const CURRENT_USER_METHOD: RequestMethod = configuredMethod(publicCurrentUserMethod());
