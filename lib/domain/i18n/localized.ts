import type { LocalizedText } from '@/lib/server/db/schema';

/** The text in `locale`, else Spanish (the default and fallback language, spec §9). */
export function localized(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  const value = (text as Record<string, string | undefined>)[locale];
  return value && value.length > 0 ? value : text.es;
}
