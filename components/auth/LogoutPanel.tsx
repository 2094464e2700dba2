'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { ButtonLink } from '@/components/menu/ButtonLink';
import { logout } from '@/lib/client/session/logout';

type Status = 'pending' | 'done' | 'failed';

/**
 * Logout page island (spec §2 /logout/): runs the session logout (lib/client/session/logout.ts: clears
 * the stored session and tracking data, posts the Logout mutation so the server clears the
 * httpOnly session cookie) with this panel as its handler, then shows 'Cerraste sesión' with
 * links home and to login. The page itself reads no cookies.
 */
export function LogoutPanel() {
  const t = useTranslations('auth.logout');
  const [status, setStatus] = useState<Status>('pending');
  const started = useRef(false);

  const run = useCallback(async () => {
    setStatus('pending');
    await logout({ onLogout: ({ ok }) => setStatus(ok ? 'done' : 'failed') });
  }, []);

  useEffect(() => {
    if (started.current) return; // React strict mode runs effects twice in development
    started.current = true;
    void run();
  }, [run]);

  return (
    <Box aria-live="polite" aria-busy={status === 'pending'} sx={{ textAlign: 'center' }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {status === 'done' ? t('title') : t('heading')}
      </Typography>
      {status === 'pending' ? (
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 2 }}>
          <CircularProgress size={24} aria-hidden />
          <Typography>{t('inProgress')}</Typography>
        </Box>
      ) : null}
      {status === 'done' ? <Typography sx={{ mb: 3 }}>{t('body')}</Typography> : null}
      {status === 'failed' ? (
        <Alert
          severity="error"
          role="alert"
          sx={{ mb: 3, textAlign: 'left' }}
          action={
            <Button color="inherit" size="small" onClick={() => void run()}>
              {t('retry')}
            </Button>
          }
        >
          {t('failed')}
        </Alert>
      ) : null}
      {status !== 'pending' ? (
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <ButtonLink href="/" variant="contained" color="primary">
            {t('home')}
          </ButtonLink>
          <ButtonLink href="/entrar/" variant="outlined" color="primary">
            {t('login')}
          </ButtonLink>
        </Box>
      ) : null}
    </Box>
  );
}
