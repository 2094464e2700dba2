'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { studentType } from '@/lib/domain/roles';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { MUI_BREAKPOINT_VALUES, type BreakpointKey } from '@/lib/domain/theme/breakpoints';
import styles from './UiDebugger.module.css';

/** The MUI breakpoint a viewport width falls in (xs below 768, sm, md from 1024, lg from 1366, xl from 1920). */
export function breakpointForWidth(width: number): BreakpointKey {
  const order: BreakpointKey[] = ['xl', 'lg', 'md', 'sm'];
  return order.find((key) => width >= MUI_BREAKPOINT_VALUES[key]) ?? 'xs';
}

function subscribeResize(listener: () => void) {
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** The UI debugger's overlay (spec §2): breakpoint, viewport width, user type and session status. */
export function UiDebuggerPanel() {
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
