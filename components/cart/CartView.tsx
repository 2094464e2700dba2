'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { CHECKOUT_PAGE_PATH } from '@/lib/domain/cart/cart-paths';
import { useLazyCartActions } from '@/lib/client/cart/lazy-cart-actions';
import { pendingKey, useCartStore, type CartItem } from '@/lib/client/stores/cart-store';
import type { CartItemRef } from '@/lib/domain/commerce/cart-item';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import a11y from '@/components/ui/a11y.module.css';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartSummaryBlock';
import { NextDiscountHint } from './NextDiscountHint';
import styles from './CartView.module.css';

export type CartArrival = CartItemRef;

/**
 * `?course=ID` (or `?bundle=ID`) on the cart page: the item is added once on arrival (course
 * pages' urlToBuyNow links here), then the parameter is removed from the address.
 */
function useArrivalAdd(arrival: CartArrival | null | undefined) {
  const { addItem } = useLazyCartActions();
  const done = useRef(false);
  useEffect(() => {
    if (!arrival || done.current) return;
    done.current = true;
    const url = new URL(window.location.href);
    url.searchParams.delete('course');
    url.searchParams.delete('bundle');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
    // Already in the cart, free, unknown: logged by the actions; the cart shows what it holds.
    addItem(arrival, { suppressRedirect: true }).catch(() => undefined);
  }, [arrival, addItem]);
}

function LoadingLines({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className={styles.loading}>
      <span className={a11y.visuallyHidden}>{label}</span>
      {[0, 1].map((i) => (
        <div key={i} className={styles.skeletonLine} aria-hidden>
          <span className={`${styles.bone} ${styles.cover}`} />
          <span>
            <span className={styles.bone} style={{ width: '30%' }} />
            <span className={`${styles.bone} ${styles.wide}`} style={{ width: '80%' }} />
            <span className={styles.bone} style={{ width: '40%' }} />
          </span>
        </div>
      ))}
    </div>
  );
}

/**
 * The cart on /carrito-de-compras/ (spec §2, §3): the lines, newest first, each with its remove
 * button; the summary (subtotal at list price, discounts, cumulative discount and the next
 * discount hint, wallet credit, total) and the checkout button; the server-rendered empty state
 * when there are no lines. Reads the cart store, which CartRoot keeps in step with MyCart.
 * Plain elements and CSS modules, and the cart actions load with the first remove (or a
 * `?course=` arrival): the page's first load carries neither MUI nor Apollo (issue 14).
 */
export function CartView({ emptyState, arrival }: { emptyState: ReactNode; arrival?: CartArrival | null }) {
  const t = useTranslations('cart');
  const { removeItem } = useLazyCartActions();
  const loaded = useCartStore((s) => s.loaded);
  const items = useCartStore((s) => s.items);
  const summary = useCartStore((s) => s.summary);
  const adding = useCartStore((s) => s.loading.add);
  const pendingKeys = useCartStore((s) => s.pendingKeys);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useArrivalAdd(arrival);

  const onRemove = (item: CartItem) => {
    removeItem({ type: item.type, id: item.originalId })
      // The line and its button are gone: keep keyboard focus on the list.
      .then(() => headingRef.current?.focus())
      .catch(() => undefined);
  };

  const heading = (
    <h2 ref={headingRef} id="cart-items-title" tabIndex={-1} className={a11y.visuallyHidden}>
      {t('itemsTitle')}
    </h2>
  );

  if (!loaded || (items.length === 0 && adding)) {
    return (
      <section aria-labelledby="cart-items-title" className={styles.section}>
        {heading}
        <LoadingLines label={t('loading')} />
      </section>
    );
  }
  if (items.length === 0 || !summary) {
    return (
      <section aria-labelledby="cart-items-title" className={styles.section}>
        {heading}
        {emptyState}
      </section>
    );
  }

  return (
    <section aria-labelledby="cart-items-title" className={`${styles.section} ${styles.filled}`}>
      <div className={styles.lines}>
        {heading}
        <p className={styles.count} aria-hidden>
          {t('popup.count', { count: items.length })}
        </p>
        <ul className={styles.list}>
          {items.map((item) => (
            <li key={item.key}>
              <CartLineItem
                item={item}
                currency={summary.currency}
                onRemove={() => onRemove(item)}
                removing={pendingKeys.includes(pendingKey('remove', item.type, item.originalId))}
              />
            </li>
          ))}
        </ul>
        {adding ? (
          <p role="status" className={styles.adding}>
            <Spinner size={16} /> {t('popup.adding')}
          </p>
        ) : null}
      </div>
      <aside aria-labelledby="cart-summary-title" className={styles.summary}>
        <h2 id="cart-summary-title" className={styles.summaryTitle}>
          {t('summary.title')}
        </h2>
        <CartTotals summary={summary} />
        <NextDiscountHint />
        <LinkButton href={CHECKOUT_PAGE_PATH} size="large" fullWidth className={styles.checkout}>
          {t('summary.checkout')}
        </LinkButton>
        <p className={styles.secure}>
          <Icon name="lockRounded" size={12} /> {t('summary.secure')}
        </p>
      </aside>
    </section>
  );
}
