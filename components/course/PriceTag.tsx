import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import a11y from '@/components/ui/a11y.module.css';
import chip from './Chip.module.css';
import styles from './PriceTag.module.css';

export type PriceTagProps = {
  /** What the learner pays, in cents. */
  priceCents: number;
  /** List price before the discount, in cents. */
  realPriceCents: number;
  currency: string;
  /** Percent shown on the badge; worked out from the two prices when omitted. */
  discountPercent?: number;
  size?: 'small' | 'large';
};

/**
 * Price with the crossed-out list price and the discount badge when there is one. Plain markup
 * styled by PriceTag.module.css: no client code (it also renders inside client islands).
 */
export function PriceTag({ priceCents, realPriceCents, currency, discountPercent, size = 'small' }: PriceTagProps) {
  const t = useTranslations('course.price');
  const locale = useLocale();
  const hasDiscount = realPriceCents > priceCents;
  const percent = discountPercent && discountPercent > 0
    ? discountPercent
    : hasDiscount && realPriceCents > 0
      ? Math.round(((realPriceCents - priceCents) / realPriceCents) * 100)
      : 0;
  const sizeClass = size === 'large' ? styles.large : styles.small;
  if (priceCents <= 0) {
    return <p className={`${styles.free} ${sizeClass}`}>{t('free')}</p>;
  }
  return (
    <p className={`${styles.price} ${sizeClass}`}>
      <span className={styles.current}>
        <span className={a11y.visuallyHidden}>{`${t('current')}: `}</span>
        {formatMoney(priceCents, currency, locale)}
      </span>
      {hasDiscount ? (
        <>
          <s className={styles.before}>
            <span className={a11y.visuallyHidden}>{`${t('before')}: `}</span>
            {formatMoney(realPriceCents, currency, locale)}
          </s>
          {percent > 0 ? <span className={`${chip.chip} ${chip.secondary}`}>{t('discount', { percent })}</span> : null}
        </>
      ) : null}
    </p>
  );
}
