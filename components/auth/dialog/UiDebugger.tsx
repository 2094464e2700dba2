'use client';

import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { studentType } from '@/lib/roles';
import { readItem } from '@/lib/session/browser-storage';
import { UI_DEBUG_FLAG_KEY } from '@/lib/session/keys';
import { useCurrentUser } from '@/lib/stores/current-user-store';
import { MUI_BREAKPOINT_VALUES, type BreakpointKey } from '@/lib/theme/breakpoints';
import styles from './UiDebugger.module.css';

/** Ctrl+Shift+4 (the '4' key whatever the layout prints with Shift). */
export function isUiDebuggerShortcut(event: Pick<KeyboardEvent, 'ctrlKey' | 'shiftKey' | 'altKey' | 'metaKey' | 'code' | 'key'>): boolean {
  return event.ctrlKey && event.shiftKey && !event.altKey && !event.metaKey && (event.code === 'Digit4' || event.key === '4' || event.key === '$');
}

/** The MUI breakpoint a viewport width falls in (xs below 768, sm, md from 1024, lg from 1366, xl from 1920). */
export function breakpointForWidth(width: number): BreakpointKey {
  const order: BreakpointKey[] = ['xl', 'lg', 'md', 'sm'];
  return order.find((key) => width >= MUI_BREAKPOINT_VALUES[key]) ?? 'xs';
}

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

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

function UiDebuggerPanel() {
  const t = useTranslations('common.uiDebugger');
  const width = useSyncExternalStore(subscribeResize, () => window.innerWidth, () => 0);
  const userState = useCurrentUser();
  const type = studentType(userState.user, { loading: userState.status === 'loading', error: userState.status === 'error' }) ?? '—';
  const rows: Array<[string, string]> = [
    [t('breakpoint'), breakpointForWidth(width)],
    [t('width'), `${width} px`],
    [t('userType'), type],
    [t('status'), userState.status],
  ];
  return (
    <div role="region" aria-label={t('title')} className={styles.panel}>
      <p className={styles.title}>{t('title')}</p>
      <dl className={styles.rows}>
        {rows.map(([label, value]) => (
          <div key={label} style={{ display: 'contents' }}>
            <dt>{label}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.hint}>{t('hint')}</p>
    </div>
  );
}
