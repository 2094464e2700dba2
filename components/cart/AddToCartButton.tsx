'use client';

import { useState } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { LinkButton, type LinkButtonProps } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import { NO_FEEDBACK, withCallFeedback } from '@/lib/client/graphql-request/lazy-call-feedback';
import type { CartRefusal } from '@/lib/client/cart/cart-actions';
import { CART_PAGE_PATH } from '@/lib/domain/cart/cart-paths';
import { useLazyCartActions } from '@/lib/client/cart/lazy-cart-actions';
import { cartStoreActions, selectIsInCart, selectIsPending, useCartStore, type CartItemType } from '@/lib/client/stores/cart-store';
import styles from './CartButtons.module.css';

export type CartButtonProps = {
  type: CartItemType;
  /** Original id of the course or bundle. */
  id: number;
  /** Button text; the cart namespace's default when omitted. */
  label?: string;
  /** Text once the item is in the cart. */
  inCartLabel?: string;
  size?: LinkButtonProps['size'];
  variant?: LinkButtonProps['variant'];
  fullWidth?: boolean;
  /** Spec §2: keep the user on the page below 768 px. */
  suppressRedirect?: boolean;
};

/**
 * 'Agregar al carrito' (spec §4 Add): adds the course or bundle, which opens the cart pop-up
 * (or, below 768 px, leads to the cart page). Once the item is in the cart it becomes a link to
 * the cart. A refused add (free course, already enrolled…) shows the server's translated
 * message under the button; other failures are only logged (spec §8). Plain markup styled like
 * MUI's button (issue 14): it is on every course card's page, so it must not bring MUI along.
 */
export function AddToCartButton({ type, id, label, inCartLabel, size = 'large', variant = 'outlined', fullWidth = false, suppressRedirect = false }: CartButtonProps) {
  const t = useShellTranslations('cart.actions');
  const { addItem, refreshCart, preload } = useLazyCartActions();
  const inCart = useCartStore((s) => selectIsInCart(s, type, id));
  const pending = useCartStore((s) => selectIsPending(s, 'add', type, id));
  const [error, setError] = useState<string | null>(null);

  if (inCart && !pending) {
    return (
      <LinkButton href={CART_PAGE_PATH} variant={variant} size={size} fullWidth={fullWidth} startIcon={<Icon name="shoppingCartCheckoutRounded" />} className={styles.strong}>
        {inCartLabel ?? t('inCart')}
      </LinkButton>
    );
  }

  const onClick = async () => {
    setError(null);
    try {
      await addItem({ type, id }, { suppressRedirect });
    } catch (err) {
      const feedback = await withCallFeedback((m) => m.feedbackFromError(err, m.REFUSALS_ONLY), NO_FEEDBACK);
      if (feedback.code === ('ALREADY_IN_CART' satisfies CartRefusal)) {
        // It is in the cart after all: show it there.
        cartStoreActions.markItemAdded(type, id);
        await refreshCart().catch(() => null);
        return;
      }
      cartStoreActions.closePopup();
      setError(feedback.message);
    }
  };

  return (
    <div className={fullWidth ? styles.fullWidth : undefined}>
      <button
        type="button"
        className={buttonClassName({ variant, size, fullWidth, className: styles.strong })}
        onClick={onClick}
        onPointerEnter={preload}
        onFocus={preload}
        disabled={pending}
        aria-busy={pending || undefined}
      >
        <span className={buttonIconClassNames.start}>{pending ? <Spinner /> : <Icon name="addShoppingCartRounded" />}</span>
        {pending ? t('adding') : (label ?? t('addToCart'))}
      </button>
      {error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
