'use client';

import { useLocale, useTranslations } from 'next-intl';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { Link } from '@/components/ui/LocalizedLink';
import type { CartItem } from '@/lib/client/stores/cart-store';
import { LazyImage } from '@/components/ui/LazyImage';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import a11y from '@/components/ui/a11y.module.css';
import chip from '@/components/course/Chip.module.css';
import styles from './CartLineItem.module.css';

/** App path of a course or bundle URL from the API (which may be localised: /pt/…). */
export function appPath(url: string): string {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return path.replace(/^\/(pt|en)(?=\/)/, '') || '/';
}

const removeClassName = buttonClassName({ variant: 'text', color: 'inherit', size: 'small', className: styles.remove });

/**
 * One cart line (spec §3): cover, kind, title linking to its page, professor (course) or number
 * of courses (bundle), the price with the crossed-out list price and discount, the extra
 * promotion badge, and an optional remove button. `compact` is the pop-up's smaller version.
 * Plain elements and a CSS module (issue 14): the cart page renders it without MUI, and the
 * pop-up and checkout, which do have MUI, show the same line.
 */
export function CartLineItem({
  item,
  currency,
  compact = false,
  onRemove,
  removing = false,
  headingLevel = 'h3',
}: {
  item: CartItem;
  currency: string;
  compact?: boolean;
  onRemove?: () => void;
  removing?: boolean;
  headingLevel?: 'h3' | 'h4';
}) {
  const t = useTranslations('cart.line');
  const locale = useLocale();
  const hasDiscount = item.realPriceCents > item.priceCents;
  const coverWidth = compact ? 96 : 160;
  const Heading = headingLevel;
  return (
    <article aria-label={item.title} data-cart-item={item.key} className={compact ? `${styles.line} ${styles.compact}` : styles.line}>
      {/* The compact lines sit in the open pop-up: visible at once, so no lazy wait. */}
      <LazyImage src={item.coverImage} alt="" width={coverWidth} height={Math.round((coverWidth * 9) / 16)} priority={compact} className={styles.cover} />
      <div className={styles.body}>
        <div className={styles.about}>
          <span className={styles.kind}>{item.type === 'COURSE' ? t('course') : t('bundle')}</span>
          <Heading className={styles.title}>
            <Link href={appPath(item.url)} className={styles.titleLink}>
              {item.title}
            </Link>
          </Heading>
          <p className={styles.by}>
            {item.professorName ? t('byProfessor', { name: item.professorName }) : item.courseCount !== null ? t('courses', { count: item.courseCount }) : null}
          </p>
          {item.extraDiscountPercent > 0 ? <span className={`${chip.chip} ${chip.success} ${styles.promotion}`}>{t('extraPromotion', { percent: item.extraDiscountPercent })}</span> : null}
        </div>
        <div className={styles.pricing}>
          <p className={styles.prices}>
            <span className={styles.price}>
              <span className={a11y.visuallyHidden}>{t('price')}: </span>
              {formatMoney(item.priceCents, currency, locale)}
            </span>
            {hasDiscount ? (
              <>
                <s className={styles.listPrice}>
                  <span className={a11y.visuallyHidden}>{t('listPrice')}: </span>
                  {formatMoney(item.realPriceCents, currency, locale)}
                </s>
                {item.discount > 0 ? <span className={styles.discount}>{t('discount', { percent: item.discount })}</span> : null}
              </>
            ) : null}
          </p>
          {onRemove ? (
            <button type="button" className={removeClassName} onClick={onRemove} disabled={removing} aria-label={t('removeLabel', { title: item.title })}>
              <span className={buttonIconClassNames.start}>{removing ? <Spinner size={14} /> : <Icon name="deleteOutlineRounded" size={20} />}</span>
              {removing ? t('removing') : t('remove')}
            </button>
          ) : null}
        </div>
      </div>
    </article>
  );
}
