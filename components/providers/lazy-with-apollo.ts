import type { ComponentType } from 'react';

/**
 * A lazy chunk loader whose component comes wrapped in WithApollo and WithMui (issue 14): the
 * island, Apollo and MUI's theme load together, on first use, never with the page (every island
 * that queries with Apollo renders MUI). The wrapped component is made once
 * per loader (so React keeps its state); a failed load is retried on the next call.
 */
export function withApolloChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  let chunk: Promise<{ default: ComponentType<P> }> | null = null;
  return () => {
    chunk ??= Promise.all([load(), import('./WithApollo'), import('./WithMui')]).then(([module, { withApollo }, { withMui }]) => ({ default: withMui(withApollo(module.default)) }));
    chunk.catch(() => {
      chunk = null;
    });
    return chunk;
  };
}
