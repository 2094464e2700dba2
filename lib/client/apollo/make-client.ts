import { ApolloClient, ApolloLink, HttpLink, InMemoryCache, type TypePolicies } from '@apollo/client';
import { createEndpointLink, type EndpointLinkOptions } from './endpoint-link';
import { createErrorLoggingLink, createSpecErrorLink, type ApolloLogger } from './errors';
import { createStatusCheckedFetch } from './fetch';
import { createHeadersLink, type HeadersLinkOptions } from './headers-link';
import { APP_VERSION } from '@/lib/domain/graphql/headers';
import { CLIENT_AWARENESS_NAME } from './client-awareness';
import { notificationsFieldPolicy } from '@/lib/client/notifications/cache-policy';

/** Cache type policies of the app. */
export const typePolicies: TypePolicies = {
  // AcademiesQuery (spec §7): a bucket's quantity depends on the query's catalogCategories, so
  // bucket counts stay inside the result that fetched them instead of being normalised by id
  // (one filter's counts would otherwise overwrite another's under cache-first).
  AcademyBucketCount: { keyFields: false },
  // MainMenuNotifications (spec §4/§7): pages merge into one list per is_readed filter.
  Query: { fields: { notifications: notificationsFieldPolicy } },
};

export interface MakeApolloClientOptions extends EndpointLinkOptions, HeadersLinkOptions {
  /** `fetch` to use (default: the global one, resolved per request). */
  fetch?: typeof fetch;
  /** Logger for GraphQL and network errors (default `console`). */
  logger?: ApolloLogger;
  /** True when the client renders on the server (SSR of client components). */
  ssrMode?: boolean;
  /** Extra type policies merged over `typePolicies`. */
  typePolicies?: TypePolicies;
}

/**
 * The link chain, outermost first:
 * error logging → spec error texts → endpoint (clientName → uri) → headers → HTTP.
 */
export function createAppLink(options: MakeApolloClientOptions = {}): ApolloLink {
  return ApolloLink.from([
    createErrorLoggingLink(options.logger),
    createSpecErrorLink(),
    createEndpointLink(options),
    createHeadersLink(options),
    new HttpLink({
      fetch: createStatusCheckedFetch(options.fetch),
      credentials: 'include',
      fetchOptions: { method: 'POST' },
    }),
  ]);
}

/** The app's one Apollo client: InMemoryCache plus the link chain of `createAppLink`. */
export function makeApolloClient(options: MakeApolloClientOptions = {}): ApolloClient {
  return new ApolloClient({
    link: createAppLink(options),
    cache: new InMemoryCache({ typePolicies: { ...typePolicies, ...options.typePolicies } }),
    ssrMode: options.ssrMode ?? typeof window === 'undefined',
    clientAwareness: { name: CLIENT_AWARENESS_NAME, version: options.appVersion ?? APP_VERSION },
  });
}
