import { defaultLocale, locales } from '@/lib/domain/i18n/routing';

/** Spanish paths are unprefixed; other languages live under /pt/ and /en/. */
export function localizedPath(path: string, locale: string): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  return locale === defaultLocale ? clean : `/${locale}${clean === '/' ? '/' : clean}`;
}

/** The app path of a browser path: `pathname` without its language prefix (localizedPath's inverse). */
export function withoutLocalePrefix(pathname: string): string {
  for (const locale of locales) {
    if (pathname === `/${locale}`) return '/';
    if (pathname.startsWith(`/${locale}/`)) return pathname.slice(locale.length + 1);
  }
  return pathname;
}
