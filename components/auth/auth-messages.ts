import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';

/**
 * The `auth` messages, loaded with the auth dialog's chunk (issue 14: pages' first load carries
 * only the shell's namespaces; the sign-in and register pages send `auth` themselves).
 */
export const loadAuthMessages = lazyNamespace({
  es: () => import('@/messages/es/auth.json'),
  pt: () => import('@/messages/pt/auth.json'),
  en: () => import('@/messages/en/auth.json'),
});
