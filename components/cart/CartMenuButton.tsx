'use client';

import { usePathname } from 'next/navigation';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import ShoppingCartOutlined from '@mui/icons-material/ShoppingCartOutlined';
import { useTranslations } from 'next-intl';
import { isCartPagePath } from '@/lib/cart/cart-paths';
import { cartStoreActions, selectItemCount, useCartStore } from '@/lib/stores/cart-store';
import { CART_POPUP_ID, CART_TOGGLE_ATTRIBUTE } from '@/lib/cart/cart-popup-ids';

/**
 * The menu's shopping-cart button (spec §2 "A shopping-cart button and popper"): a cart icon
 * with the number of items as a badge; its accessible name says the count ('Carrito de
 * compras, 2 productos'). It opens and closes the cart pop-up (rendered by CartRoot); on the
 * cart page itself it scrolls back to the top. For the main menu: `<CartMenuButton />`.
 */
export function CartMenuButton({ sx }: { sx?: SxProps<Theme> }) {
  const t = useTranslations('cart.menu');
  const count = useCartStore(selectItemCount);
  const open = useCartStore((s) => s.popupOpen);
  const pathname = usePathname() ?? '';
  const onCartPage = isCartPagePath(pathname);
  const onClick = () => {
    if (onCartPage) window.scrollTo({ top: 0, behavior: 'smooth' });
    else cartStoreActions.togglePopup();
  };
  return (
    <IconButton
      type="button"
      onClick={onClick}
      aria-label={t('label', { count })}
      aria-haspopup={onCartPage ? undefined : 'dialog'}
      aria-expanded={onCartPage ? undefined : open}
      aria-controls={open && !onCartPage ? CART_POPUP_ID : undefined}
      {...{ [CART_TOGGLE_ATTRIBUTE]: '' }}
      sx={sx}
    >
      <Badge badgeContent={count > 0 ? count : null} color="secondary" invisible={count === 0} max={99}>
        <ShoppingCartOutlined />
      </Badge>
    </IconButton>
  );
}

export default CartMenuButton;
