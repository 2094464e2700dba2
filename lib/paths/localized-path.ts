import { defaultLocale } from '@/lib/i18n/routing';

/** Spanish paths are unprefixed; other languages live under /pt/ and /en/. */
export function localizedPath(path: string, locale: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === defaultLocale ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}
