'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import EventAvailableRoundedIcon from '@mui/icons-material/EventAvailableRounded';
import NotificationsActiveRoundedIcon from '@mui/icons-material/NotificationsActiveRounded';
import { agendaBadge, agendaCardState } from '@/lib/agenda/card-state';
import { Link } from '@/lib/i18n/navigation';
import { isPremium } from '@/lib/roles';
import { showLogin } from '@/lib/stores/auth-dialog-store';
import { currentUserStore, loadCurrentUser, useCurrentUser, type CurrentUserState } from '@/lib/stores/current-user-store';
import { visuallyHidden } from '@/lib/theme/a11y';
import { CourseSubscribeError, useAgendaSubscriptions, useCourseSubscribe } from './use-agenda-subscriptions';

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
    <Chip
      label={badge === 'comingSoon' ? labels.comingSoon : labels.preSale}
      color={rebranded ? 'primary' : 'secondary'}
      size="small"
      sx={{
        position: 'absolute',
        top: 8,
        left: 8,
        fontWeight: 700,
        ...(rebranded ? { borderRadius: 1, letterSpacing: '0.04em', textTransform: 'uppercase', fontSize: '0.6875rem' } : {}),
      }}
    />
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
  const shape = { fontWeight: 700, lineHeight: 1.35, ...(rebranded ? { borderRadius: 999 } : {}) };

  if (state.action === 'goToCourse') {
    return (
      <Button component={Link} href={href} variant="contained" fullWidth aria-describedby={describedBy} sx={shape}>
        {labels.goToCourse}
      </Button>
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
    <Box sx={{ width: '100%' }}>
      <Button
        type="button"
        variant={scheduled ? 'contained' : 'outlined'}
        color={scheduled ? 'success' : 'primary'}
        fullWidth
        disabled={state.disabled}
        onClick={onNotify}
        startIcon={scheduled ? <EventAvailableRoundedIcon /> : <NotificationsActiveRoundedIcon />}
        aria-describedby={describedBy}
        sx={{
          ...shape,
          // '¡Agendado!' is disabled but keeps its colour: a state, not an unavailable action.
          ...(scheduled ? { '&.Mui-disabled': { bgcolor: 'success.main', color: 'success.contrastText', opacity: 0.9 } } : {}),
        }}
      >
        {scheduled ? labels.scheduled : labels.notifyMe}
      </Button>
      <Box role="status" sx={visuallyHidden}>
        {justScheduled ? labels.scheduled : ''}
      </Box>
      {error ? (
        <Box role="alert" sx={{ typography: 'caption', color: 'error.main', mt: 0.75 }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
