'use client';

import { useCallback, useState } from 'react';

type BarPanelModule = typeof import('./MenuBarPanel');

let loaded: BarPanelModule | null = null;
let pending: Promise<BarPanelModule> | null = null;

/** The bar panels' chunk, fetched once; a failed fetch is retried on the next call. */
export function loadBarPanels(): Promise<BarPanelModule> {
  pending ??= import('./MenuBarPanel').then(
    (module) => (loaded = module),
    (error: unknown) => {
      pending = null;
      throw error;
    },
  );
  return pending;
}

/**
 * `[Panel, ensure]`: the bar's panel component once its chunk is here (null before), and a
 * function that loads it and resolves when the component is in state. MenuDropdown awaits
 * `ensure` before it opens, so a panel never opens empty and the arrow keys find its links.
 */
export function useBarPanels(): [BarPanelModule['default'] | null, () => Promise<void>] {
  const [module, setModule] = useState<BarPanelModule | null>(loaded);
  const ensure = useCallback(
    () =>
      loadBarPanels().then(
        (m) => setModule(() => m),
        (error: unknown) => console.error('Error loading the menu panels', error),
      ),
    [],
  );
  return [module?.default ?? null, ensure];
}
