'use client';

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import StorageIcon from '@mui/icons-material/Storage';
import { useTranslations } from 'next-intl';
import type { StorageHealth } from '@/lib/client/session/browser-storage';

/** The storage warning's full-screen dialog (spec §2, §8), loaded only when storage fails. */
export default function StorageWarningScreen({ health, onDismiss }: { health: Exclude<StorageHealth, 'ok'>; onDismiss: () => void }) {
  const t = useTranslations('common.storageWarning');
  return (
    <Dialog open fullScreen aria-labelledby="storage-warning-title" aria-describedby="storage-warning-body">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center' }}>
        <Box sx={{ maxWidth: 560, textAlign: 'center' }}>
          <StorageIcon aria-hidden sx={{ fontSize: 56, color: 'warning.main', mb: 2 }} />
          <DialogTitle id="storage-warning-title" component="h2" variant="h4" sx={{ fontWeight: 800, p: 0, mb: 2 }}>
            {t('title')}
          </DialogTitle>
          <Typography id="storage-warning-body" sx={{ color: 'text.secondary' }}>
            {health === 'full' ? t('full') : t('unavailable')}
          </Typography>
          <DialogActions sx={{ justifyContent: 'center', gap: 1, mt: 3, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => window.location.reload()}>
              {t('reload')}
            </Button>
            <Button variant="text" onClick={onDismiss}>
              {t('dismiss')}
            </Button>
          </DialogActions>
        </Box>
      </DialogContent>
    </Dialog>
  );
}
