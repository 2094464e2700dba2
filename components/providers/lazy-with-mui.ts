import type { ComponentType } from 'react';

/**
 * A lazy chunk loader whose component comes wrapped in WithMui (issue 14): an island that
 * renders MUI (a dialog, a drawer, a snackbar) loads MUI's theme with itself, on first use,
 * never with the page; and next-intl's provider (components/i18n/WithIntl.tsx), which these
 * islands translate with and the first load does without. The wrapped component is made once per loader (so React keeps its
 * state); a failed load is retried on the next call.
 */
export function withMuiChunk<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): () => Promise<{ default: ComponentType<P> }> {
  let chunk: Promise<{ default: ComponentType<P> }> | null = null;
  return () => {
    chunk ??= Promise.all([load(), import('./WithMui'), import('@/components/i18n/WithIntl')]).then(([module, { withMui }, { withIntl }]) => ({
      default: withMui(withIntl(module.default)),
    }));
    chunk.catch(() => {
      chunk = null;
    });
    return chunk;
  };
}
