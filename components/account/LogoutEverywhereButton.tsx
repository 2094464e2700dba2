'use client';

import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { endEverySession, logout, LOGOUT_PAGE_PATH } from '@/lib/client/session/logout';

type Props = { locale: string; label: string; failed: string };

/**
 * "Log out everywhere" on the settings page (issue 17 item 1): every session of the account ends
 * on the server — other browsers, the app, this one — then the local session is cleared as on a
 * normal logout and the browser goes to /logout/. On failure nothing is claimed: an error shows.
 */
export function LogoutEverywhereButton({ locale, label, failed }: Props) {
  const [status, setStatus] = useState<'idle' | 'pending' | 'failed'>('idle');

  async function run() {
    setStatus('pending');
    await logout({
      endServerSession: endEverySession,
      onLogout: ({ ok }) => {
        if (ok) window.location.assign(localizedPath(LOGOUT_PAGE_PATH, locale));
        else setStatus('failed');
      },
    });
  }

  return (
    <Box sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
      <Button variant="outlined" color="error" disabled={status === 'pending'} onClick={() => void run()}>
        {label}
      </Button>
      {status === 'failed' ? (
        <Alert severity="error" role="alert">
          {failed}
        </Alert>
      ) : null}
    </Box>
  );
}
