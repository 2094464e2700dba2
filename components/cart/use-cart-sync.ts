'use client';

import { useCallback, useEffect, useRef } from 'react';
import { MyCartDocument } from '@/graphql/generated/shell/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { cartOwnerKey, shouldFetchCart } from '@/lib/client/cart/cart-sync';
import { cartStoreActions, nextCartRead } from '@/lib/client/stores/cart-store';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';

/** The reducers of a MyCart answer: fetched beside the read, not with the page (issue 14); null when the chunk fails. */
const loadCartRead = () =>
  import('@/lib/client/stores/cart-read').catch((error: unknown) => {
    console.error('[MyCart] chunk failed to load', error);
    return null;
  });

/** One MyCart read into the cart store (default endpoint, always from the network). */
async function syncCart(isCurrent: () => boolean): Promise<void> {
  cartStoreActions.startLoading('cart');
  const ticket = nextCartRead();
  try {
    const [result, cartRead] = await Promise.all([lazyGraphqlRequest(MyCartDocument, {}, { clientName: 'default' }), loadCartRead()]);
    if (!isCurrent()) return;
    if (result.ok && cartRead) cartRead.cartReadActions.applyCartRead(result.data.myCart, ticket);
    // Logged by the request; the cart views stop waiting and show what they have.
    else cartStoreActions.markLoaded();
  } finally {
    cartStoreActions.stopLoading('cart');
  }
}

/**
 * Keeps the cart store in step with MyCart (spec §4): the query is always network-only, waits
 * for the user unless the user is premium, and every answer replaces the store's cart. When the
 * owner changes (login or registration merges the visitor's cart into the account) it is read
 * again. Mounted once, by CartRoot. A plain typed request (lib/client/graphql-request), not Apollo:
 * it runs on every page; the cart actions that write the cart update the same store.
 */
export function useCartSync(): void {
  const user = useCurrentUser();
  const enabled = shouldFetchCart(user);
  const owner = cartOwnerKey(user);
  const latest = useRef(0);
  const read = useCallback(() => {
    const id = ++latest.current;
    void syncCart(() => id === latest.current);
  }, []);

  useEffect(() => {
    if (enabled) read();
  }, [enabled, read]);

  const previousOwner = useRef<string | null>(owner);
  useEffect(() => {
    const before = previousOwner.current;
    previousOwner.current = owner;
    if (before !== null && owner !== null && before !== owner && enabled) read();
  }, [owner, enabled, read]);
}
