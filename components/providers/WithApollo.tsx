'use client';

import { useContext, type ComponentType, type ReactNode } from 'react';
import { getApolloContext } from '@apollo/client/react';
import { ApolloProvider } from './ApolloProvider';
import { wrappedIsland } from './wrapped-island';

/**
 * Apollo for one island (issue 14): the root layout no longer provides Apollo, so each island
 * that queries with it (auth dialog, cart and checkout, notifications, search, saved courses,
 * agenda actions, course preview, chat, phone dialog) and each private page wraps itself in
 * this, imported with the island's lazy chunk. Every wrapper shares the browser's one client
 * (ApolloProvider's singleton), so the cache is shared across islands; inside a client that is
 * already provided (a private page's wrapper, a test's) it adds nothing.
 */
export function WithApollo({ children }: { children: ReactNode }) {
  const outer = useContext(getApolloContext()).client;
  if (outer) return <>{children}</>;
  return <ApolloProvider>{children}</ApolloProvider>;
}

/** `Component` inside WithApollo (for lazy chunks: components/providers/lazy-with-apollo.ts). */
export function withApollo<P extends object>(Component: ComponentType<P>): ComponentType<P> {
  return wrappedIsland(WithApollo, 'WithApollo', Component);
}
