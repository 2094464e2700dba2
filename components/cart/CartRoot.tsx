'use client';

import { cartStoreActions, useCartStore } from '@/lib/stores/cart-store';
import { Toast } from '@/components/ui/Toast';
import { CartPopup } from './CartPopup';
import { useCartSync } from './use-cart-sync';

/**
 * The cart's page-wide parts, mounted once (AppProviders): keeps the store in step with MyCart,
 * and renders the cart pop-up and the cart toast (spec §2, §4).
 */
export function CartRoot() {
  useCartSync();
  const toast = useCartStore((s) => s.toast);
  return (
    <>
      <CartPopup />
      <Toast message={toast?.message ?? null} toastId={toast?.id} onHide={() => cartStoreActions.hideToast(toast?.id)} />
    </>
  );
}

