'use client';

import { useState, useSyncExternalStore } from 'react';
import dynamic from 'next/dynamic';
import { checkStorageHealth, type StorageHealth } from '@/lib/client/session/browser-storage';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';

const noSubscribe = () => () => {};

/** MUI's dialog and the texts load only for a browser whose storage fails (issue 14: not in the first load). */
const StorageWarningScreen = dynamic(withMuiChunk(() => import('./StorageWarningScreen')), { ssr: false, loading: () => null });

/**
 * The storage warning screen (spec §2, §8): a full-screen notice when localStorage is
 * unavailable or full, checked once in the browser (the server and first render see 'ok').
 */
export function StorageWarning({ check = checkStorageHealth }: { check?: () => StorageHealth }) {
  const health = useSyncExternalStore(noSubscribe, check, () => 'ok' as StorageHealth);
  const [dismissed, setDismissed] = useState(false);
  if (health === 'ok' || dismissed) return null;
  return <StorageWarningScreen health={health} onDismiss={() => setDismissed(true)} />;
}
