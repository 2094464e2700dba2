'use client';

import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import MuiLink from '@mui/material/Link';
import { useTranslations } from 'next-intl';
import { Link } from '@/lib/i18n/navigation';
import { FOOTER_PATHS } from '@/lib/footer/footer-links';
import { PRODUCT_NAME } from '@/lib/config/product';
import { readItem, writeItem } from '@/lib/session/browser-storage';
import { CONSENT_STORAGE_KEY, CONSENT_VALUE, consentCookie, hasConsent } from '@/lib/site-chrome/cookie-consent';
import { setBottomInset, useSiteChrome } from '@/lib/stores/site-chrome-store';
import { useClientValue } from './use-client-value';

function readConsent(): boolean {
  return hasConsent(document.cookie, readItem(CONSENT_STORAGE_KEY));
}

/** Remembers the consent in the cookie and in localStorage (either one is enough later). */
export function rememberConsent(): void {
  try {
    document.cookie = consentCookie(window.location.protocol === 'https:');
  } catch {
    // cookies blocked: localStorage still remembers it
  }
  writeItem(CONSENT_STORAGE_KEY, CONSENT_VALUE);
}

/**
 * The cookies banner (spec §2 "A cookies banner … shown unless the layout hides them"): a
 * labelled, non-modal region at the bottom with the policy link and an Accept button. It is
 * shown only in the browser once no consent is found (cached pages never carry it), and the
 * consent is remembered in a cookie and localStorage.
 */
export function CookiesBanner() {
  const t = useTranslations('siteChrome.cookiesBanner');
  const hiddenByLayout = useSiteChrome((s) => Boolean(s.layout.hideCookiesBanner));
  const consented = useClientValue(readConsent, true);
  const [acceptedNow, setAcceptedNow] = useState(false);
  const visible = !hiddenByLayout && !consented && !acceptedNow;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const el = ref.current;
    if (!visible || !el) {
      setBottomInset(0);
      return;
    }
    setBottomInset(el.offsetHeight);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBottomInset(el.offsetHeight));
    observer.observe(el);
    return () => observer.disconnect();
  }, [visible]);

  if (!visible) return null;
  const accept = () => {
    rememberConsent();
    setAcceptedNow(true);
  };
  return (
    <Paper
      ref={ref}
      component="section"
      role="region"
      aria-label={t('label')}
      elevation={8}
      square
      // Above the page and the menu bar, below drawers and dialogs (which must stay usable before consent).
      sx={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: (theme) => theme.zIndex.drawer - 1, px: { xs: 2, md: 4 }, py: 2 }}
    >
      <Box sx={{ maxWidth: 1152, mx: 'auto', display: 'flex', flexDirection: { xs: 'column', sm: 'row' }, alignItems: { xs: 'stretch', sm: 'center' }, gap: 2 }}>
        <Typography variant="body2" sx={{ flex: 1 }}>
          {t('text', { product: PRODUCT_NAME })}{' '}
          <MuiLink component={Link} href={FOOTER_PATHS.cookiesPolicy} underline="always">
            {t('policy')}
          </MuiLink>
        </Typography>
        <Button variant="contained" onClick={accept} sx={{ flexShrink: 0 }}>
          {t('accept')}
        </Button>
      </Box>
    </Paper>
  );
}
