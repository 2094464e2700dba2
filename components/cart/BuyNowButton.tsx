'use client';

import { useState } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { Spinner } from '@/components/ui/Spinner';
import { NO_FEEDBACK, withCallFeedback } from '@/lib/client/graphql-request/lazy-call-feedback';
import type { CartRefusal } from '@/lib/client/cart/cart-actions';
import { buyNowTarget } from '@/lib/domain/cart/cart-paths';
import { useLazyCartActions } from '@/lib/client/cart/lazy-cart-actions';
import { useRouter } from '@/lib/client/i18n/localized-router';
import { selectIsInCart, useCartStore } from '@/lib/client/stores/cart-store';
import { currentUserStore } from '@/lib/client/stores/current-user-store';
import type { CartButtonProps } from './AddToCartButton';
import styles from './CartButtons.module.css';

/**
 * 'Comprar ahora': adds the item (no pop-up, no narrow-screen redirect) and goes on to checkout
 * (signed in) or the cart page (visitor). Already in the cart: straight there. A refused add
 * shows the server's translated message under the button. Plain markup (issue 14).
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
  const t = useShellTranslations('cart.actions');
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
      const feedback = await withCallFeedback((m) => m.feedbackFromError(err, m.REFUSALS_ONLY), NO_FEEDBACK);
      if (feedback.code === ('ALREADY_IN_CART' satisfies CartRefusal)) {
        go();
        return;
      }
      setBusy(false);
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
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {busy ? (
          <span className={buttonIconClassNames.start}>
            <Spinner />
          </span>
        ) : null}
        {busy ? t('buying') : (label ?? t('buyNow'))}
      </button>
      {error ? (
        <div role="alert" className={styles.error}>
          {error}
        </div>
      ) : null}
    </div>
  );
}
