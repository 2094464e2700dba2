import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';

/**
 * The `savedCourses` messages for the save buttons of public pages: that namespace is not sent
 * to every page's client bundle (app/[locale]/layout.tsx). The buttons appear only once `me`
 * says the user is premium, so the chunk is fetched then.
 */
export const loadSavedCoursesMessages = lazyNamespace({
  es: () => import('@/messages/es/savedCourses.json'),
  pt: () => import('@/messages/pt/savedCourses.json'),
  en: () => import('@/messages/en/savedCourses.json'),
});
