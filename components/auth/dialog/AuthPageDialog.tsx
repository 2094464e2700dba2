'use client';

import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useLocale } from 'next-intl';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { DEFAULT_AFTER_LOGIN_PATH, postLoginTarget } from '@/lib/domain/paths/next-path';
import { showLogin, showRegister } from '@/lib/client/stores/auth-dialog-store';
import { currentNextParam } from '../auth-api';
import { hasPromoParam } from './AuthDialogHost';

type Props = {
  view: 'login' | 'register';
  /** Analytics source component, e.g. 'LoginPage'. */
  sourceComponent: string;
  /** Label of the button that opens the dialog again once closed. */
  openLabel: string;
};

/**
 * On /entrar/, /registro/ and /onboarding/ when the all-access marathon flag is off (spec §2):
 * opens the auth dialog over the page once it has loaded, and offers a button to open it
 * again. After signing in the user goes to the page's `next`, else to /home/, as the full
 * pages do.
 */
export function AuthPageDialog({ view, sourceComponent, openLabel }: Props) {
  const locale = useLocale();

  useEffect(() => {
    // `?promo=true` is handled by the dialog host (promo register view).
    if (hasPromoParam(window.location.search)) return;
    open(view, sourceComponent, locale);
  }, [view, sourceComponent, locale]);

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
      <Button variant="contained" size="large" onClick={() => open(view, sourceComponent, locale)}>
        {openLabel}
      </Button>
    </Box>
  );
}

function open(view: 'login' | 'register', sourceComponent: string, locale: string) {
  const next = postLoginTarget(currentNextParam(), localizedPath(DEFAULT_AFTER_LOGIN_PATH, locale));
  (view === 'login' ? showLogin : showRegister)({ next, sourcePage: window.location.pathname, sourceComponent });
}
