import { lazyNamespace } from '@/lib/client/i18n/lazy-namespace';

/**
 * The whole `cart` namespace, loaded with the cart pop-up's chunk (issue 14): pages carry only
 * the parts their first load uses (lib/domain/i18n/client-messages.ts), the cart pages send it whole.
 */
export const loadCartMessages = lazyNamespace({
  es: () => import('@/messages/es/cart.json'),
  pt: () => import('@/messages/pt/cart.json'),
  en: () => import('@/messages/en/cart.json'),
});
