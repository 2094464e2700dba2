import 'server-only';
import { createSchema, createYoga, type Plugin } from 'graphql-yoga';
import { getOperationAST, GraphQLError, type ExecutionResult } from 'graphql';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_MAX_AGE_SECONDS, csrfTokensMatch, isWellFormedCsrfToken, newCsrfToken } from '@/lib/security/csrf';
import { getDb } from '@/lib/server/db/client';
import { accountExists } from '@/lib/server/services/accounts';
import { cookieSecure, readCookie, serializeCookie } from '@/lib/server/http/cookies';
import { negotiateLocale } from '@/lib/i18n/negotiate-locale';
import { errorTranslator } from '@/lib/server/i18n/server-messages';
import { extractSessionToken, SESSION_COOKIE, verifySessionToken } from '@/lib/server/auth/session-token';
import type { GraphQLContext } from './context';
import { endpointPath, modulesOf, type EndpointName } from './endpoint-modules';
import { loadModule } from './modules/registry';
import { isExpectedError, isDatabaseUnavailable } from './error-classes';
import { armorPlugin, introspectionPlugins, limitBody, refuseMalformedParams, translateLimitErrors } from './hardening';

// Set-Cookie headers queued by resolvers, keyed by the request they answer.
const pendingCookies = new WeakMap<Request, string[]>();

function buildContext(request: Request, endpoint: EndpointName): GraphQLContext {
  const cookieHeader = request.headers.get('cookie');
  const locale = negotiateLocale({
    header: request.headers.get('x-locale'),
    cookie: readCookie(cookieHeader, 'NEXT_LOCALE'),
    acceptLanguage: request.headers.get('accept-language'),
  });
  const country = (request.headers.get('country') || readCookie(cookieHeader, 'country') || '').trim().toLowerCase();
  let viewer: Promise<number | null> | undefined;
  return {
    request,
    endpoint,
    locale,
    country: /^[a-z]{2}$/.test(country) ? country : null,
    t: errorTranslator(locale),
    db: getDb,
    viewerId: () => {
      viewer ??= (async () => {
        const token = extractSessionToken(request, readCookie(cookieHeader, SESSION_COOKIE));
        const id = token ? await verifySessionToken(token) : null;
        if (id === null) return null;
        // A valid signature is not enough: the account must still exist (a deleted user's
        // token is signed out, tests/integration/authorization-matrix.test.ts AUTHZ_LONG).
        return (await accountExists(await getDb(), id)) ? id : null;
      })();
      return viewer;
    },
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
    setResultAndStopExecution({
      errors: [new GraphQLError(ctx.t('api.csrfFailed'), { extensions: { code: 'CSRF_FAILED', http: { status: 403 } } })],
    });
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
  const production = process.env.NODE_ENV === 'production';
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
              code: unavailable ? 'SERVICE_UNAVAILABLE' : 'INTERNAL_SERVER_ERROR',
              ...(production ? {} : { detail: error.originalError?.message ?? error.message }),
            },
          });
        });
        setResult({ ...single, errors });
      },
    }),
  };
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
    graphiql: process.env.NODE_ENV !== 'production',
    logging: process.env.NODE_ENV === 'production' ? 'error' : 'warn',
    context: ({ request }) => buildContext(request, endpoint),
    // Batched requests (a JSON array of operations) are refused: no client of ours sends them.
    batching: false,
    plugins: [armorPlugin(), translateLimitErrors, ...introspectionPlugins(), csrfPlugin, translatedErrorMaskingPlugin(endpoint), responseCookiesPlugin],
  });
  const handler = async (request: Request): Promise<Response> => {
    const limited = await limitBody(request);
    if (limited instanceof Response) return limited;
    return (await refuseMalformedParams(limited)) ?? yoga.handleRequest(limited, {} as Record<string, never>);
  };
  handlers.set(endpoint, handler);
  return handler;
}
