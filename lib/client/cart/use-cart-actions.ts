'use client';

import { useMemo } from 'react';
import { useApolloClient } from '@apollo/client/react';
import { useTranslations } from 'next-intl';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { useRouter } from '@/lib/client/i18n/localized-router';
import { readTrackingData } from '@/lib/client/session/session-client';
import { browserCartEnv, createCartActions, type CartActions, type CartActionsEnv } from './cart-actions';
import { CART_PAGE_PATH } from '@/lib/domain/cart/cart-paths';

/**
 * The cart actions (spec §4) for components: add, remove and refresh over the page's Apollo
 * client, the cart store, the locale-aware router and the activity tracker. `env` replaces the
 * browser environment (tests).
 */
export function useCartActions(options: { env?: Partial<CartActionsEnv> } = {}): CartActions {
  const client = useApolloClient();
  const router = useRouter();
  const t = useTranslations('cart');
  const courseRemoved = t('toast.courseRemoved');
  const bundleRemoved = t('toast.bundleRemoved');
  const envOverride = options.env;
  return useMemo(
    () =>
      createCartActions({
        client,
        env: { ...browserCartEnv(() => router.push(CART_PAGE_PATH)), ...envOverride },
        messages: { courseRemoved, bundleRemoved },
        track: (input) => {
          const tracking = readTrackingData();
          void trackActivity({ ...input, segment: tracking?.segment ?? null, username: tracking?.username ?? null });
        },
      }),
    [client, router, courseRemoved, bundleRemoved, envOverride],
  );
}
