import { defineRouting } from 'next-intl/routing';

export const locales = ['es', 'pt', 'en'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'es';

export function isLocale(value: string): value is Locale {
  return (locales as readonly string[]).includes(value);
}

// Spanish URLs carry no prefix; /pt/… and /en/… give each language its own URL.
// A first visit is decided by the NEXT_LOCALE cookie, then Accept-Language.
export const routing = defineRouting({
  locales,
  defaultLocale,
  localePrefix: 'as-needed',
  localeCookie: { name: 'NEXT_LOCALE', maxAge: 60 * 60 * 24 * 365 },
});
