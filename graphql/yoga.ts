import 'server-only';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_MAX_AGE_SECONDS, csrfTokensMatch, isWellFormedCsrfToken, newCsrfToken } from '@/lib/server/security/csrf';
import { getDb } from '@/lib/server/db/client';
import { cookieSecure, readCookie, serializeCookie } from '@/lib/server/http/cookies';
import { errorTranslator, requestLocale } from '@/lib/server/i18n/server-messages';
import { extractSessionToken, SESSION_COOKIE } from '@/lib/server/auth/session-token';
import { currentSession } from '@/lib/server/auth/session-standing';
import type { SessionClaims } from '@/lib/server/auth/session-rules';
import type { GraphQLContext } from './context';
import { endpointPath, modulesOf, type EndpointName } from './endpoint-modules';
import { loadModule } from './modules/registry';
import { isExpectedError, isDatabaseUnavailable } from './error-classes';
import { corsOptions, varyByOrigin } from './cors';
import { armorPlugin, introspectionPlugins, limitBody, refuseMalformedParams, translateLimitErrors, translateParseErrors, translateRequestErrors } from './hardening';
import { protocolError } from './errors';
import type { ErrorCode } from '@/lib/domain/errors/error-codes';
import { oncePerOperationPlugin } from './search-limits';
import { persistedOperationsPlugin } from './persisted-operations';
import { serverEnv } from '@/lib/server/env';

// Set-Cookie headers queued by resolvers, keyed by the request they answer.
const pendingCookies = new WeakMap<Request, string[]>();

function buildContext(request: Request, endpoint: EndpointName): GraphQLContext {
  const cookieHeader = request.headers.get('cookie');
  const locale = requestLocale(request);
  const country = (request.headers.get('country') || readCookie(cookieHeader, 'country') || '').trim().toLowerCase();
  let session: Promise<SessionClaims | null> | undefined;
  // The session cookie wins over an Authorization header; a current_token in the URL is no
  // credential here. The token must still be current: its account exists, it was not revoked
  // and it carries the account's session version (lib/server/auth/session-rules.ts, issue 17).
  const readSession = () =>
    (session ??= (async () => {
      const token = extractSessionToken(request, readCookie(cookieHeader, SESSION_COOKIE));
      return token ? currentSession(await getDb(), token) : null;
    })());
  return {
    request,
    endpoint,
    locale,
    country: /^[a-z]{2}$/.test(country) ? country : null,
    t: errorTranslator(locale),
    db: getDb,
    session: readSession,
    viewerId: async () => (await readSession())?.userId ?? null,
    setCookie: (serialized) => {
      const list = pendingCookies.get(request) ?? [];
      list.push(serialized);
      pendingCookies.set(request, list);
    },
  };
}

const responseCookiesPlugin: Plugin = {
  onResponse: ({ request, response }) => {
    for (const cookie of pendingCookies.get(request) ?? []) response.headers.append('set-cookie', cookie);
    pendingCookies.delete(request);
    // API-only clients get their CSRF token from their first response (pages get it in proxy.ts).
    if (!isWellFormedCsrfToken(readCookie(request.headers.get('cookie'), CSRF_COOKIE))) {
      response.headers.append(
        'set-cookie',
        serializeCookie({ name: CSRF_COOKIE, value: newCsrfToken(), path: '/', sameSite: 'lax', maxAge: CSRF_MAX_AGE_SECONDS, secure: cookieSecure() }),
      );
    }
  },
};

/** Every mutation on every endpoint must echo the csrftoken cookie in X-CSRFToken (issue 3). */
const csrfPlugin: Plugin<GraphQLContext> = {
  onExecute: ({ args, setResultAndStopExecution }) => {
    const operation = getOperationAST(args.document, args.operationName ?? undefined);
    if (operation?.operation !== 'mutation') return;
    const ctx = args.contextValue as GraphQLContext;
    const cookie = readCookie(ctx.request.headers.get('cookie'), CSRF_COOKIE);
    if (csrfTokensMatch(cookie, ctx.request.headers.get(CSRF_HEADER))) return;
    setResultAndStopExecution({ errors: [protocolError(ctx.t, 'CSRF_FAILED', 'api.csrfFailed')] });
  },
};

function describe(error: GraphQLError): string {
  const location = error.locations?.map((l) => `${l.line}:${l.column}`).join(', ') ?? '-';
  return `[GraphQL error]: Message: ${error.message}, Location: ${location}, Path: ${error.path?.join('.') ?? '-'}`;
}

/**
 * Logs every error with message, locations and path, and replaces unexpected ones with a
 * translated message: no stack trace or internal detail reaches a client in production.
 */
function translatedErrorMaskingPlugin(endpoint: EndpointName): Plugin<GraphQLContext> {
  const production = serverEnv().production;
  return {
    onExecute: () => ({
      onExecuteDone: ({ result, setResult, args }) => {
        if (Symbol.asyncIterator in (result as object)) return;
        const single = result as ExecutionResult;
        if (!single.errors?.length) return;
        const ctx = args.contextValue as GraphQLContext;
        const errors = single.errors.map((error) => {
          if (isExpectedError(error)) return error;
          console.error(`[graphql:${endpoint}]`, describe(error), error.originalError ?? '');
          const unavailable = isDatabaseUnavailable(error.originalError);
          return new GraphQLError(ctx.t(unavailable ? 'api.databaseUnavailable' : 'api.unexpected'), {
            nodes: error.nodes,
            path: error.path,
            extensions: {
              code: (unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR') satisfies ErrorCode,
              ...(production ? {} : { detail: error.originalError?.message ?? error.message }),
            },
          });
        });
        setResult({ ...single, errors });
      },
    }),
  };
}

/**
 * Every answer is one caller's (the session decides `me`, the cart, the flags), and queries may
 * come by GET (yoga runs queries from the query string; the current user's may use it, spec §7),
 * so no shared or browser cache may keep one. Mutations by GET never run: yoga answers 405.
 */
export const GRAPHQL_CACHE_CONTROL = 'private, no-store';

function privateAnswer(response: Response): Response {
  response.headers.set('cache-control', GRAPHQL_CACHE_CONTROL);
  return response;
}

const handlers = new Map<EndpointName, (request: Request) => Promise<Response>>();

/** The route handler for one endpoint: its schema is composed from the modules it serves. */
export function graphqlRoute(endpoint: EndpointName): (request: Request) => Promise<Response> {
  const existing = handlers.get(endpoint);
  if (existing) return existing;
  const modules = modulesOf(endpoint).map(loadModule);
  const schema = createSchema<GraphQLContext>({ typeDefs: modules.map((m) => m.typeDefs), resolvers: modules.map((m) => m.resolvers) as never });
  const yoga = createYoga<Record<string, never>, GraphQLContext>({
    schema: schema as never,
    // Accept the path with or without its trailing slash (Next does not redirect API routes).
    graphqlEndpoint: `${endpointPath(endpoint).replace(/\/$/, '')}{/}?`,
    fetchAPI: { Response },
    maskedErrors: false,
    landingPage: false,
    graphiql: !serverEnv().production,
    logging: serverEnv().production ? 'error' : 'warn',
    context: ({ request }) => buildContext(request, endpoint),
    // Only the site's own origin(s) may read answers cross-origin (issue 17 item 5, ./cors.ts).
    cors: corsOptions,
    // Batched requests (a JSON array of operations) are refused: no client of ours sends them.
    batching: false,
    plugins: [persistedOperationsPlugin(), armorPlugin(), translateLimitErrors, translateParseErrors, translateRequestErrors, oncePerOperationPlugin, ...introspectionPlugins(), csrfPlugin, translatedErrorMaskingPlugin(endpoint), responseCookiesPlugin, varyByOrigin],
  });
  const answer = async (request: Request): Promise<Response> => {
    const limited = await limitBody(request);
    if (limited instanceof Response) return limited;
    return (await refuseMalformedParams(limited)) ?? yoga.handleRequest(limited, {} as Record<string, never>);
  };
  const handler = async (request: Request): Promise<Response> => privateAnswer(await answer(request));
  handlers.set(endpoint, handler);
  return handler;
}
