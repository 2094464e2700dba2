import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import esNotifications from '@/messages/es/notifications.json';
import ptNotifications from '@/messages/pt/notifications.json';
import enNotifications from '@/messages/en/notifications.json';

/**
 * The notifications module's API errors, from the `notifications` namespace (`errors.*`),
 * imported statically so the route handlers need no file system. Spanish is the fallback.
 */
export type NotificationsErrorKey = keyof typeof esNotifications.errors;

type ErrorMessages = Record<NotificationsErrorKey, string>;

const byLocale: Record<Locale, { errors?: Partial<ErrorMessages> }> = { es: esNotifications, pt: ptNotifications, en: enNotifications };

export function notificationsErrorMessage(locale: Locale, key: NotificationsErrorKey, values?: Record<string, string | number>): string {
  const template = byLocale[locale]?.errors?.[key] ?? esNotifications.errors[key] ?? key;
  if (!values) return template;
  const t = createTranslator({ locale, messages: { errors: { [key]: template } }, namespace: 'errors' });
  return t(key as never, values as never);
}
