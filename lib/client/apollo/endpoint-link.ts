import { ApolloLink } from '@apollo/client';
import { throwError } from 'rxjs';
import { CURRENT_USER_PATH } from '@/graphql/endpoints';
import { configuredApiBase, normalizeBase, resolveCurrentUserUrl, resolveEndpointUrl } from './endpoint-url';
import './context';

export { UnknownClientNameError, joinApiUrl, resolveCurrentUserUrl, resolveEndpointUrl } from './endpoint-url';

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
