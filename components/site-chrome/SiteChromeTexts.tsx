'use client';

import { Suspense, type ReactNode } from 'react';
import { NamespaceMessages } from '@/components/providers/NamespaceMessages';
import { loadSiteChromeMessages } from './site-chrome-messages';

/** The whole `siteChrome` namespace for a lazy part (the page sends only the banners' texts). */
export function SiteChromeTexts({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      <NamespaceMessages namespace="siteChrome" load={loadSiteChromeMessages}>
        {children}
      </NamespaceMessages>
    </Suspense>
  );
}
