'use client';

import type { ApolloClient } from '@apollo/client';
import { ApolloProvider as BaseApolloProvider } from '@apollo/client/react';
import { useState, type ReactNode } from 'react';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { CURRENT_USER_METHOD } from '@/lib/client/graphql-request/get-request';

/** Serializable options (this component is rendered from server components). */
export interface ApolloProviderProps {
  children: ReactNode;
  /** API base URL; default `NEXT_PUBLIC_API_URL`, else same-origin paths. */
  apiBase?: string;
  /** Send the current-user query as GET (spec §7); default: the configured CURRENT_USER_METHOD. */
  useGETForCurrentUser?: boolean;
  /** Path of the current-user query (default `/graphql`). */
  currentUserPath?: string;
}

let browserClient: ApolloClient | undefined;

function getClient(props: Omit<ApolloProviderProps, 'children'>): ApolloClient {
  const options = {
    apiBase: props.apiBase,
    useGETForCurrentUser: props.useGETForCurrentUser ?? CURRENT_USER_METHOD === 'GET',
    currentUserPath: props.currentUserPath,
  };
  // Server render: a fresh client per request, so no data leaks between users.
  if (typeof window === 'undefined') return makeApolloClient({ ...options, ssrMode: true });
  // Browser: one client (and cache) for the page's lifetime, even if the provider remounts.
  browserClient ??= makeApolloClient(options);
  return browserClient;
}

/** The browser's one Apollo client (created on first use), for code outside React (lazy cart actions). */
export function getBrowserApolloClient(): ApolloClient {
  return getClient({});
}

/** Provides the app's Apollo client to client components. */
export function ApolloProvider({ children, ...props }: ApolloProviderProps) {
  const [client] = useState(() => getClient(props));
  return <BaseApolloProvider client={client}>{children}</BaseApolloProvider>;
}
