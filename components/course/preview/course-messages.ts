import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';

/**
 * The `course` messages, loaded with the preview dialog's chunk: that namespace is not sent to
 * every page's client bundle (app/[locale]/layout.tsx), and the cards that open the dialog
 * should not each carry its texts.
 */
export const loadCourseMessages = lazyNamespace({
  es: () => import('@/messages/es/course.json'),
  pt: () => import('@/messages/pt/course.json'),
  en: () => import('@/messages/en/course.json'),
});
