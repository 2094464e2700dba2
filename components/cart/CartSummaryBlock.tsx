'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { selectCumulativeDiscount, useCartStore, type CartSummary } from '@/lib/client/stores/cart-store';
import styles from './CartSummaryBlock.module.css';

function Row({ label, value, tone }: { label: string; value: string; tone?: 'success' }) {
  return (
    <>
      <dt className={styles.label}>{label}</dt>
      <dd className={tone === 'success' ? `${styles.value} ${styles.success}` : styles.value}>{value}</dd>
    </>
  );
}

/**
 * The cart totals (spec §3 "Cart summary"): subtotal at list price, discounts (with the
 * cumulative discount named when it applies), wallet credit and the total to pay. Plain
 * elements and a CSS module (issue 14): the cart page renders it without MUI.
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
    <div>
      <dl className={styles.rows}>
        <Row label={t('subtotal')} value={money(summary.totalRealPrice)} />
        {otherDiscounts > 0 ? <Row label={t('discounts')} value={`-${money(otherDiscounts)}`} tone="success" /> : null}
        {cumulative && cumulativeCents > 0 ? <Row label={t('cumulative', { percent: cumulative.percent })} value={`-${money(cumulativeCents)}`} tone="success" /> : null}
        {showCredit && summary.credit > 0 ? <Row label={t('credit')} value={`-${money(summary.credit)}`} tone="success" /> : null}
      </dl>
      <hr className={styles.divider} />
      <dl className={styles.totalRow}>
        <Row label={t('total')} value={money(showCredit ? summary.totalPriceWithCredit : summary.totalPrice)} />
      </dl>
    </div>
  );
}
