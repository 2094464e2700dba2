'use client';

import { useEffect } from 'react';
import { usePathname } from 'next/navigation';
import es from '@/messages/es/fatalError.json';
import pt from '@/messages/pt/fatalError.json';
import en from '@/messages/en/fatalError.json';
import { lightPalette } from '@/lib/domain/theme/palette';
import { SYSTEM_FONT_STACK } from '@/lib/domain/theme/typography';

/**
 * Last-resort fatal error screen (spec §2): replaces the root layout when the layout itself
 * fails, so it renders its own <html> and uses no providers, only inline styles and the
 * `fatalError` messages of the locale taken from the URL (/pt/…, /en/…, else Spanish).
 */
const MESSAGES = { es, pt, en } as const;

type FatalErrorKey = keyof typeof es;

/**
 * The raw text of a message. No translator on purpose: use-intl's runtime would add ~3.5 KB gzip
 * to every page's first load for a screen almost nobody sees (issue 14), and this screen has no
 * provider to share one with. It works because these messages have no arguments, so next-intl's
 * build-time compilation (icu-minify) leaves each one a plain string; a unit test keeps them so.
 */
function text(locale: keyof typeof MESSAGES, key: FatalErrorKey): string {
  const value: unknown = MESSAGES[locale][key];
  return typeof value === 'string' ? value : MESSAGES.es[key];
}

function localeOf(pathname: string | null): keyof typeof MESSAGES {
  const first = pathname?.split('/')[1];
  return first === 'pt' || first === 'en' ? first : 'es';
}

export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  const pathname = usePathname();
  const locale = localeOf(pathname);
  const t = (key: FatalErrorKey) => text(locale, key);

  useEffect(() => {
    console.error('[fatal-error]', { level: 'critical', origin: 'root-layout', digest: error.digest }, error);
  }, [error]);

  return (
    <html lang={locale}>
      <body
        style={{
          margin: 0,
          minHeight: '100vh',
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'center',
          justifyContent: 'center',
          textAlign: 'center',
          padding: 24,
          boxSizing: 'border-box',
          fontFamily: SYSTEM_FONT_STACK,
          background: lightPalette.background.default,
          color: lightPalette.text.primary,
        }}
      >
        <main role="alert">
          <h1 style={{ fontSize: '2rem', margin: 0 }}>{t('title')}</h1>
          <p style={{ maxWidth: 520, color: lightPalette.text.secondary, lineHeight: 1.5 }}>{t('description')}</p>
          {/* A real link to the current page (React drops an empty href); a click reloads it in place. */}
          <a
            href={pathname || '/'}
            onClick={(event) => {
              event.preventDefault();
              window.location.reload();
            }}
            style={{
              display: 'inline-block',
              marginTop: 16,
              padding: '10px 20px',
              borderRadius: 8,
              background: lightPalette.primary.main,
              color: lightPalette.primary.contrastText,
              fontWeight: 600,
              textDecoration: 'none',
            }}
          >
            {t('reload')}
          </a>
          {error.digest ? (
            <p style={{ marginTop: 24, fontSize: '0.75rem', color: lightPalette.text.secondary }}>
              {t('code')} {error.digest}
            </p>
          ) : null}
        </main>
      </body>
    </html>
  );
}
