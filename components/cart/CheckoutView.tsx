'use client';

import { useEffect, useRef } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { CART_PAGE_PATH } from '@/lib/domain/cart/cart-paths';
import { Link } from '@/components/ui/LocalizedLink';
import { readTrackingData } from '@/lib/client/session/session-client';
import { showLogin, showRegister } from '@/lib/client/stores/auth-dialog-store';
import { useCartStore } from '@/lib/client/stores/cart-store';
import { isAnonymous, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { CartLineItem } from './CartLineItem';
import { CartTotals } from './CartSummaryBlock';
import { CheckoutForm } from './CheckoutForm';

function here(): string {
  return `${window.location.pathname}${window.location.search}`;
}

function Centered({ children }: { children: React.ReactNode }) {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8, color: 'text.secondary' }}>
      {children}
    </Box>
  );
}

/**
 * Checkout (/carrito-de-compras/pago/, issue 5 item 6): for a signed-in user, the order summary
 * from MyCart and the card form; a visitor gets the login dialog, which comes back here. The
 * `checkout` event is tracked once, when the page is shown with a cart to pay.
 */
export function CheckoutView() {
  const t = useTranslations('cart');
  const locale = useLocale();
  const user = useCurrentUser();
  const loaded = useCartStore((s) => s.loaded);
  const items = useCartStore((s) => s.items);
  const summary = useCartStore((s) => s.summary);
  const anonymous = isAnonymous(user);
  const ready = user.status === 'authenticated' && loaded && items.length > 0 && summary !== null;

  // A visitor: the login dialog at once (once per visit of the page); it comes back here.
  const askedLogin = useRef(false);
  useEffect(() => {
    if (anonymous && !askedLogin.current) {
      askedLogin.current = true;
      showLogin({ next: here(), sourceComponent: 'checkout' });
    }
  }, [anonymous]);

  const tracked = useRef(false);
  useEffect(() => {
    if (!ready || tracked.current || !summary) return;
    tracked.current = true;
    const tracking = readTrackingData();
    void trackActivity({
      eventType: 'checkout',
      itemId: summary.originalId,
      itemType: 'cart',
      pageIdentifier: 'checkout',
      segment: tracking?.segment ?? null,
      username: tracking?.username ?? null,
      data: {
        cart_id: summary.originalId,
        items: items.map((i) => i.key),
        item_count: items.length,
        total: summary.totalPriceWithCredit / 100,
        currency: summary.currency,
      },
    });
  }, [ready, summary, items]);

  if (user.status === 'loading') {
    return (
      <Centered>
        <CircularProgress size={20} /> {t('checkout.loading')}
      </Centered>
    );
  }

  if (user.status !== 'authenticated') {
    return (
      <Card variant="outlined" sx={{ maxWidth: 560, mx: 'auto', my: 4 }}>
        <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('checkout.signIn.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary' }}>{t('checkout.signIn.body')}</Typography>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button variant="contained" onClick={() => showLogin({ next: here(), sourceComponent: 'checkout' })} sx={{ fontWeight: 700 }}>
              {t('checkout.signIn.action')}
            </Button>
            <Button variant="outlined" onClick={() => showRegister({ next: here(), sourceComponent: 'checkout' })} sx={{ fontWeight: 700 }}>
              {t('checkout.signIn.register')}
            </Button>
            <Button component={Link} href={CART_PAGE_PATH} sx={{ fontWeight: 700 }}>
              {t('checkout.backToCart')}
            </Button>
          </Box>
        </CardContent>
      </Card>
    );
  }

  if (!loaded) {
    return (
      <Centered>
        <CircularProgress size={20} /> {t('loading')}
      </Centered>
    );
  }

  if (items.length === 0 || !summary) {
    return (
      <Box role="status" sx={{ textAlign: 'center', py: 6 }}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('checkout.emptyTitle')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('checkout.emptyBody')}</Typography>
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'center', mt: 2, flexWrap: 'wrap' }}>
          <Button component={Link} href="/cursos-online/?all=true" variant="contained">
            {t('empty.cta')}
          </Button>
          <Button component={Link} href={CART_PAGE_PATH} variant="outlined">
            {t('checkout.backToCart')}
          </Button>
        </Box>
      </Box>
    );
  }

  return (
    <Box sx={{ display: 'grid', gap: 3, py: 2, gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 3fr) minmax(300px, 2fr)' }, alignItems: 'start' }}>
      <Card variant="outlined">
        <CardContent sx={{ p: 3 }}>
          <CheckoutForm amountLabel={formatMoney(summary.totalPriceWithCredit, summary.currency, locale)} />
        </CardContent>
      </Card>
      <Card component="aside" variant="outlined" aria-labelledby="checkout-order-title" sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
        <CardContent sx={{ p: 3, display: 'flex', flexDirection: 'column', gap: 2 }}>
          <Typography id="checkout-order-title" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {t('checkout.orderTitle')}
          </Typography>
          <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
            {items.map((item) => (
              <li key={item.key}>
                <CartLineItem item={item} currency={summary.currency} compact />
              </li>
            ))}
          </Box>
          <CartTotals summary={summary} />
          <Button component={Link} href={CART_PAGE_PATH} size="small" sx={{ alignSelf: 'flex-start' }}>
            {t('checkout.backToCart')}
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
