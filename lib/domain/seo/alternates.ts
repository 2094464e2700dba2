import { locales } from '@/lib/domain/i18n/routing';
import { localizedPath } from '@/lib/domain/paths/localized-path';

/**
 * Canonical URL and hreflang alternates for a page path (relative to metadataBase):
 * each language has its own URL, Spanish unprefixed, x-default pointing at Spanish.
 */
export function pageAlternates(path: string, locale: string) {
  const languages: Record<string, string> = Object.fromEntries(locales.map((l) => [l, localizedPath(path, l)]));
  languages['x-default'] = localizedPath(path, 'es');
  return { canonical: localizedPath(path, locale), languages };
}
