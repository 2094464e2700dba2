import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing, type Locale } from '@/lib/domain/i18n/routing';
import { loadMessages } from './load-messages';
import { publicEnv } from '@/lib/domain/config/public-env';
import { createMessageFallback, type MessageFallback } from '@/lib/domain/i18n/message-fallback';

/** One fallback per language: its messages are loaded once per process too. */
const fallbacks = new Map<Locale, MessageFallback>();

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const messages = await loadMessages(locale);
  let getMessageFallback = fallbacks.get(locale);
  if (!getMessageFallback) {
    getMessageFallback = createMessageFallback(locale, messages);
    fallbacks.set(locale, getMessageFallback);
  }
  return {
    locale,
    messages,
    // One zone on server and client so dates (agenda 'Hoy'/'Mañana') render identically.
    timeZone: publicEnv().timeZone,
    // Spanish is merged in as the fallback language; a key missing there too is looked up in the
    // main menu's namespace (spec §9 fallback namespace), then shows the key itself.
    getMessageFallback,
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error('[i18n]', error.message);
    },
  };
});
