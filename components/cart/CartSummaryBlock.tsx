'use client';

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import LocalOfferRoundedIcon from '@mui/icons-material/LocalOfferRounded';
import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { selectCumulativeDiscount, selectNextDiscountHint, useCartStore, type CartSummary } from '@/lib/client/stores/cart-store';

/** 'Agrega un curso más y obtén X% de descuento…' (spec §3 nextDiscount), when there is one. */
export function NextDiscountHint({ dense = false }: { dense?: boolean }) {
  const t = useTranslations('cart.summary');
  const percent = useCartStore(selectNextDiscountHint);
  if (percent === null) return null;
  return (
    <Alert severity="info" icon={<LocalOfferRoundedIcon fontSize="small" />} sx={{ py: dense ? 0 : undefined, typography: 'body2' }}>
      {t('nextDiscount', { percent })}
    </Alert>
  );
}

function Row({ label, value, strong = false, tone }: { label: string; value: string; strong?: boolean; tone?: 'success' }) {
  return (
    <Box sx={{ display: 'contents' }}>
      <Box component="dt" sx={{ color: strong ? 'text.primary' : 'text.secondary', fontWeight: strong ? 800 : 400 }}>
        {label}
      </Box>
      <Box component="dd" sx={{ m: 0, textAlign: 'right', fontWeight: strong ? 800 : 600, color: tone === 'success' ? 'success.main' : 'text.primary', fontSize: strong ? '1.125rem' : undefined }}>
        {value}
      </Box>
    </Box>
  );
}

/**
 * The cart totals (spec §3 "Cart summary"): subtotal at list price, discounts (with the
 * cumulative discount named when it applies), wallet credit and the total to pay.
 */
export function CartTotals({ summary, showCredit = true }: { summary: CartSummary; showCredit?: boolean }) {
  const t = useTranslations('cart.summary');
  const locale = useLocale();
  const cumulativeOn = useCartStore((s) => s.cumulativeDiscount);
  // Computed here: a selector returning a new object would re-render forever.
  const cumulative = selectCumulativeDiscount({ summary, cumulativeDiscount: cumulativeOn });
  const money = (cents: number) => formatMoney(cents, summary.currency, locale);
  const cumulativeCents = cumulative ? Math.min(cumulative.cents, summary.totalOff) : 0;
  const otherDiscounts = summary.totalOff - cumulativeCents;
  return (
    <Box>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.75, typography: 'body2' }}>
        <Row label={t('subtotal')} value={money(summary.totalRealPrice)} />
        {otherDiscounts > 0 ? <Row label={t('discounts')} value={`-${money(otherDiscounts)}`} tone="success" /> : null}
        {cumulative && cumulativeCents > 0 ? <Row label={t('cumulative', { percent: cumulative.percent })} value={`-${money(cumulativeCents)}`} tone="success" /> : null}
        {showCredit && summary.credit > 0 ? <Row label={t('credit')} value={`-${money(summary.credit)}`} tone="success" /> : null}
      </Box>
      <Divider sx={{ my: 1.25 }} />
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, typography: 'body1' }}>
        <Row label={t('total')} value={money(showCredit ? summary.totalPriceWithCredit : summary.totalPrice)} strong />
      </Box>
    </Box>
  );
}
