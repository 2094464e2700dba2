'use client';

import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslations } from 'next-intl';
import { Snackbar } from '@/components/ui/Snackbar';

/**
 * The cookies-disabled notice (spec §2, lazy-loaded): shown when navigator.cookieEnabled is
 * false or a test cookie could not be set. A warning snackbar that stays until closed.
 */
export default function CookiesDisabledNotice({ onClose }: { onClose?: () => void }) {
  const t = useTranslations('siteChrome.cookiesDisabled');
  const [open, setOpen] = useState(true);
  const close = () => {
    setOpen(false);
    onClose?.();
  };
  return (
    <Snackbar
      open={open}
      onClose={close}
      state="warning"
      position="top-center"
      showCloseBtn
      dismissOnDelay={false}
      dismissOnClickOutside={false}
      message={
        <>
          <Typography component="strong" variant="subtitle2" sx={{ display: 'block', fontWeight: 700 }}>
            {t('title')}
          </Typography>
          <Typography variant="body2">{t('text')}</Typography>
        </>
      }
    />
  );
}
