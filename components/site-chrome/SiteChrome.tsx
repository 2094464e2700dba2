import { SiteChromeClient } from './SiteChromeClient';

/**
 * Everything around the page that is not the menu or the footer (issue 6 items 7–8): the top
 * banner, the cookies banner, the cookies-disabled notice, the phone dialog opened from
 * search and the chat-support launcher. Mounted once in the root layout, right after the skip
 * link, so the top banner sits above the menu; the rest is fixed or in portals. The storage
 * warning (AuthProvider) and the error screens (app/[locale]/error.tsx, app/global-error.tsx)
 * are mounted by the framework and the providers.
 *
 * The banners' texts are in every page's client messages (lib/domain/i18n/client-messages.ts); the
 * lazy parts load the rest of `siteChrome` with their chunks (SiteChromeTexts).
 */
export function SiteChrome() {
  return <SiteChromeClient />;
}
