'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MuiLink from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { logout } from '@/lib/client/session/logout';
import { closeAuthDialog, setAuthDialogView } from '@/lib/client/stores/auth-dialog-store';
import { userLabel, type CurrentUser } from '@/lib/client/stores/current-user-store';
import { DialogHeading } from './DialogHeading';

/**
 * The user-data view: a signed-in user who is offered login or register sees who they are,
 * and can continue, complete their basic data or log out.
 */
export function UserDataView({ user, titleId, descriptionId, onContinue }: { user: CurrentUser; titleId: string; descriptionId: string; onContinue: () => void }) {
  const t = useTranslations('auth.dialog.userData');
  const name = user.fullName?.trim() || userLabel(user) || user.username || '';
  return (
    <Box sx={{ textAlign: 'center' }}>
      <DialogHeading titleId={titleId} descriptionId={descriptionId} title={t('title')} subtitle={t('body', { name })} />
      {user.email ? <Typography sx={{ color: 'text.secondary', mb: 3, mt: -2 }}>{t('email', { email: user.email })}</Typography> : null}
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Button variant="contained" size="large" onClick={onContinue}>
          {t('continue')}
        </Button>
        <Button variant="outlined" size="large" onClick={() => setAuthDialogView('basicData')}>
          {t('completeData')}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3 }}>
        {t('notYou')}{' '}
        <MuiLink
          component="button"
          type="button"
          variant="body2"
          sx={{ verticalAlign: 'baseline', fontWeight: 600 }}
          onClick={() => {
            closeAuthDialog({ force: true });
            void logout();
          }}
        >
          {t('logout')}
        </MuiLink>
      </Typography>
    </Box>
  );
}
