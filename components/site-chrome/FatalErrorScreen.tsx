'use client';

import es from '@/messages/es/fatalError.json';
import pt from '@/messages/pt/fatalError.json';
import en from '@/messages/en/fatalError.json';
import { lightPalette } from '@/lib/domain/theme/palette';
import { SYSTEM_FONT_STACK } from '@/lib/domain/theme/typography';

/**
 * The last-resort fatal error screen's content (spec §2; app/global-error.tsx renders it): the
 * `fatalError` messages of the page's language, a link that reloads the page and the error's
 * reference code, inline styles only (no provider, no stylesheet survives the root layout).
 * Its own chunk (issue 14): the texts of three languages and the palette were in every page's
 * first load for a screen almost nobody sees; a screen rendered on the server needs no chunk to
 * show, only to hydrate.
 */
const MESSAGES = { es, pt, en } as const;

export type FatalErrorLocale = keyof typeof MESSAGES;
type FatalErrorKey = keyof typeof es;

/**
 * The raw text of a message. No translator on purpose: use-intl's runtime would come with it, and
 * this screen has no provider to share one with. It works because these messages have no
 * arguments, so next-intl's build-time compilation (icu-minify) leaves each one a plain string; a
 * unit test keeps them so.
 */
function text(locale: FatalErrorLocale, key: FatalErrorKey): string {
  const value: unknown = MESSAGES[locale][key];
  return typeof value === 'string' ? value : MESSAGES.es[key];
}

export default function FatalErrorScreen({ locale, pathname, digest }: { locale: FatalErrorLocale; pathname: string | null; digest?: string }) {
  const t = (key: FatalErrorKey) => text(locale, key);
  return (
    <div
      style={{
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
        {digest ? (
          <p style={{ marginTop: 24, fontSize: '0.75rem', color: lightPalette.text.secondary }}>
            {t('code')} {digest}
          </p>
        ) : null}
      </main>
    </div>
  );
}
