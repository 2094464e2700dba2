'use client';

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import AddShoppingCartRoundedIcon from '@mui/icons-material/AddShoppingCartRounded';
import ShoppingCartCheckoutRoundedIcon from '@mui/icons-material/ShoppingCartCheckoutRounded';
import { useTranslations } from 'next-intl';
import { CartActionError, cartUserMessage } from '@/lib/cart/cart-action-error';
import { CART_PAGE_PATH } from '@/lib/cart/cart-paths';
import { useLazyCartActions } from '@/lib/cart/lazy-cart-actions';
import { Link } from '@/lib/i18n/navigation';
import { cartStoreActions, selectIsInCart, selectIsPending, useCartStore, type CartItemType } from '@/lib/stores/cart-store';

export type CartButtonProps = {
  type: CartItemType;
  /** Original id of the course or bundle. */
  id: number;
  /** Button text; the cart namespace's default when omitted. */
  label?: string;
  /** Text once the item is in the cart. */
  inCartLabel?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
  fullWidth?: boolean;
  /** Spec §2: keep the user on the page below 768 px. */
  suppressRedirect?: boolean;
};

/**
 * 'Agregar al carrito' (spec §4 Add): adds the course or bundle, which opens the cart pop-up
 * (or, below 768 px, leads to the cart page). Once the item is in the cart it becomes a link to
 * the cart. A refused add (free course, already enrolled…) shows the server's translated
 * message under the button; other failures are only logged (spec §8).
 */
export function AddToCartButton({ type, id, label, inCartLabel, size = 'large', variant = 'outlined', fullWidth = false, suppressRedirect = false }: CartButtonProps) {
  const t = useTranslations('cart.actions');
  const { addItem, refreshCart, preload } = useLazyCartActions();
  const inCart = useCartStore((s) => selectIsInCart(s, type, id));
  const pending = useCartStore((s) => selectIsPending(s, 'add', type, id));
  const [error, setError] = useState<string | null>(null);

  if (inCart && !pending) {
    return (
      <Button component={Link} href={CART_PAGE_PATH} variant={variant} size={size} fullWidth={fullWidth} startIcon={<ShoppingCartCheckoutRoundedIcon />} sx={{ fontWeight: 700 }}>
        {inCartLabel ?? t('inCart')}
      </Button>
    );
  }

  const onClick = async () => {
    setError(null);
    try {
      await addItem({ type, id }, { suppressRedirect });
    } catch (err) {
      if (err instanceof CartActionError && err.code === 'ALREADY_IN_CART') {
        // It is in the cart after all: show it there.
        cartStoreActions.markItemAdded(type, id);
        await refreshCart().catch(() => null);
        return;
      }
      cartStoreActions.closePopup();
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
        disabled={pending}
        aria-busy={pending || undefined}
        startIcon={pending ? <CircularProgress size={18} color="inherit" /> : <AddShoppingCartRoundedIcon />}
        sx={{ fontWeight: 700 }}
      >
        {pending ? t('adding') : (label ?? t('addToCart'))}
      </Button>
      {error ? (
        <Box role="alert" sx={{ typography: 'caption', color: 'error.main', mt: 0.75 }}>
          {error}
        </Box>
      ) : null}
    </Box>
  );
}
