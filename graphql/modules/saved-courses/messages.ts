import type { Locale } from '@/lib/i18n/routing';
import esSaved from '@/messages/es/savedCourses.json';
import ptSaved from '@/messages/pt/savedCourses.json';
import enSaved from '@/messages/en/savedCourses.json';

/**
 * The saved-courses module's API texts, from the `savedCourses` namespace (`errors.*` and
 * `results.*`), imported statically so the route handlers need no file system. Spanish is the
 * fallback, then the key.
 */
export type SavedCourseErrorKey = 'unauthenticated' | 'forbidden' | 'courseNotFound';
export type SavedCourseResultKey = 'saved' | 'alreadySaved' | 'removed' | 'notSaved';

type Texts = { errors?: Partial<Record<SavedCourseErrorKey, string>>; results?: Partial<Record<SavedCourseResultKey, string>> };

const byLocale: Record<Locale, Texts> = { es: esSaved, pt: ptSaved, en: enSaved };

export function savedCourseErrorMessage(locale: Locale, key: SavedCourseErrorKey): string {
  return byLocale[locale]?.errors?.[key] ?? byLocale.es.errors?.[key] ?? key;
}

export function savedCourseResultMessage(locale: Locale, key: SavedCourseResultKey): string {
  return byLocale[locale]?.results?.[key] ?? byLocale.es.results?.[key] ?? key;
}
