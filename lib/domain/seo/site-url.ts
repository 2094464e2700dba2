import { localizedPath } from '@/lib/domain/paths/localized-path';
import { publicSiteUrl } from '@/lib/domain/config/public-env';

const FALLBACK_SITE_URL = 'http://localhost:3000';

/** `https://a.example` for an http(s) origin or URL, else null (`null`, `file://`, garbage). */
export function normalizeOrigin(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  try {
    const url = new URL(trimmed);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The one reading of NEXT_PUBLIC_SITE_URL (issue 19 item 2: it was parsed in six places): its
 * origin when it is set to an http(s) URL, else null. The variable is read by
 * lib/domain/config/public-env.ts (inlined in browser bundles too).
 */
export function configuredSiteOrigin(configured: string | undefined = publicSiteUrl()): string | null {
  return normalizeOrigin(configured);
}

/**
 * The public origin of the site: NEXT_PUBLIC_SITE_URL, else http://localhost:3000. Canonical
 * URLs, structured data, sitemaps, the layout's metadataBase, CORS and the web-vitals host check
 * all use it.
 */
export function siteOrigin(configured: string | undefined = publicSiteUrl()): string {
  return configuredSiteOrigin(configured) ?? FALLBACK_SITE_URL;
}

/** Absolute URL of a Spanish app path in `locale` ('/blog/', 'pt' → 'https://…/pt/blog/'). */
export function absoluteUrl(path: string, locale: string, origin: string = siteOrigin()): string {
  return `${origin}${localizedPath(path, locale)}`;
}

/** Absolute URL of a path that has no language (an image, a sitemap file). */
export function absoluteAssetUrl(path: string, origin: string = siteOrigin()): string {
  return /^https?:\/\//i.test(path) ? path : `${origin}${path.startsWith('/') ? path : `/${path}`}`;
}
