'use client';

import { useSyncExternalStore } from 'react';
import { safeNextPath } from '@/lib/domain/paths/next-path';

const subscribe = () => () => {};

/**
 * The page's `next` query parameter when it is a same-site path (else null), read in the
 * browser so the auth pages stay static (the server snapshot is null).
 */
export function useNextParam(): string | null {
  const search = useSyncExternalStore(
    subscribe,
    () => window.location.search,
    () => '',
  );
  return safeNextPath(new URLSearchParams(search).get('next'));
}
