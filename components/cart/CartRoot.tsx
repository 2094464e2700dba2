'use client';

import type { ComponentProps } from 'react';
import type { CartPopup } from './CartPopup';

import { Suspense } from 'react';
import dynamic from 'next/dynamic';
import { LazyNamespaceMessages } from '@/components/i18n/LazyNamespaceMessages';
import { documentLocale } from '@/lib/client/i18n/lazy-namespace';
import { cartStoreActions, useCartStore } from '@/lib/client/stores/cart-store';
import { Toast } from '@/components/ui/Toast';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { useCartSync } from './use-cart-sync';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import { loadCartMessages } from './cart-messages';

/** Loaded on the first open (issue 14: the pop-up, its drawer and its lines are not in a page's first load). */
const loadCartPopup = withMuiChunk<ComponentProps<typeof CartPopup>>(() =>
  Promise.all([import('./CartPopup'), loadCartMessages(documentLocale())]).then(([m]) => ({ default: m.CartPopup })),
);
const LazyCartPopup = dynamic(loadCartPopup, { ssr: false, loading: () => null });

/**
 * The cart's page-wide parts, mounted once (AppProviders): keeps the store in step with MyCart,
 * and renders the cart pop-up (from its first open on, so it can animate closed) and the cart
 * toast (spec §2, §4).
 */
export function CartRoot() {
  useCartSync();
  const toast = useCartStore((s) => s.toast);
  const wanted = useOpenedOnce(useCartStore((s) => s.popupOpen));
  return (
    <>
      {wanted ? (
        <Suspense fallback={null}>
          <LazyNamespaceMessages namespace="cart" load={loadCartMessages}>
            <LazyCartPopup />
          </LazyNamespaceMessages>
        </Suspense>
      ) : null}
      <Toast message={toast?.message ?? null} toastId={toast?.id} onHide={() => cartStoreActions.hideToast(toast?.id)} />
    </>
  );
}
