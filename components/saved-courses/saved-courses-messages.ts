import type { AbstractIntlMessages } from 'next-intl';

/**
 * The `savedCourses` messages for the save buttons of public pages: that namespace is not sent
 * to every page's client bundle (app/[locale]/layout.tsx). The buttons appear only once `me`
 * says the user is premium, so one small JSON chunk per language is fetched then.
 */
const loaders: Record<string, () => Promise<{ default: AbstractIntlMessages }>> = {
  es: () => import('@/messages/es/savedCourses.json'),
  pt: () => import('@/messages/pt/savedCourses.json'),
  en: () => import('@/messages/en/savedCourses.json'),
};

const cache = new Map<string, Promise<AbstractIntlMessages>>();

/** The same promise for a language every time (so React's `use` can wait on it); Spanish for an unknown one. */
export function loadSavedCoursesMessages(locale: string): Promise<AbstractIntlMessages> {
  const key = locale in loaders ? locale : 'es';
  let pending = cache.get(key);
  if (!pending) {
    pending = loaders[key]().then((m) => m.default);
    // A failed chunk may be retried by the next button.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
