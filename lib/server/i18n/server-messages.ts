import 'server-only';
import { createTranslator } from 'next-intl';
import type { Locale } from '@/lib/i18n/routing';
import esErrors from '@/messages/es/errors.json';
import ptErrors from '@/messages/pt/errors.json';
import enErrors from '@/messages/en/errors.json';
import esAuth from '@/messages/es/auth.json';
import ptAuth from '@/messages/pt/auth.json';
import enAuth from '@/messages/en/auth.json';
import { mergeMessages, type Messages } from '@/lib/i18n/merge-messages';
import { authMessagesFrom, SPANISH_AUTH_MESSAGES, type AuthValidationMessages } from '@/lib/validation/auth-schemas';

// API messages are translated on the server: imported statically so route handlers need no fs.
const withFallback = (es: unknown, other: unknown): Record<Locale, Messages> => ({
  es: es as Messages,
  pt: mergeMessages(es as Messages, (other as [unknown, unknown])[0] as Messages),
  en: mergeMessages(es as Messages, (other as [unknown, unknown])[1] as Messages),
});
const errorMessages = withFallback(esErrors, [ptErrors, enErrors]);
const authMessages = withFallback(esAuth, [ptAuth, enAuth]);

export type ErrorTranslator = (key: string, values?: Record<string, string | number>) => string;

export function errorTranslator(locale: Locale): ErrorTranslator {
  const t = createTranslator({ locale, messages: { errors: errorMessages[locale] }, namespace: 'errors' });
  return (key, values) => t(key as never, values as never);
}

/** The spec §5 validation texts in `locale` (Spanish wording when a key is missing). */
export function authValidationMessages(locale: Locale): AuthValidationMessages {
  const validation = (authMessages[locale].validation ?? {}) as Record<string, string>;
  return authMessagesFrom((key) => validation[key.slice('validation.'.length)] ?? SPANISH_AUTH_MESSAGES[key.slice('validation.'.length) as keyof AuthValidationMessages]);
}
