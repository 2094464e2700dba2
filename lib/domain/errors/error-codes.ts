/**
 * The one list of codes an API refusal carries (issue 19 item 3): a GraphQL error's
 * `extensions.code` (graphql/errors.ts) and a route handler's JSON error `code`
 * (lib/server/http/error-response.ts) name the same refusal the same way, and the client
 * (lib/client/graphql-request/call-feedback.ts, the forms) compares these names.
 *
 * Each code's HTTP status is the one a route handler answers with, and the one a GraphQL
 * endpoint answers with when it refuses the request itself (parse, limits, CSRF, a throttle).
 * A resolver's refusal inside a GraphQL result keeps status 200 (GraphQL over HTTP).
 */
export const ERROR_STATUS = {
  /** Input a form can fix (a field, an argument). */
  BAD_USER_INPUT: 400,
  /** A request that is malformed as a whole: not JSON, not UTF-8, a body that broke off, a GraphQL request graphql-yoga cannot read. */
  BAD_REQUEST: 400,
  /** A GraphQL document that does not parse. */
  GRAPHQL_PARSE_FAILED: 400,
  /** A GraphQL document that does not match the schema (graphql-yoga's own, with the GraphQL spec's wording). */
  GRAPHQL_VALIDATION_FAILED: 400,
  /** Past the depth, alias, token, directive or cost limits (graphql/hardening.ts). */
  QUERY_TOO_COMPLEX: 400,
  /** More than one search in one operation (graphql/search-limits.ts). */
  TOO_MANY_SEARCHES: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  /** A mutation without the CSRF token its cookie asks for. */
  CSRF_FAILED: 403,
  NOT_FOUND: 404,
  REQUEST_TIMEOUT: 408,
  PAYLOAD_TOO_LARGE: 413,
  RANGE_NOT_SATISFIABLE: 416,
  /** Too many attempts, searches or messages in a window; Retry-After says how long to wait. */
  RATE_LIMITED: 429,
  /** Anything unexpected, masked: the details stay in the server's log. */
  INTERNAL_SERVER_ERROR: 500,
  /** The database is down or unreachable. */
  SERVICE_UNAVAILABLE: 503,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
