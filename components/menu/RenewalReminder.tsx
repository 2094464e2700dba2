'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import { Link } from '@/components/ui/LocalizedLink';
import { SPEC_ROUTES } from '@/lib/domain/paths/spec-routes';
import { renewalReminderDays } from '@/lib/domain/menu/menu-rules';
import type { CurrentUser } from '@/lib/client/stores/current-user-store';
import styles from './Menu.module.css';

const noSubscription = () => () => {};

/**
 * Spec §2 "A membership renewal reminder showing remaining days": 'Tu membresía vence en 5
 * días · Renovar', linking to the renewal landing. The days come from me.membership.expireDate
 * and today's date, read after mount (the server render never knows the user).
 */
export function RenewalReminder({ membership, className, compact = false }: { membership: CurrentUser['membership']; className?: string; compact?: boolean }) {
  const t = useTranslations('menu.renewal');
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const days = mounted ? renewalReminderDays(membership, new Date()) : null;
  if (days === null) return null;
  return (
    <Link href={SPEC_ROUTES.renewal} data-renewal-days={days} className={className ? `${styles.renewal} ${className}` : styles.renewal}>
      <Icon name="eventBusy" size={20} />
      <span>{t('reminder', { days })}</span>
      {compact ? null : <span className={styles.renewalCta}>{t('cta')}</span>}
    </Link>
  );
}
