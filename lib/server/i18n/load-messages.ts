import type { Locale } from '@/lib/domain/i18n/routing';
import { namespaces } from '@/lib/domain/i18n/namespaces';
import { mergeMessages, type Messages } from '@/lib/domain/i18n/merge-messages';

async function loadLocale(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../../messages/${locale}/${ns}.json`)).default as Messages] as const),
  );
  return Object.fromEntries(parts);
}

async function load(locale: Locale): Promise<Messages> {
  const spanish = await loadLocale('es');
  return locale === 'es' ? spanish : mergeMessages(spanish, await loadLocale(locale));
}

/**
 * A language's messages, Spanish merged in as the fallback: loaded and merged once per process
 * (issue 14 item 4), not on every render. Messages never change while the server runs.
 */
const loaded = new Map<Locale, Promise<Messages>>();

export function loadMessages(locale: Locale): Promise<Messages> {
  let messages = loaded.get(locale);
  if (!messages) {
    messages = load(locale);
    // A failed load is not remembered: the next render tries again.
    messages.catch(() => loaded.delete(locale));
    loaded.set(locale, messages);
  }
  return messages;
}
