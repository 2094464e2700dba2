import type { AbstractIntlMessages } from 'next-intl';

/**
 * The `course` messages, loaded with the preview dialog's chunk: that namespace is not sent to
 * every page's client bundle (app/[locale]/layout.tsx), and the cards that open the dialog
 * should not each carry its texts. One small JSON chunk per language, fetched on first open.
 */
const loaders: Record<string, () => Promise<{ default: AbstractIntlMessages }>> = {
  es: () => import('@/messages/es/course.json'),
  pt: () => import('@/messages/pt/course.json'),
  en: () => import('@/messages/en/course.json'),
};

const cache = new Map<string, Promise<AbstractIntlMessages>>();

/** The same promise for a language every time (so React's `use` can wait on it); Spanish for an unknown one. */
export function loadCourseMessages(locale: string): Promise<AbstractIntlMessages> {
  const key = locale in loaders ? locale : 'es';
  let pending = cache.get(key);
  if (!pending) {
    pending = loaders[key]().then((m) => m.default);
    // A failed chunk may be retried by the next open.
    pending.catch(() => cache.delete(key));
    cache.set(key, pending);
  }
  return pending;
}
