/**
 * Sitemap XML (sitemaps.org 0.9) with hreflang alternates (xhtml:link), and the sitemap index.
 * Pure: no I/O; the route handlers feed them rows from the database.
 *
 * Each page is listed once per language (Spanish unprefixed, /pt/, /en/), and every one of
 * those entries names all its language versions plus x-default (Spanish), as search engines
 * expect. A file holds at most MAX_URLS_PER_SITEMAP <url> entries.
 */
import { defaultLocale, locales as appLocales } from '@/lib/domain/i18n/routing';
import { absoluteUrl } from './site-url';

/** Per file; the protocol allows 50 000, smaller files keep each response quick at 100 000 courses. */
export const MAX_URLS_PER_SITEMAP = 10_000;

/** A page of the site by its Spanish path, with its last change when known. */
export type SitemapPage = { path: string; lastModified?: Date | string | null };

export type SitemapIndexEntry = { loc: string; lastModified?: Date | string | null };

export type SitemapOptions = { origin: string; locales?: readonly string[]; defaultLocale?: string };

const XML_ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

/** Escapes text for XML content and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => XML_ESCAPES[ch]);
}

/** W3C datetime for <lastmod>: a date string as given (YYYY-MM-DD), a Date as ISO 8601; null when unknown or invalid. */
export function formatLastmod(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') {
    if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
    const parsed = new Date(value);
    return Number.isNaN(parsed.getTime()) ? null : parsed.toISOString();
  }
  return Number.isNaN(value.getTime()) ? null : value.toISOString();
}

/** How many pages fit in one file when each is listed once per language. */
export function pagesPerSitemap(localeCount: number = appLocales.length, maxUrls: number = MAX_URLS_PER_SITEMAP): number {
  return Math.max(1, Math.floor(maxUrls / Math.max(1, localeCount)));
}

/** Number of files for `total` pages (0 when there is nothing to list). */
export function sitemapChunkCount(total: number, perFile: number = pagesPerSitemap()): number {
  return total > 0 ? Math.ceil(total / perFile) : 0;
}

/** Offset and limit of 1-based chunk `n`. */
export function sitemapChunkRange(n: number, perFile: number = pagesPerSitemap()): { offset: number; limit: number } {
  return { offset: (n - 1) * perFile, limit: perFile };
}

/** The hreflang → absolute URL map of one page: every language plus x-default. */
export function hreflangAlternates(path: string, options: SitemapOptions): Array<{ hreflang: string; href: string }> {
  const langs = options.locales ?? appLocales;
  const fallback = options.defaultLocale ?? defaultLocale;
  return [
    ...langs.map((locale) => ({ hreflang: locale, href: absoluteUrl(path, locale, options.origin) })),
    { hreflang: 'x-default', href: absoluteUrl(path, fallback, options.origin) },
  ];
}

function urlEntry(loc: string, lastmod: string | null, links: string): string {
  return `<url><loc>${escapeXml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}${links}</url>`;
}

/** A <urlset>: each page once per language, each entry with all alternates. Throws past the per-file limit. */
export function buildUrlset(pages: readonly SitemapPage[], options: SitemapOptions): string {
  const langs = options.locales ?? appLocales;
  if (pages.length * langs.length > MAX_URLS_PER_SITEMAP) {
    throw new RangeError(`A sitemap holds at most ${MAX_URLS_PER_SITEMAP} URLs (${pages.length} pages × ${langs.length} languages given).`);
  }
  const parts: string[] = [
    '<?xml version="1.0" encoding="UTF-8"?>\n',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n',
  ];
  for (const page of pages) {
    const alternates = hreflangAlternates(page.path, options);
    const links = alternates.map((a) => `<xhtml:link rel="alternate" hreflang="${escapeXml(a.hreflang)}" href="${escapeXml(a.href)}"/>`).join('');
    const lastmod = formatLastmod(page.lastModified);
    for (const locale of langs) {
      parts.push(urlEntry(absoluteUrl(page.path, locale, options.origin), lastmod, links), '\n');
    }
  }
  parts.push('</urlset>\n');
  return parts.join('');
}

/** A <sitemapindex> of absolute sitemap URLs. */
export function buildSitemapIndex(entries: readonly SitemapIndexEntry[]): string {
  const body = entries
    .map((e) => {
      const lastmod = formatLastmod(e.lastModified);
      return `<sitemap><loc>${escapeXml(e.loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</sitemap>`;
    })
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}${body ? '\n' : ''}</sitemapindex>\n`;
}
