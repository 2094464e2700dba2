'use client';

import { useEffect, useRef } from 'react';
import { skipToken, useQuery } from '@apollo/client/react';
import { MyCartDocument } from '@/graphql/generated/client/graphql';
import { clientContext } from '@/lib/apollo/context';
import { cartOwnerKey, shouldFetchCart } from '@/lib/cart/cart-sync';
import { cartStoreActions } from '@/lib/stores/cart-store';
import { useCurrentUser } from '@/lib/stores/current-user-store';

/**
 * Keeps the cart store in step with MyCart (spec §4): the query is always network-only, waits
 * for the user unless the user is premium, and every answer replaces the store's cart. When the
 * owner changes (login or registration merges the visitor's cart into the account) it is read
 * again. Mounted once, by CartRoot.
 */
export function useCartSync(): void {
  const user = useCurrentUser();
  const enabled = shouldFetchCart(user);
  const owner = cartOwnerKey(user);
  const { data, loading, error, refetch } = useQuery(
    MyCartDocument,
    enabled ? { fetchPolicy: 'network-only', context: clientContext('default'), ssr: false } : skipToken,
  );

  useEffect(() => {
    if (data !== undefined) cartStoreActions.applyCart(data.myCart);
  }, [data]);

  useEffect(() => {
    // Logged by the link chain; the cart views stop waiting and show what they have.
    if (error) cartStoreActions.markLoaded();
  }, [error]);

  useEffect(() => {
    if (loading) cartStoreActions.startLoading('cart');
    else cartStoreActions.stopLoading('cart');
  }, [loading]);

  const previousOwner = useRef<string | null>(owner);
  useEffect(() => {
    const before = previousOwner.current;
    previousOwner.current = owner;
    if (before !== null && owner !== null && before !== owner && enabled) {
      refetch().catch(() => undefined); // logged by the link chain
    }
  }, [owner, enabled, refetch]);
}
