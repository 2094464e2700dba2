'use client';

import { useEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import LockRoundedIcon from '@mui/icons-material/LockRounded';
import { useTranslations } from 'next-intl';
import { CHECKOUT_PAGE_PATH } from '@/lib/domain/cart/cart-paths';
import { useCartActions } from '@/lib/client/cart/use-cart-actions';
import { Link } from '@/components/ui/LocalizedLink';
import { pendingKey, useCartStore, type CartItem } from '@/lib/client/stores/cart-store';
import type { CartItemRef } from '@/lib/domain/commerce/cart-item';
import { visuallyHidden } from '@/lib/domain/theme/a11y';
import { CartLineItem } from './CartLineItem';
import { CartTotals, NextDiscountHint } from './CartSummaryBlock';

export type CartArrival = CartItemRef;

/**
 * `?course=ID` (or `?bundle=ID`) on the cart page: the item is added once on arrival (course
 * pages' urlToBuyNow links here), then the parameter is removed from the address.
 */
function useArrivalAdd(arrival: CartArrival | null | undefined) {
  const { addItem } = useCartActions();
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
    <Box role="status" aria-live="polite">
      <Box component="span" sx={visuallyHidden}>
        {label}
      </Box>
      {[0, 1].map((i) => (
        <Box key={i} sx={{ display: 'grid', gridTemplateColumns: '160px 1fr', gap: 2, py: 2 }} aria-hidden>
          <Skeleton variant="rounded" height={90} />
          <Box>
            <Skeleton width="30%" />
            <Skeleton width="80%" height={28} />
            <Skeleton width="40%" />
          </Box>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The cart on /carrito-de-compras/ (spec §2, §3): the lines, newest first, each with its remove
 * button; the summary (subtotal at list price, discounts, cumulative discount and the next
 * discount hint, wallet credit, total) and the checkout button; the server-rendered empty state
 * when there are no lines. Reads the cart store, which CartRoot keeps in step with MyCart.
 */
export function CartView({ emptyState, arrival }: { emptyState: ReactNode; arrival?: CartArrival | null }) {
  const t = useTranslations('cart');
  const { removeItem } = useCartActions();
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
    <Typography ref={headingRef} id="cart-items-title" component="h2" tabIndex={-1} sx={{ ...visuallyHidden }}>
      {t('itemsTitle')}
    </Typography>
  );

  if (!loaded || (items.length === 0 && adding)) {
    return (
      <Box component="section" aria-labelledby="cart-items-title" sx={{ py: 2 }}>
        {heading}
        <LoadingLines label={t('loading')} />
      </Box>
    );
  }
  if (items.length === 0 || !summary) {
    return (
      <Box component="section" aria-labelledby="cart-items-title" sx={{ py: 2 }}>
        {heading}
        {emptyState}
      </Box>
    );
  }

  return (
    <Box
      component="section"
      aria-labelledby="cart-items-title"
      sx={{ py: 2, display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(300px, 1fr)' }, alignItems: 'start' }}
    >
      <Box sx={{ minWidth: 0 }}>
        {heading}
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }} aria-hidden>
          {t('popup.count', { count: items.length })}
        </Typography>
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item, index) => (
            <Box component="li" key={item.key}>
              {index > 0 ? <Divider sx={{ my: 2 }} /> : null}
              <CartLineItem
                item={item}
                currency={summary.currency}
                onRemove={() => onRemove(item)}
                removing={pendingKeys.includes(pendingKey('remove', item.type, item.originalId))}
              />
            </Box>
          ))}
        </Box>
        {adding ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 2, color: 'text.secondary', typography: 'body2' }}>
            <CircularProgress size={16} /> {t('popup.adding')}
          </Box>
        ) : null}
      </Box>
      <Card component="aside" variant="outlined" aria-labelledby="cart-summary-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, p: 3 }}>
          <Typography id="cart-summary-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('summary.title')}
          </Typography>
          <CartTotals summary={summary} />
          <NextDiscountHint />
          <Button component={Link} href={CHECKOUT_PAGE_PATH} variant="contained" size="large" fullWidth sx={{ fontWeight: 800 }}>
            {t('summary.checkout')}
          </Button>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'flex', gap: 0.75, alignItems: 'center' }}>
            <LockRoundedIcon fontSize="inherit" aria-hidden /> {t('summary.secure')}
          </Typography>
        </CardContent>
      </Card>
    </Box>
  );
}
