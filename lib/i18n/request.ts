import { getRequestConfig } from 'next-intl/server';
import { hasLocale } from 'next-intl';
import { routing } from './routing';
import { loadMessages } from './load-messages';
import { publicEnv } from '@/lib/config/public-env';

export default getRequestConfig(async ({ requestLocale }) => {
  const requested = await requestLocale;
  const locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  return {
    locale,
    messages: await loadMessages(locale),
    // One zone on server and client so dates (agenda 'Hoy'/'Mañana') render identically.
    timeZone: publicEnv().timeZone,
    // Spanish is merged in as the fallback; a key missing everywhere shows the key itself.
    getMessageFallback: ({ namespace, key }) => (namespace ? `${namespace}.${key}` : key),
    onError: (error) => {
      if (error.code !== 'MISSING_MESSAGE') console.error('[i18n]', error.message);
    },
  };
});
