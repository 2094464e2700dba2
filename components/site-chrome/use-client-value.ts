'use client';

import { useSyncExternalStore } from 'react';

const noSubscribe = () => () => {};

/**
 * A value read once in the browser after hydration; `serverValue` during server rendering and
 * hydration, so cached HTML and the first client render agree.
 */
export function useClientValue<T>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noSubscribe, read, () => serverValue);
}
