import { defaultLocale, isLocale, type Locale } from './routing';

/**
 * Language of an API request: an explicit x-locale header, then the NEXT_LOCALE cookie,
 * then the first supported Accept-Language entry, else Spanish.
 */
export function negotiateLocale(input: { header?: string | null; cookie?: string | null; acceptLanguage?: string | null }): Locale {
  const explicit = input.header?.trim().toLowerCase();
  if (explicit && isLocale(explicit)) return explicit;
  const fromCookie = input.cookie?.trim().toLowerCase();
  if (fromCookie && isLocale(fromCookie)) return fromCookie;
  const ranked = (input.acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      return { lang: tag.trim().toLowerCase().split('-')[0], q: q ? Number(q.slice(2)) || 0 : 1, index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  for (const entry of ranked) if (isLocale(entry.lang)) return entry.lang;
  return defaultLocale;
}
