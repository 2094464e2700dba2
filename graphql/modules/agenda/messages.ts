import type { Locale } from '@/lib/i18n/routing';
import esAgenda from '@/messages/es/agenda.json';
import ptAgenda from '@/messages/pt/agenda.json';
import enAgenda from '@/messages/en/agenda.json';

/**
 * The agenda module's API errors, from the `agenda` namespace (`errors.*`), imported
 * statically so the route handlers need no file system. Spanish is the fallback, then the key.
 */
export type AgendaErrorKey = 'unauthenticated' | 'courseNotFound' | 'notSchedulable';

const byLocale: Record<Locale, { errors?: Partial<Record<AgendaErrorKey, string>> }> = { es: esAgenda, pt: ptAgenda, en: enAgenda };

export function agendaErrorMessage(locale: Locale, key: AgendaErrorKey): string {
  return byLocale[locale]?.errors?.[key] ?? byLocale.es.errors?.[key] ?? key;
}
