'use client';

import { useEffect, useRef, type MouseEvent } from 'react';
import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/**
 * Fatal error screen (spec §2 "Other screens", §8 "Rendering crash"): full screen,
 * 'Oops, tenemos un problema...', says the team has been informed, and a link that reloads the
 * page. The error is logged with a critical tag; an error-reporting service can hook in here
 * (and then the spec's "give error details" button belongs next to the reload link).
 */
/** Reloads the page as it is (address, query and all) instead of following the link. */
function reloadPage(event: MouseEvent<HTMLAnchorElement>): void {
  event.preventDefault();
  window.location.reload();
}

export default function LocaleError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('common.fatalError');
  const heading = useRef<HTMLHeadingElement>(null);
  const pathname = usePathname();

  useEffect(() => {
    console.error('[fatal-error]', { level: 'critical', origin: 'render', digest: error.digest }, error);
    heading.current?.focus();
  }, [error]);

  return (
    <Box
      role="alert"
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: (theme) => theme.zIndex.modal + 1,
        bgcolor: 'background.default',
        color: 'text.primary',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        textAlign: 'center',
        px: 3,
        overflowY: 'auto',
      }}
    >
      <Typography ref={heading} tabIndex={-1} component="h1" variant="h4" sx={{ outline: 'none', fontWeight: 800 }}>
        {t('title')}
      </Typography>
      <Typography sx={{ mt: 2, maxWidth: 520, color: 'text.secondary' }}>{t('description')}</Typography>
      {/* A real link to the current page (React drops an empty href); a click reloads it in place, query included. */}
      <Button component="a" href={pathname || '/'} onClick={reloadPage} variant="contained" sx={{ mt: 4 }}>
        {t('reload')}
      </Button>
      {error.digest ? (
        <Typography variant="caption" sx={{ mt: 3, color: 'text.secondary' }}>
          {t('code', { digest: error.digest })}
        </Typography>
      ) : null}
    </Box>
  );
}
