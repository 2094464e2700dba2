'use client';

import { usePathname } from 'next/navigation';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { Icon } from '@/components/ui/Icon';
import menuStyles from '@/components/menu/Menu.module.css';
import { CART_POPUP_ID, CART_TOGGLE_ATTRIBUTE } from '@/lib/domain/cart/cart-popup-ids';
import { isCartPagePath } from '@/lib/domain/cart/cart-paths';
import { cartStoreActions, selectItemCount, useCartStore } from '@/lib/client/stores/cart-store';
import styles from './CartMenuButton.module.css';

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
  const t = useShellTranslations('cart.menu');
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
        <Icon name="shoppingCartOutlined" />
        {count > 0 ? (
          <span className={styles.badge} aria-hidden>
            {count > MAX_COUNT ? `${MAX_COUNT}+` : count}
          </span>
        ) : null}
      </span>
    </button>
  );
}
