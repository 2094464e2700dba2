'use client';

import { lazy, Suspense, useEffect } from 'react';
import { usePathname } from 'next/navigation';
import type { FatalErrorLocale } from '@/components/site-chrome/FatalErrorScreen';

/**
 * Last-resort fatal error screen (spec §2): replaces the root layout when the layout itself
 * fails, so it renders its own <html> and uses no providers, in the language taken from the URL
 * (/pt/…, /en/…, else Spanish). This boundary is part of every page's first load, so it holds
 * only the document and the log; the screen (texts of three languages, inline styles) is its own
 * chunk (components/site-chrome/FatalErrorScreen.tsx, issue 14). Rendered on the server it is in
 * the HTML at once; after a failure in the browser it shows once its chunk has arrived.
 */
const FatalErrorScreen = lazy(() => import('@/components/site-chrome/FatalErrorScreen'));

function localeOf(pathname: string | null): FatalErrorLocale {
  const first = pathname?.split('/')[1];
  return first === 'pt' || first === 'en' ? first : 'es';
}

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  const locale = localeOf(pathname);

  useEffect(() => {
    console.error('[fatal-error]', { level: 'critical', origin: 'root-layout', digest: error.digest }, error);
  }, [error]);

  return (
    <html lang={locale}>
      <body style={{ margin: 0 }}>
        <Suspense fallback={null}>
          <FatalErrorScreen locale={locale} pathname={pathname} digest={error.digest} />
        </Suspense>
      </body>
    </html>
  );
}
