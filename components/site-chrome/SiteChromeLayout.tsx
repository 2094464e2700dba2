'use client';

import { useEffect, type ReactNode } from 'react';
import { resetSiteChromeLayout, setSiteChromeLayout } from '@/lib/client/stores/site-chrome-store';

export type SiteChromeLayoutProps = {
  hideCookiesBanner?: boolean;
  hideTopBanner?: boolean;
  /** Spec §6 hide-chat flag. */
  hideChat?: boolean;
  /** A page's own top banner (spec §2 "A page may pass a custom top banner"). */
  topBanner?: ReactNode;
};

/**
 * Rendered by a page to pass its layout flags to the site chrome (the root layout cannot take
 * props from a page): `<SiteChromeLayout hideCookiesBanner topBanner={<MyBanner/>} />`. The
 * flags apply while the page is shown and are reset when it unmounts. Renders nothing.
 */
export function SiteChromeLayout({ hideCookiesBanner, hideTopBanner, hideChat, topBanner }: SiteChromeLayoutProps) {
  useEffect(() => {
    setSiteChromeLayout({ hideCookiesBanner, hideTopBanner, hideChat }, topBanner ?? null);
    return resetSiteChromeLayout;
  }, [hideCookiesBanner, hideTopBanner, hideChat, topBanner]);
  return null;
}
