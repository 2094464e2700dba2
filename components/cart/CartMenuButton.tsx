'use client';

import { usePathname } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import menuStyles from '@/components/menu/Menu.module.css';
import { CART_POPUP_ID, CART_TOGGLE_ATTRIBUTE } from '@/lib/cart/cart-popup-ids';
import { isCartPagePath } from '@/lib/cart/cart-paths';
import { cartStoreActions, selectItemCount, useCartStore } from '@/lib/stores/cart-store';
import styles from './CartMenuButton.module.css';

/** Material's ShoppingCartOutlined, drawn as plain markup (components/ui/Icon). */
const CART_ICON =
  'M15.55 13c.75 0 1.41-.41 1.75-1.03l3.58-6.49c.37-.66-.11-1.48-.87-1.48H5.21l-.94-2H1v2h2l3.6 7.59-1.35 2.44C4.52 15.37 5.48 17 7 17h12v-2H7l1.1-2zM6.16 6h12.15l-2.76 5H8.53zM7 18c-1.1 0-1.99.9-1.99 2S5.9 22 7 22s2-.9 2-2-.9-2-2-2m10 0c-1.1 0-1.99.9-1.99 2s.89 2 1.99 2 2-.9 2-2-.9-2-2-2';
/** MUI Badge's default cap. */
const MAX_COUNT = 99;

/**
 * The menu's shopping-cart button (spec §2 "A shopping-cart button and popper"): a cart icon
 * with the number of items as a badge; its accessible name says the count ('Carrito de
 * compras, 2 productos'). It opens and closes the cart pop-up (rendered by CartRoot); on the
 * cart page itself it scrolls back to the top. A plain button styled like the menu's other
 * icon buttons (issue 14: no MUI IconButton and Badge in every page's first load).
 */
export function CartMenuButton() {
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
    <button
      type="button"
      className={menuStyles.iconButton}
      onClick={onClick}
      aria-label={t('label', { count })}
      aria-haspopup={onCartPage ? undefined : 'dialog'}
      aria-expanded={onCartPage ? undefined : open}
      aria-controls={open && !onCartPage ? CART_POPUP_ID : undefined}
      {...{ [CART_TOGGLE_ATTRIBUTE]: '' }}
    >
      <span className={styles.icon}>
        <Icon path={CART_ICON} />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden>
            {count > MAX_COUNT ? `${MAX_COUNT}+` : count}
          </span>
        ) : null}
      </span>
    </button>
  );
}

export default CartMenuButton;
