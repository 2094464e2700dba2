/** A text in the site's languages: Spanish always, Portuguese and English when translated (spec §9). The database's jsonb columns hold this shape (lib/server/db/schema/). */
export type LocalizedText = { es: string; pt?: string; en?: string };

/** The text in `locale`, else Spanish (the default and fallback language, spec §9). */
export function localized(text: LocalizedText | null | undefined, locale: string): string {
  if (!text) return '';
  const value = (text as Record<string, string | undefined>)[locale];
  return value && value.length > 0 ? value : text.es;
}
