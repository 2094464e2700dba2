import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';

/**
 * The whole `siteChrome` namespace, loaded with the phone dialog, the chat and the
 * cookies-disabled notice (issue 14): every page carries only the banners' texts
 * (lib/domain/i18n/client-messages.ts).
 */
export const loadSiteChromeMessages = lazyNamespace({
  es: () => import('@/messages/es/siteChrome.json'),
  pt: () => import('@/messages/pt/siteChrome.json'),
  en: () => import('@/messages/en/siteChrome.json'),
});
