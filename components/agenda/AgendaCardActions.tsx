'use client';

import { useState } from 'react';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import a11y from '@/components/ui/a11y.module.css';
import { agendaCardState } from '@/lib/domain/agenda/card-state';
import { showLogin } from '@/lib/client/stores/auth-dialog-store';
import { currentUserStore, loadCurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { useAgendaSubscriptions, useCourseSubscribe } from './use-agenda-subscriptions';
import styles from './AgendaCardActions.module.css';

import type { AgendaCardLabels } from './agenda-card-labels';

async function settledUser(): Promise<CurrentUserState> {
  if (currentUserStore.getState().status === 'loading') await loadCurrentUser();
  return currentUserStore.getState();
}

function currentPathAndSearch(): string {
  return `${window.location.pathname}${window.location.search}`;
}

/**
 * The card button (spec §4): 'Ir al curso' to the course when it is active (the server renders
 * that link itself, AgendaCourseCard.tsx; this one draws it for tests and any other caller); otherwise
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
    const failure = await subscribe(courseId);
    if (!failure) return;
    setJustScheduled(false);
    if (failure.code === 'UNAUTHENTICATED') {
      showLogin({ next: currentPathAndSearch(), sourceComponent: 'agenda-course-card' });
      return;
    }
    setError(failure.message || labels.scheduleFailed);
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
          <Icon name={scheduled ? 'eventAvailableRounded' : 'notificationsActiveRounded'} />
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
