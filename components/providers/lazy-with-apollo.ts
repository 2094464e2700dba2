import type { ComponentType } from 'react';

/**
 * A lazy chunk loader whose component comes wrapped in WithApollo (issue 14): the island and
 * Apollo load together, on first use, never with the page. The wrapped component is made once
 * per loader (so React keeps its state); a failed load is retried on the next call.
 */
export function withApolloChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  let chunk: Promise<{ default: ComponentType<P> }> | null = null;
  return () => {
    chunk ??= Promise.all([load(), import('./WithApollo')]).then(([module, { withApollo }]) => ({ default: withApollo(module.default) }));
    chunk.catch(() => {
      chunk = null;
    });
    return chunk;
  };
}
