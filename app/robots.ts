import type { MetadataRoute } from 'next';
import { defaultLocale, locales } from '@/lib/domain/i18n/routing';
import { robotsDisallow } from '@/lib/domain/seo/sitemap-plan';
import { absoluteAssetUrl, siteOrigin } from '@/lib/domain/seo/site-url';

/**
 * /robots.txt: public pages are open; private areas (inbox, settings, cart, organisation,
 * panels, logout) in every language and the APIs are not; the sitemap index is named.
 * No database: this is safe to render at build time.
 */
export default function robots(): MetadataRoute.Robots {
  const origin = siteOrigin();
  return {
    rules: [{ userAgent: '*', allow: '/', disallow: robotsDisallow(locales, defaultLocale) }],
    sitemap: absoluteAssetUrl('/sitemap.xml', origin),
  };
}
