'use client';

import { useState } from 'react';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { LinkButton } from '@/components/catalogue/LinkButton';
import chip from '@/components/course/Chip.module.css';
import { Icon } from '@/components/ui/Icon';
import a11y from '@/components/ui/a11y.module.css';
import { agendaBadge, agendaCardState } from '@/lib/agenda/card-state';
import { isPremium } from '@/lib/roles';
import { showLogin } from '@/lib/stores/auth-dialog-store';
import { currentUserStore, loadCurrentUser, useCurrentUser, type CurrentUserState } from '@/lib/stores/current-user-store';
import { CourseSubscribeError, useAgendaSubscriptions, useCourseSubscribe } from './use-agenda-subscriptions';
import styles from './AgendaCardActions.module.css';

/** The `d` of the Material icons EventAvailableRounded and NotificationsActiveRounded. */
const EVENT_AVAILABLE_ICON =
  'M16 10.53c-.29-.29-.77-.29-1.06 0l-4.35 4.35L9 13.29c-.29-.29-.77-.29-1.06 0s-.29.77 0 1.06l1.94 1.94c.39.39 1.02.39 1.41 0l4.7-4.7c.3-.29.3-.77.01-1.06M19 3h-1V2c0-.55-.45-1-1-1s-1 .45-1 1v1H8V2c0-.55-.45-1-1-1s-1 .45-1 1v1H5c-1.11 0-1.99.9-1.99 2L3 19c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V5c0-1.1-.9-2-2-2m-1 16H6c-.55 0-1-.45-1-1V8h14v10c0 .55-.45 1-1 1';
const NOTIFICATIONS_ACTIVE_ICON =
  'M18 16v-5c0-3.07-1.64-5.64-4.5-6.32V4c0-.83-.68-1.5-1.51-1.5S10.5 3.17 10.5 4v.68C7.63 5.36 6 7.92 6 11v5l-1.3 1.29c-.63.63-.19 1.71.7 1.71h13.17c.89 0 1.34-1.08.71-1.71zm-6.01 6c1.1 0 2-.9 2-2h-4c0 1.1.89 2 2 2M6.77 4.73c.42-.38.43-1.03.03-1.43-.38-.38-1-.39-1.39-.02C3.7 4.84 2.52 6.96 2.14 9.34c-.09.61.38 1.16 1 1.16.48 0 .9-.35.98-.83.3-1.94 1.26-3.67 2.65-4.94M18.6 3.28c-.4-.37-1.02-.36-1.4.02-.4.4-.38 1.04.03 1.42 1.38 1.27 2.35 3 2.65 4.94.07.48.49.83.98.83.61 0 1.09-.55.99-1.16-.38-2.37-1.55-4.48-3.25-6.05';

/** The card's texts, translated on the server (the agenda namespace is not sent to every page). */
export type AgendaCardLabels = {
  goToCourse: string;
  notifyMe: string;
  scheduled: string;
  preSale: string;
  comingSoon: string;
  scheduleFailed: string;
};

function premiumOf(state: CurrentUserState): boolean {
  return state.status === 'authenticated' && isPremium(state.user);
}

/** The pre-sale badge: 'Próximamente' for premium members, otherwise 'Preventa' (spec §4, §6). */
export function AgendaBadge({ preSale, labels, rebranded = false }: { preSale: boolean; labels: Pick<AgendaCardLabels, 'preSale' | 'comingSoon'>; rebranded?: boolean }) {
  const user = useCurrentUser();
  const badge = agendaBadge({ preSale, premium: premiumOf(user) });
  if (badge === null) return null;
  return (
    <span className={[chip.chip, rebranded ? chip.primary : chip.secondary, styles.badge, rebranded ? styles.rebrandedBadge : null].filter(Boolean).join(' ')}>
      {badge === 'comingSoon' ? labels.comingSoon : labels.preSale}
    </span>
  );
}

async function settledUser(): Promise<CurrentUserState> {
  if (currentUserStore.getState().status === 'loading') await loadCurrentUser();
  return currentUserStore.getState();
}

function currentPathAndSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The card button (spec §4): 'Ir al curso' to the course when it is active; otherwise
 * 'Avísenme cuando esté listo', which schedules a notification for a signed-in user and turns
 * at once into a disabled '¡Agendado!' (back, with a message, if the call fails), or opens the
 * login dialog for a visitor and returns to this page. A course already in the user's
 * subscription list shows '¡Agendado!'.
 */
export function AgendaCardButton({
  courseId,
  isActive,
  preSale,
  isScheduled,
  href,
  describedBy,
  labels,
  rebranded = false,
}: {
  /** The course's original id. */
  courseId: string;
  isActive: boolean;
  preSale: boolean;
  isScheduled: boolean;
  /** The course page (urlSchedule), an unprefixed app path. */
  href: string;
  /** Id of the card title, so the button is announced with its course. */
  describedBy?: string;
  labels: AgendaCardLabels;
  rebranded?: boolean;
}) {
  const { ids } = useAgendaSubscriptions();
  const subscribe = useCourseSubscribe();
  const [justScheduled, setJustScheduled] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const state = agendaCardState({ isActive, preSale, isScheduled, subscribed: justScheduled || ids.has(courseId), premium: false });
  const shape = rebranded ? `${styles.action} ${styles.rebranded}` : styles.action;

  if (state.action === 'goToCourse') {
    return (
      <LinkButton href={href} variant="contained" fullWidth aria-describedby={describedBy} className={shape}>
        {labels.goToCourse}
      </LinkButton>
    );
  }

  const onNotify = async () => {
    if (!state.canSubscribe) return;
    setError(null);
    const user = await settledUser();
    if (user.status !== 'authenticated') {
      // Spec §5/§6: scheduling needs a user; the login dialog comes back to this page.
      showLogin({ next: currentPathAndSearch(), sourceComponent: 'agenda-course-card' });
      return;
    }
    setJustScheduled(true); // optimistic: '¡Agendado!' at once
    try {
      await subscribe(courseId);
    } catch (err) {
      setJustScheduled(false);
      const graphQLError = err instanceof CourseSubscribeError ? err.graphQLError : undefined;
      if (graphQLError?.extensions?.code === 'UNAUTHENTICATED') {
        showLogin({ next: currentPathAndSearch(), sourceComponent: 'agenda-course-card' });
        return;
      }
      setError(graphQLError?.message || labels.scheduleFailed);
    }
  };

  const scheduled = state.action === 'scheduled';
  return (
    <div className={styles.wrap}>
      <button
        type="button"
        className={buttonClassName({ variant: scheduled ? 'contained' : 'outlined', fullWidth: true, className: scheduled ? `${shape} ${styles.scheduled}` : shape })}
        disabled={state.disabled}
        onClick={onNotify}
        aria-describedby={describedBy}
      >
        <span className={buttonIconClassNames.start}>
          <Icon path={scheduled ? EVENT_AVAILABLE_ICON : NOTIFICATIONS_ACTIVE_ICON} />
        </span>
        {scheduled ? labels.scheduled : labels.notifyMe}
      </button>
      <div role="status" className={a11y.visuallyHidden}>
        {justScheduled ? labels.scheduled : ''}
      </div>
      {error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
