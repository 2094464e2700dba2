import type { ComponentType } from 'react';
import { withMuiChunk } from './lazy-with-mui';

/**
 * A lazy chunk loader whose component comes wrapped in WithApollo and WithMui (issue 14): the
 * island, Apollo and MUI's theme load together, on first use, never with the page (every island
 * that queries with Apollo renders MUI). withMuiChunk makes the wrapped component once per
 * loader (so React keeps its state) and retries a failed load on the next call.
 */
export function withApolloChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  return withMuiChunk(() => Promise.all([load(), import('./WithApollo')]).then(([module, { withApollo }]) => ({ default: withApollo(module.default) })));
}
