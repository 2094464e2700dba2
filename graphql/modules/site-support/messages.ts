import type { Locale } from '@/lib/i18n/routing';
import es from '@/messages/es/siteChrome.json';
import pt from '@/messages/pt/siteChrome.json';
import en from '@/messages/en/siteChrome.json';
import { PHONE_LEAD_MESSAGE_KEYS, SPANISH_PHONE_LEAD_MESSAGES, type PhoneLeadMessages } from '@/lib/site-chrome/phone-lead';
import { SPANISH_SUPPORT_MESSAGE_TEXTS, type SupportMessageTexts } from '@/lib/site-chrome/support-message';

/**
 * The site-support module's API texts, from the `siteChrome` namespace (`phone.validation.*`,
 * `chat.validation.*`, `api.*`), imported statically so the route handlers need no file
 * system. Spanish is the fallback, then the Spanish constants or the key.
 */
type Texts = {
  phone?: { validation?: Partial<Record<keyof PhoneLeadMessages, string>> };
  chat?: { validation?: Partial<Record<keyof SupportMessageTexts, string>> };
  api?: Partial<Record<SiteSupportErrorKey, string>>;
};

export type SiteSupportErrorKey = 'unauthenticated' | 'chatForbidden' | 'rateLimited';

const byLocale: Record<Locale, Texts> = { es, pt, en };

export function phoneValidationMessages(locale: Locale): PhoneLeadMessages {
  return Object.fromEntries(
    PHONE_LEAD_MESSAGE_KEYS.map((k) => [k, byLocale[locale]?.phone?.validation?.[k] ?? byLocale.es.phone?.validation?.[k] ?? SPANISH_PHONE_LEAD_MESSAGES[k]]),
  ) as PhoneLeadMessages;
}

export function supportMessageTexts(locale: Locale): SupportMessageTexts {
  const pick = (k: keyof SupportMessageTexts) => byLocale[locale]?.chat?.validation?.[k] ?? byLocale.es.chat?.validation?.[k] ?? SPANISH_SUPPORT_MESSAGE_TEXTS[k];
  return { required: pick('required'), length: pick('length') };
}

export function siteSupportError(locale: Locale, key: SiteSupportErrorKey, values: Record<string, string | number> = {}): string {
  const template = byLocale[locale]?.api?.[key] ?? byLocale.es.api?.[key] ?? key;
  return template.replace(/\{(\w+)\}/g, (_m, name: string) => String(values[name] ?? `{${name}}`));
}
