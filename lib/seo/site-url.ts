import { localizedPath } from '@/lib/paths/localized-path';

const FALLBACK_SITE_URL = 'http://localhost:3000';

/**
 * The public origin of the site: NEXT_PUBLIC_SITE_URL, the same setting as the layout's
 * metadataBase (read the same way, so both are inlined at build time alike).
 */
export function siteOrigin(configured: string | undefined = process.env.NEXT_PUBLIC_SITE_URL): string {
  try {
    return new URL(configured?.trim() || FALLBACK_SITE_URL).origin;
  } catch {
    return FALLBACK_SITE_URL;
  }
}

/** Absolute URL of a Spanish app path in `locale` ('/blog/', 'pt' → 'https://…/pt/blog/'). */
export function absoluteUrl(path: string, locale: string, origin: string = siteOrigin()): string {
  return `${origin}${localizedPath(path, locale)}`;
}

/** Absolute URL of a path that has no language (an image, a sitemap file). */
export function absoluteAssetUrl(path: string, origin: string = siteOrigin()): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
