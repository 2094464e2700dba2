'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslations } from 'next-intl';
import { CartActionError, cartUserMessage } from '@/lib/cart/cart-action-error';
import { buyNowTarget } from '@/lib/cart/cart-paths';
import { useLazyCartActions } from '@/lib/cart/lazy-cart-actions';
import { useRouter } from '@/lib/i18n/navigation';
import { selectIsInCart, useCartStore } from '@/lib/stores/cart-store';
import { currentUserStore } from '@/lib/stores/current-user-store';
import type { CartButtonProps } from './AddToCartButton';

/**
 * 'Comprar ahora': adds the item (no pop-up, no narrow-screen redirect) and goes on to checkout
 * (signed in) or the cart page (visitor). Already in the cart: straight there. A refused add
 * shows the server's translated message under the button.
 */
export function BuyNowButton({
  type,
  id,
  label,
  size = 'large',
  variant = 'contained',
  fullWidth = false,
  destination = 'auto',
}: Omit<CartButtonProps, 'inCartLabel' | 'suppressRedirect'> & { destination?: 'auto' | 'cart' | 'checkout' }) {
  const t = useTranslations('cart.actions');
  const router = useRouter();
  const { addItem, preload } = useLazyCartActions();
  const inCart = useCartStore((s) => selectIsInCart(s, type, id));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const go = () => router.push(buyNowTarget(destination, currentUserStore.getState().status === 'authenticated'));

  const onClick = async () => {
    if (busy) return;
    setError(null);
    if (inCart) {
      go();
      return;
    }
    setBusy(true);
    try {
      await addItem({ type, id }, { showPopup: false, suppressRedirect: true });
      go(); // stays busy until the next page replaces this one
    } catch (err) {
      if (err instanceof CartActionError && err.code === 'ALREADY_IN_CART') {
        go();
        return;
      }
      setBusy(false);
      setError(cartUserMessage(err));
    }
  };

  return (
    <Box sx={{ width: fullWidth ? '100%' : undefined }}>
      <Button
        type="button"
        variant={variant}
        size={size}
        fullWidth={fullWidth}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={busy}
        aria-busy={busy || undefined}
        startIcon={busy ? <CircularProgress size={18} color="inherit" /> : undefined}
        sx={{ fontWeight: 700 }}
      >
        {busy ? t('buying') : (label ?? t('buyNow'))}
      </Button>
      {error ? (
        <Box role="alert" sx={{ typography: 'caption', color: 'error.main', mt: 0.75 }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
