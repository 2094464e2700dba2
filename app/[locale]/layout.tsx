import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getMessages, getTimeZone, getTranslations, setRequestLocale } from 'next-intl/server';
import { AppProviders } from '@/components/providers/AppProviders';
import { ShellIntlProvider } from '@/components/i18n/ShellIntl';
import { ColorModeScript } from '@/components/theme/ColorModeScript';
import { AnalyticsRoot } from '@/components/analytics/AnalyticsRoot';
import { Footer } from '@/components/footer/Footer';
import { MainMenuBar } from '@/components/menu/MainMenuBar';
import { SkipLink } from '@/components/menu/SkipLink';
import { SiteChrome } from '@/components/site-chrome/SiteChrome';
import { MAIN_CONTENT_ID } from '@/components/menu/main-content';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { clientMessages } from '@/lib/domain/i18n/client-messages';
import { routing } from '@/lib/domain/i18n/routing';
import { defaultSocialMetadata } from '@/lib/domain/seo/open-graph';
import { DEFAULT_VISITOR_COUNTRY } from '@/lib/domain/country/visitor-country';
import { lightPalette } from '@/lib/domain/theme/palette';
// Both colour schemes' CSS variables, generated from lib/domain/theme (issue 14 item 2), then the
// baseline MUI's CssBaseline used to inject (the shell mounts no MUI).
import '@/lib/domain/theme/theme-vars.css';
import '@/lib/domain/theme/baseline.css';
// The few icons drawn by stylesheets (components/ui/icon-sprite.ts CSS_MASK_ICONS).
import '@/components/ui/icon-masks.css';
import styles from './layout.module.css';
// The error and 404 boundaries' rules (global, so they ride in the shell's stylesheet).
import './boundaries.css';
import { siteOrigin } from '@/lib/domain/seo/site-url';

/**
 * Root layout (there is no app/layout.tsx: the locale segment is the root).
 *
 * Public pages are cached (issue 14): nothing here reads cookies() or headers() — the user is
 * fetched on the client (spec §7), the theme attribute is set by the inline head script, and
 * the CSP of a cached page lists the hashes of its inline scripts (proxy.ts,
 * lib/server/security/page-rendering.ts). Private pages opt out with `dynamic = 'force-dynamic'`.
 */

/**
 * No locale is prerendered at build time (pages read the database, which stays closed during
 * `next build`); the empty list makes every public page incrementally static: rendered on its
 * first request per locale, then served from the page cache until it is revalidated.
 */
export function generateStaticParams(): { locale: string }[] {
  return [];
}

/**
 * Seconds a cached page is served before it is rendered again in the background; writes that
 * change what public pages show revalidate them at once (lib/server/cache/revalidate-public-pages.ts).
 */
export const revalidate = 300;

type LayoutParams = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: LayoutParams): Promise<Metadata> {
  const { locale: requested } = await params;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const t = await getTranslations({ locale, namespace: 'common' });
  return {
    metadataBase: new URL(siteOrigin()),
    title: {
      default: t('metadata.defaultTitle', { product: PRODUCT_NAME }),
      template: `%s | ${PRODUCT_NAME}`,
    },
    description: t('metadata.description', { product: PRODUCT_NAME }),
    applicationName: PRODUCT_NAME,
    icons: { icon: [{ url: '/favicon.svg', type: 'image/svg+xml' }] },
    // Site name, language and default share image; pages with their own image extend these.
    ...defaultSocialMetadata(locale, t('metadata.defaultTitle', { product: PRODUCT_NAME })),
  };
}

export const viewport: Viewport = {
  themeColor: lightPalette.primary.main,
};

export default async function LocaleLayout({ children, params }: LayoutParams & { children: ReactNode }) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);
  const [messages, timeZone] = await Promise.all([getMessages(), getTimeZone()]);

  return (
    // suppressHydrationWarning: the head script sets data-theme on <html> before React hydrates.
    // data-country: the default visitor country, which the head script replaces with the visitor's.
    <html lang={locale} data-country={DEFAULT_VISITOR_COUNTRY} suppressHydrationWarning>
      <head>
        <ColorModeScript />
      </head>
      <body>
        {/* The page's language and client messages without next-intl's client runtime (issue 14): the
            islands that use next-intl get its provider with their chunks (components/i18n/WithIntl.tsx). */}
        <ShellIntlProvider locale={locale} timeZone={timeZone} messages={clientMessages(messages)}>
          <AppProviders>
            <SkipLink />
            <SiteChrome />
            <div className={styles.page}>
              <MainMenuBar />
              <main id={MAIN_CONTENT_ID} tabIndex={-1} className={styles.main}>
                {children}
              </main>
              <Footer />
            </div>
            {/* Analytics of every page (issue 8): start-up, page views, channel register, web vitals. */}
            <AnalyticsRoot />
          </AppProviders>
        </ShellIntlProvider>
      </body>
    </html>
  );
}
