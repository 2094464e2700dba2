'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { withIntlChunk } from '@/components/i18n/lazy-with-intl';
import { readItem } from '@/lib/client/session/browser-storage';
import { UI_DEBUG_FLAG_KEY } from '@/lib/domain/session/keys';

/** Ctrl+Shift+4 (the '4' key whatever the layout prints with Shift). */
export function isUiDebuggerShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code' | 'key'>): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.code === 'Digit4' || event.key === '4' || event.key === '$');
}

// The overlay loads on its first toggle (issue 14): a developer's tool, not in any first load.
const UiDebuggerPanel = dynamic(withIntlChunk<object>(() => import('./UiDebuggerPanel').then((m) => ({ default: m.UiDebuggerPanel }))), { ssr: false, loading: () => null });

/**
 * The UI debugger (spec §2): Ctrl+Shift+4 toggles a small overlay with the breakpoint, the
 * viewport width and the user type, only when localStorage 'cursalia.debug.ui' is 'true'.
 */
export function UiDebugger() {
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isUiDebuggerShortcut(event) || readItem(UI_DEBUG_FLAG_KEY) !== 'true') return;
      event.preventDefault();
      setVisible((v) => !v);
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);
  return visible ? <UiDebuggerPanel /> : null;
}

