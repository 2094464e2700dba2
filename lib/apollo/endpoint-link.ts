import { ApolloLink } from '@apollo/client';
import { throwError } from 'rxjs';
import { CURRENT_USER_PATH, DEFAULT_CLIENT_NAME, endpoints, isClientName } from '@/graphql/endpoints';
import './context';

/** Thrown (through the link chain) for a `clientName` that is not one of spec §7. */
export class UnknownClientNameError extends Error {
  readonly clientName: unknown;

  constructor(clientName: unknown) {
    super(`Unknown GraphQL client name: ${JSON.stringify(clientName)}`);
    this.name = 'UnknownClientNameError';
    this.clientName = clientName;
  }
}

/** The configured API base URL (`NEXT_PUBLIC_API_URL`), or undefined for same-origin paths. */
export function configuredApiBase(): string | undefined {
  // Written out literally so that Next.js inlines it into the browser bundle.
  return normalizeBase(process.env.NEXT_PUBLIC_API_URL);
}

function normalizeBase(apiBase: string | null | undefined): string | undefined {
  const trimmed = apiBase?.trim();
  return trimmed ? trimmed : undefined;
}

/** `path` on `apiBase` (which may carry a path prefix); `path` alone when there is no base. */
export function joinApiUrl(path: string, apiBase?: string | null): string {
  const base = normalizeBase(apiBase);
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/**
 * The URL for a client name (spec §7): its path, on the API base when one is configured.
 * Throws `UnknownClientNameError` for a name that is not in `graphql/endpoints.ts`.
 */
export function resolveEndpointUrl(clientName: string | null | undefined, apiBase?: string | null): string {
  const name = clientName ?? DEFAULT_CLIENT_NAME;
  if (!isClientName(name)) throw new UnknownClientNameError(clientName);
  return joinApiUrl(endpoints[name].path, apiBase);
}

/** The URL of the current-user query: `/graphql` by default, on the API base when configured. */
export function resolveCurrentUserUrl(apiBase?: string | null, currentUserPath: string = CURRENT_USER_PATH): string {
  return joinApiUrl(currentUserPath, apiBase);
}

export interface EndpointLinkOptions {
  /** API base URL; `undefined` reads `NEXT_PUBLIC_API_URL`, `null` forces same-origin paths. */
  apiBase?: string | null;
  /** Path of the current-user query (default `/graphql`). */
  currentUserPath?: string;
  /** Send the current-user query as GET (spec §7: "may use GET when that option is set"). */
  useGETForCurrentUser?: boolean;
}

/**
 * Sets the request `uri` from the operation context: `currentUser: true` → the current-user
 * path; otherwise `clientName` (default 'default') → its endpoint. An explicit `uri` in the
 * context wins. An unknown client name fails the operation before any request is sent.
 */
export function createEndpointLink(options: EndpointLinkOptions = {}): ApolloLink {
  const apiBase = options.apiBase === undefined ? configuredApiBase() : normalizeBase(options.apiBase);
  const currentUserPath = options.currentUserPath ?? CURRENT_USER_PATH;

  return new ApolloLink((operation, forward) => {
    const context = operation.getContext();
    if (context.uri) return forward(operation);

    if (context.currentUser) {
      const useGET = options.useGETForCurrentUser === true && operation.operationType === 'query';
      operation.setContext({
        uri: resolveCurrentUserUrl(apiBase, currentUserPath),
        ...(useGET ? { fetchOptions: { ...context.fetchOptions, method: 'GET' } } : {}),
      });
      return forward(operation);
    }

    let uri: string;
    try {
      uri = resolveEndpointUrl(context.clientName, apiBase);
    } catch (error) {
      return throwError(() => error);
    }
    operation.setContext({ uri });
    return forward(operation);
  });
}
