/**
 * Paths of the cart screens (spec §2 "Shopping cart screens"; /carrito-de-compras/ is in the
 * route table, checkout and confirmation live under it). Unprefixed app paths: localise them
 * with lib/domain/paths/localized-path.ts or the locale-aware router.
 */
import { withoutLocalePrefix } from '@/lib/domain/paths/localized-path';

export const CART_PAGE_PATH = '/carrito-de-compras/';
export const CHECKOUT_PAGE_PATH = '/carrito-de-compras/pago/';
export const CONFIRMATION_PAGE_PATH = '/carrito-de-compras/confirmacion/';

/** The confirmation page of one order. */
export function confirmationPath(orderNumber: string): string {
  return `${CONFIRMATION_PAGE_PATH}?order=${encodeURIComponent(orderNumber)}`;
}

/** True on the cart page itself (any language), not on checkout or confirmation. */
export function isCartPagePath(pathname: string): boolean {
  const path = withoutLocalePrefix(pathname);
  return path === CART_PAGE_PATH || `${path}/` === CART_PAGE_PATH;
}

/** Where buy-now leads: checkout for a signed-in user, else the cart page (where a visitor signs in). */
export function buyNowTarget(destination: 'auto' | 'cart' | 'checkout', signedIn: boolean): string {
  if (destination === 'cart') return CART_PAGE_PATH;
  if (destination === 'checkout') return CHECKOUT_PAGE_PATH;
  return signedIn ? CHECKOUT_PAGE_PATH : CART_PAGE_PATH;
}
