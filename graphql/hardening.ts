import 'server-only';
import { EnvelopArmorPlugin } from '@escape.tech/graphql-armor';
import { useDisableIntrospection as disableIntrospection } from '@graphql-yoga/plugin-disable-introspection';
import { GraphQLError, type ExecutionResult } from 'graphql';
import type { Plugin } from 'graphql-yoga';
import type { GraphQLContext } from './context';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { readCookie } from '@/lib/server/http/cookies';
import { errorTranslator } from '@/lib/server/i18n/server-messages';

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
    blockFieldSuggestion: { enabled: process.env.NODE_ENV === 'production' },
  }) as Plugin<GraphQLContext>;
}

function translatorFor(request: Request) {
  return errorTranslator(
    negotiateLocale({ header: request.headers.get('x-locale'), cookie: readCookie(request.headers.get('cookie'), 'NEXT_LOCALE'), acceptLanguage: request.headers.get('accept-language') }),
  );
}

function isLimitError(error: unknown): boolean {
  return typeof (error as { message?: unknown })?.message === 'string' && (error as { message: string }).message.includes(LIMIT_MARKER);
}

/**
 * Replaces the armor's marker message with a translated one (code QUERY_TOO_COMPLEX, status
 * 400). Armor refuses some documents while parsing and others while validating, so this runs on
 * the final result, where both kinds arrive.
 */
export const translateLimitErrors: Plugin<GraphQLContext> = {
  onResultProcess: ({ request, result, setResult }) => {
    if (Array.isArray(result) || !result || Symbol.asyncIterator in (result as object)) return;
    const single = result as ExecutionResult;
    if (!single.errors?.some(isLimitError)) return;
    const t = translatorFor(request);
    setResult({
      ...single,
      errors: single.errors.map((e) => (isLimitError(e) ? new GraphQLError(t('api.queryTooComplex'), { extensions: { code: 'QUERY_TOO_COMPLEX', http: { status: 400 } } }) : e)),
    });
  },
};

/** Introspection stays available in development (codegen, GraphiQL) and is off in production. */
export function introspectionPlugins(): Plugin<GraphQLContext>[] {
  return process.env.NODE_ENV === 'production' ? [disableIntrospection() as Plugin<GraphQLContext>] : [];
}

function tooLarge(request: Request): Response {
  const t = translatorFor(request);
  return Response.json({ errors: [{ message: t('api.bodyTooLarge'), extensions: { code: 'PAYLOAD_TOO_LARGE' } }] }, { status: 413 });
}

/**
 * Refuses bodies over MAX_GRAPHQL_BODY_BYTES before anything parses them: by Content-Length
 * when given, else by reading at most one byte more than the limit (chunked uploads).
 * Returns the request to handle (re-built from the bytes read) or the 413 response.
 */
export async function limitBody(request: Request): Promise<Request | Response> {
  if (request.method !== 'POST' || !request.body) return request;
  const declared = Number(request.headers.get('content-length') ?? NaN);
  if (Number.isFinite(declared) && declared > MAX_GRAPHQL_BODY_BYTES) return tooLarge(request);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_GRAPHQL_BODY_BYTES) {
      await reader.cancel().catch(() => undefined);
      return tooLarge(request);
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    body.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new Request(request.url, { method: request.method, headers: request.headers, body });
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
      return Response.json({ errors: [{ message: translatorFor(request)('api.invalidJson'), extensions: { code: 'BAD_REQUEST' } }] }, { status: 400 });
    }
  }
  return null;
}
