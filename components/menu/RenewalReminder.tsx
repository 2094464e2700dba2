'use client';

import { useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import EventBusy from '@mui/icons-material/EventBusy';
import { Link } from '@/lib/i18n/navigation';
import { SPEC_ROUTES } from '@/lib/paths/spec-routes';
import { renewalReminderDays } from '@/lib/menu/menu-rules';
import type { CurrentUser } from '@/lib/stores/current-user-store';

const noSubscription = () => () => {};

/**
 * Spec §2 "A membership renewal reminder showing remaining days": 'Tu membresía vence en 5
 * días · Renovar', linking to the renewal landing. The days come from me.membership.expireDate
 * and today's date, read after mount (the server render never knows the user).
 */
export function RenewalReminder({ membership, sx, compact = false }: { membership: CurrentUser['membership']; sx?: SxProps<Theme>; compact?: boolean }) {
  const t = useTranslations('menu.renewal');
  const mounted = useSyncExternalStore(noSubscription, () => true, () => false);
  const days = mounted ? renewalReminderDays(membership, new Date()) : null;
  if (days === null) return null;
  return (
    <MuiLink
      component={Link}
      href={SPEC_ROUTES.renewal}
      data-renewal-days={days}
      underline="hover"
      sx={[
        { display: 'inline-flex', alignItems: 'center', gap: 0.75, px: 1, py: 0.5, borderRadius: 2, bgcolor: 'warning.main', color: 'warning.contrastText', fontSize: '0.8125rem', fontWeight: 600, whiteSpace: 'nowrap' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <EventBusy fontSize="small" aria-hidden />
      <span>{t('reminder', { days })}</span>
      {compact ? null : (
        <Box component="span" sx={{ textDecoration: 'underline' }}>
          {t('cta')}
        </Box>
      )}
    </MuiLink>
  );
}
