'use client';

import chip from '@/components/course/Chip.module.css';
import { agendaBadge } from '@/lib/domain/agenda/card-state';
import { isPremium } from '@/lib/domain/roles';
import { useCurrentUserValue, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import type { AgendaCardLabels } from './agenda-card-labels';
import styles from './AgendaCardActions.module.css';

function premiumOf(state: CurrentUserState): boolean {
  return state.status === 'authenticated' && isPremium(state.user);
}

/** The pre-sale badge: 'Próximamente' for premium members, otherwise 'Preventa' (spec §4, §6). */
export function AgendaBadge({ preSale, labels, rebranded = false }: { preSale: boolean; labels: Pick<AgendaCardLabels, 'preSale' | 'comingSoon'>; rebranded?: boolean }) {
  const premium = useCurrentUserValue(premiumOf);
  const badge = agendaBadge({ preSale, premium });
  if (badge === null) return null;
  return (
    <span className={[chip.chip, rebranded ? chip.primary : chip.secondary, styles.badge, rebranded ? styles.rebrandedBadge : null].filter(Boolean).join(' ')}>
      {badge === 'comingSoon' ? labels.comingSoon : labels.preSale}
    </span>
  );
}

