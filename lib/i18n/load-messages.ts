import type { Locale } from './routing';
import { namespaces } from './namespaces';
import { mergeMessages, type Messages } from './merge-messages';

async function loadLocale(locale: Locale): Promise<Messages> {
  const parts = await Promise.all(
    namespaces.map(async (ns) => [ns, (await import(`../../messages/${locale}/${ns}.json`)).default as Messages] as const),
  );
  return Object.fromEntries(parts);
}

export async function loadMessages(locale: Locale): Promise<Messages> {
  const spanish = await loadLocale('es');
  return locale === 'es' ? spanish : mergeMessages(spanish, await loadLocale(locale));
}
