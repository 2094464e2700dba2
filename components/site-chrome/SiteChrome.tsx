import { NextIntlClientProvider } from 'next-intl';
import { getLocale, getMessages } from 'next-intl/server';
import { SiteChromeClient } from './SiteChromeClient';

/**
 * Everything around the page that is not the menu or the footer (issue 6 items 7–8): the top
 * banner, the cookies banner, the cookies-disabled notice, the phone dialog opened from
 * search and the chat-support launcher. Mounted once in the root layout, right after the skip
 * link, so the top banner sits above the menu; the rest is fixed or in portals. The storage
 * warning (AuthProvider) and the error screens (app/[locale]/error.tsx, app/global-error.tsx)
 * are mounted by the framework and the providers.
 *
 * A server component only to hand its client part the `siteChrome` texts (the layout passes
 * a few namespaces to the browser; this adds its own without touching that list).
 */
export async function SiteChrome() {
  const [locale, messages] = await Promise.all([getLocale(), getMessages()]);
  return (
    <NextIntlClientProvider locale={locale} messages={{ common: messages.common, siteChrome: messages.siteChrome }}>
      <SiteChromeClient />
    </NextIntlClientProvider>
  );
}

export default SiteChrome;
