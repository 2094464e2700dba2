'use client';

import { useState } from 'react';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { browserCookieEnvironment, cookiesDisabled } from '@/lib/domain/site-chrome/cookie-consent';
import { closePhoneDialog, useSiteChrome } from '@/lib/client/stores/site-chrome-store';
import { ChatSupport } from './ChatSupport';
import { CookiesBanner } from './CookiesBanner';
import { LazyCookiesDisabledNotice, LazyPhoneDialog } from './lazy';
import { TopBanner } from './TopBanner';
import { useClientValue } from './use-client-value';
import { SiteChromeTexts } from './SiteChromeTexts';

let cookieCheck: boolean | null = null;
/** Checked once per page load (it writes and removes a test cookie). */
function cookiesAreDisabled(): boolean {
  cookieCheck ??= cookiesDisabled(browserCookieEnvironment());
  return cookieCheck;
}

/** The client part of <SiteChrome/>: each piece decides from the store and the user whether it shows. */
export function SiteChromeClient() {
  const phoneDialogOpen = useSiteChrome((s) => s.phoneDialogOpen);
  const noCookies = useClientValue(cookiesAreDisabled, false);
  const [noticeDismissed, setNoticeDismissed] = useState(false);

  return (
    <>
      <TopBanner />
      <CookiesBanner />
      {noCookies && !noticeDismissed ? (
        <ChunkErrorBoundary onClose={() => setNoticeDismissed(true)} source="CookiesDisabledNotice">
          <SiteChromeTexts>
            <LazyCookiesDisabledNotice onClose={() => setNoticeDismissed(true)} />
          </SiteChromeTexts>
        </ChunkErrorBoundary>
      ) : null}
      {phoneDialogOpen ? (
        <ChunkErrorBoundary onClose={closePhoneDialog} source="PhoneDialog">
          <SiteChromeTexts>
            <LazyPhoneDialog />
          </SiteChromeTexts>
        </ChunkErrorBoundary>
      ) : null}
      <ChatSupport />
    </>
  );
}
