'use client';

import { useMemo } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { useRouter } from '@/lib/client/i18n/localized-router';
import type { CartActions } from './cart-actions';
import { cartStoreActions, pendingKey } from '@/lib/client/stores/cart-store';
import { CART_PAGE_PATH, isCartPagePath } from '@/lib/domain/cart/cart-paths';

const loadIsland = () => import('./cart-actions-island');

/**
 * The cart actions (spec §4) for the add and buy-now buttons of public pages: the same actions
 * as useCartActions, but they and Apollo load with the first use (or `preload()`, on hover or
 * focus), so a course page's first load carries neither. They update the cart store the menu's
 * cart count reads, as useCartActions does.
 */
export function useLazyCartActions(): CartActions & { preload: () => void } {
  const router = useRouter();
  const t = useShellTranslations('cart');
  const courseRemoved = t('toast.courseRemoved');
  const bundleRemoved = t('toast.bundleRemoved');
  return useMemo(() => {
    let actions: Promise<CartActions> | null = null;
    const get = () => {
      actions ??= loadIsland().then((m) => m.createBrowserCartActions({ goToCart: () => router.push(CART_PAGE_PATH), messages: { courseRemoved, bundleRemoved } }));
      actions.catch(() => {
        actions = null; // a failed chunk load is retried on the next click
      });
      return actions;
    };
    return {
      addItem: async (item, options = {}) => {
        // What the add does first happens on the click, not after the chunk (spec §4: loading and
        // the pop-up at once); the action repeats it (both are idempotent), then goes on.
        const valid = Boolean(item && (item.type === 'COURSE' || item.type === 'BUNDLE') && Number.isInteger(item.id) && item.id > 0);
        const key = valid ? pendingKey('add', item.type, item.id) : null;
        if (key) {
          cartStoreActions.startLoading('add', key);
          if (!isCartPagePath(window.location.pathname) && options.showPopup !== false) cartStoreActions.openPopup();
        }
        let actions: CartActions;
        try {
          actions = await get();
        } catch (error) {
          if (key) {
            cartStoreActions.stopLoading('add', key);
            cartStoreActions.closePopup();
          }
          throw error;
        }
        return actions.addItem(item, options);
      },
      removeItem: async (item) => (await get()).removeItem(item),
      refreshCart: async () => (await get()).refreshCart(),
      preload: () => void get().catch(() => {}),
    };
  }, [router, courseRemoved, bundleRemoved]);
}
