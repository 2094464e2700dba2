import type { ComponentType } from 'react';

/**
 * A lazy chunk loader whose component comes wrapped in WithIntl (issue 14): an island that
 * translates with next-intl loads next-intl's runtime with itself, on first use, never with the
 * page. The wrapped component is made once per loader (so React keeps its state); a failed load
 * is retried on the next call. withMuiChunk (and so withApolloChunk) does this too.
 */
export function withIntlChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  let chunk: Promise<{ default: ComponentType<P> }> | null = null;
  return () => {
    chunk ??= Promise.all([load(), import('./WithIntl')]).then(([module, { withIntl }]) => ({ default: withIntl(module.default) }));
    chunk.catch(() => {
      chunk = null;
    });
    return chunk;
  };
}
