'use client';

import { Suspense, type ReactNode } from 'react';
import { LazyNamespaceMessages } from '@/components/i18n/LazyNamespaceMessages';
import { loadSiteChromeMessages } from './site-chrome-messages';

/** The whole `siteChrome` namespace for a lazy part (the page sends only the banners' texts). */
export function SiteChromeTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <LazyNamespaceMessages namespace="siteChrome" load={loadSiteChromeMessages}>
        {children}
      </LazyNamespaceMessages>
    </Suspense>
  );
}
