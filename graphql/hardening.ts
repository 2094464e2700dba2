import 'server-only';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { isUtf8 } from 'node:buffer';
import type { ExecutionResult, GraphQLError } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { errorsResponse, protocolError } from './errors';
import { requestTranslator, type ErrorTranslator } from '@/lib/server/i18n/server-messages';
import { readBoundedBody } from '@/lib/server/http/bounded-body';
import { bodyRefusal } from '@/lib/server/http/error-response';
import { serverEnv } from '@/lib/server/env';

/**
 * Query limits on every endpoint (issue 9 item 4), with GraphQL Armor (a maintained set of
 * envelop validation rules) rather than hand-written visitors. The numbers leave room for the
 * largest operation the app ships (tests/integration/graphql-hardening.test.ts sends every one
 * of graphql/operations through them) and refuse anything far beyond it.
 */
export const QUERY_LIMITS = {
  maxDepth: 12,
  maxAliases: 15,
  maxTokens: 3000,
  maxDirectives: 20,
  maxCost: 8000,
} as const;

/** Largest GraphQL request body accepted (bytes); the app's biggest operation is a few KB. */
export const MAX_GRAPHQL_BODY_BYTES = 64 * 1024;

/** Armor errors carry this message; `translateLimitErrors` replaces it with the caller's language. */
const LIMIT_MARKER = 'cursalia:query-limit';

export function armorPlugin(): Plugin<GraphQLContext> {
  const common = { exposeLimits: false, errorMessage: LIMIT_MARKER } as const;
  return EnvelopArmorPlugin({
    maxDepth: { n: QUERY_LIMITS.maxDepth, ...common, flattenFragments: true },
    maxAliases: { n: QUERY_LIMITS.maxAliases, ...common },
    maxTokens: { n: QUERY_LIMITS.maxTokens, ...common },
    maxDirectives: { n: QUERY_LIMITS.maxDirectives, ...common },
    costLimit: { maxCost: QUERY_LIMITS.maxCost, ...common },
    // "Did you mean …?" hints map the schema for an attacker; keep them in development only.
    blockFieldSuggestion: { enabled: serverEnv().production },
  }) as Plugin<GraphQLContext>;
}

function isLimitError(error: unknown): boolean {
  return typeof (error as { message?: unknown })?.message === 'string' && (error as { message: string }).message.includes(LIMIT_MARKER);
}

/**
 * The result step of the plugins that swap a marker error for a translated one (query limits,
 * parse failures, one search per operation): on a single result, every error `isMarked`
 * recognises becomes `translated(error, t)` in the caller's language; the others stay.
 */
export function replaceMarkedErrors(
  isMarked: (error: unknown) => boolean,
  translated: (error: GraphQLError, t: ErrorTranslator) => GraphQLError,
): NonNullable<Plugin<GraphQLContext>['onResultProcess']> {
  return ({ request, result, setResult }) => {
    if (Array.isArray(result) || !result || Symbol.asyncIterator in (result as object)) return;
    const single = result as ExecutionResult;
    if (!single.errors?.some(isMarked)) return;
    const t = requestTranslator(request);
    setResult({ ...single, errors: single.errors.map((e) => (isMarked(e) ? translated(e, t) : e)) });
  };
}

/**
 * Replaces the armor's marker message with a translated one (code QUERY_TOO_COMPLEX, status
 * 400). Armor refuses some documents while parsing and others while validating, so this runs on
 * the final result, where both kinds arrive.
 */
export const translateLimitErrors: Plugin<GraphQLContext> = {
  onResultProcess: replaceMarkedErrors(isLimitError, (_e, t) => protocolError(t, 'QUERY_TOO_COMPLEX', 'api.queryTooComplex')),
};

/** Parse failures carry this message until `translateParseErrors` replaces it. */
const PARSE_MARKER = 'cursalia:parse-failed';

function isParseMarker(error: unknown): boolean {
  return (error as { message?: unknown })?.message === PARSE_MARKER;
}

/** The parser's own words ("Syntax Error: Expected Name, found <EOF>."), kept for development. */
function parseDetail(error: unknown): string | undefined {
  const marker = (error as { originalError?: unknown })?.originalError ?? error;
  const cause = (marker as { cause?: unknown })?.cause;
  return typeof (cause as { message?: unknown })?.message === 'string' ? (cause as { message: string }).message : undefined;
}

/**
 * A document that does not parse — a syntax error (`{__typename`), U+0000, or the U+FFFD an
 * invalid UTF-8 byte became — is the caller's mistake: a translated 400 (code
 * GRAPHQL_PARSE_FAILED) in the usual `{ errors: [{ message, extensions: { code } }] }` shape
 * (issue 17 item 11).
 *
 * Why not leave it to yoga: GraphQL Armor's token limit replaces the parser with its own, built on
 * the CommonJS copy of graphql, while the production bundle gives yoga the ESM copy; yoga's
 * `instanceof GraphQLError` then fails and the syntax error was answered 500 with its raw
 * English message. So every parse failure is swapped here for a marker, and the marker for
 * the translated error on the final result, exactly as the limit errors above (the route
 * through that works whichever copy threw).
 */
export const translateParseErrors: Plugin<GraphQLContext> = {
  onParse: () => ({ result, replaceParseResult }) => {
    if (!(result instanceof Error) || isLimitError(result)) return;
    replaceParseResult(new Error(PARSE_MARKER, { cause: result }));
  },
  onResultProcess: replaceMarkedErrors(isParseMarker, (e, t) => {
    const detail = serverEnv().production ? undefined : parseDetail(e);
    return protocolError(t, 'GRAPHQL_PARSE_FAILED', 'api.invalidQuery', { extensions: detail ? { detail } : {} });
  }),
};

/**
 * graphql-yoga refuses a request it cannot read with its own English words and code
 * BAD_REQUEST: a body that is not JSON (with the JSON parser's message under `originalError`), no
 * `query`, a query that is not a string, a mutation by GET (405), a batch. Those become the API's
 * translated refusal with the same code and status; yoga's words stay under `detail` outside
 * production. Validation errors (GRAPHQL_VALIDATION_FAILED: an unknown field, a wrong variable)
 * keep the GraphQL spec's wording, which names the field at fault for the developer who wrote
 * the document; no client of the site sends one.
 */
function isYogaRequestError(error: unknown): boolean {
  return (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'BAD_REQUEST';
}

/** The message of the persisted-operations plugin's refusal of an unknown hash (./persisted-operations.ts). */
export const PERSISTED_QUERY_NOT_FOUND = 'PersistedQueryNotFound';

function requestErrorKey(error: GraphQLError, status: number | undefined): string {
  if (status === 405) return 'api.methodNotAllowed';
  if (error.message === PERSISTED_QUERY_NOT_FOUND) return 'api.unknownOperation';
  return error.message.startsWith('POST body sent invalid JSON') ? 'api.invalidJson' : 'api.badRequest';
}

export const translateRequestErrors: Plugin<GraphQLContext> = {
  onResultProcess: replaceMarkedErrors(isYogaRequestError, (e, t) => {
    const http = (e.extensions as { http?: { status?: number } }).http;
    const detail = serverEnv().production ? {} : { detail: e.message };
    return protocolError(t, 'BAD_REQUEST', requestErrorKey(e, http?.status), { extensions: { ...(http ? { http } : {}), ...detail } });
  }),
};

/** Introspection stays available in development (codegen, GraphiQL) and is off in production. */
export function introspectionPlugins(): Plugin<GraphQLContext>[] {
  return serverEnv().production ? [disableIntrospection() as Plugin<GraphQLContext>] : [];
}

/**
 * Refuses bodies over MAX_GRAPHQL_BODY_BYTES before anything parses them (413: by
 * Content-Length when given, else by streaming at most one chunk past the limit) and bodies
 * that do not arrive within the body read timeout (408, issue 17 item 10). Returns the request
 * to handle (re-built from the bytes read) or the refusal; bytes that are not UTF-8 get a translated 400.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method !== 'POST' || !request.body) return request;
  const body = await readBoundedBody(request, { maxBytes: MAX_GRAPHQL_BODY_BYTES });
  if (body.ok) {
    // JSON and GraphQL bodies are UTF-8 (RFC 8259): invalid bytes would silently become U+FFFD (issue 17 item 11).
    if (!isUtf8(body.bytes)) return errorsResponse(requestTranslator(request), 'BAD_REQUEST', 'api.invalidEncoding');
    return new Request(request.url, { method: request.method, headers: request.headers, body: body.bytes });
  }
  const refusal = bodyRefusal(body.reason);
  return errorsResponse(requestTranslator(request), refusal.code, refusal.key);
}

/**
 * graphql-yoga JSON-parses the `variables` and `extensions` of a GET query string or of a
 * form-encoded POST body without catching, so a malformed one answered 500 (found by
 * tests/integration/fuzz.test.ts). Refuse them first with a translated 400, as for a bad JSON body.
 */
export async function refuseMalformedParams(request: Request): Promise<Response | null> {
  let params: URLSearchParams | null = null;
  if (request.method === 'GET') params = new URL(request.url).searchParams;
  else if (request.method === 'POST' && /^application\/x-www-form-urlencoded\s*(;|,|$)/i.test(request.headers.get('content-type') ?? '')) {
    params = new URLSearchParams(await request.clone().text());
  }
  if (!params) return null;
  for (const name of ['variables', 'extensions']) {
    const value = params.get(name);
    if (!value) continue;
    try {
      JSON.parse(value);
    } catch {
      return errorsResponse(requestTranslator(request), 'BAD_REQUEST', 'api.invalidJson');
    }
  }
  return null;
}
