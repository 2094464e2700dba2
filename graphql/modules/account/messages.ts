import type { Locale } from '@/lib/i18n/routing';
import esAuth from '@/messages/es/auth.json';
import ptAuth from '@/messages/pt/auth.json';
import enAuth from '@/messages/en/auth.json';
import esSettings from '@/messages/es/settings.json';
import ptSettings from '@/messages/pt/settings.json';
import enSettings from '@/messages/en/settings.json';
import { basicDataMessagesFrom, SPANISH_BASIC_DATA_MESSAGES, type BasicDataMessages } from '@/lib/validation/basic-data-schema';

/**
 * The account module's texts, from the `auth` namespace (`basicData.*`), imported statically
 * so the route handlers need no file system. Spanish is the fallback, then the Spanish constant.
 */
type BasicDataTexts = { validation?: Record<string, string>; errors?: Record<string, string> };

const byLocale: Record<Locale, BasicDataTexts | undefined> = {
  es: (esAuth as { basicData?: BasicDataTexts }).basicData,
  pt: (ptAuth as { basicData?: BasicDataTexts }).basicData,
  en: (enAuth as { basicData?: BasicDataTexts }).basicData,
};

function lookup(locale: Locale, group: keyof BasicDataTexts, key: string): string | undefined {
  return byLocale[locale]?.[group]?.[key] ?? byLocale.es?.[group]?.[key];
}

export function basicDataValidationMessages(locale: Locale): BasicDataMessages {
  return basicDataMessagesFrom((key) => {
    const name = key.slice('validation.'.length) as keyof BasicDataMessages;
    return lookup(locale, 'validation', name) ?? SPANISH_BASIC_DATA_MESSAGES[name];
  });
}

export function accountErrorMessage(locale: Locale, key: 'unauthenticated'): string {
  return lookup(locale, 'errors', key) ?? key;
}

/** Texts of the theme preference (settings namespace, `preferences.*`); Spanish fallback, then the key. */
type ThemeTextKey = 'themeSaved' | 'themeUnauthenticated';
type PreferenceTexts = Partial<Record<ThemeTextKey, string>>;

const preferencesByLocale: Record<Locale, PreferenceTexts | undefined> = {
  es: (esSettings as { preferences?: PreferenceTexts }).preferences,
  pt: (ptSettings as { preferences?: PreferenceTexts }).preferences,
  en: (enSettings as { preferences?: PreferenceTexts }).preferences,
};

export function themePreferenceMessage(locale: Locale, key: ThemeTextKey): string {
  return preferencesByLocale[locale]?.[key] ?? preferencesByLocale.es?.[key] ?? key;
}
