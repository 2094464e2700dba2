import { useLocale, useMessages, useTranslations } from 'next-intl';
import type { CourseRecord } from '@/lib/server/services/catalogue';
import { formatMoney } from '@/lib/domain/catalogue/money';
import { isFreeOfCharge } from '@/lib/domain/commerce/free-of-charge';
import { currencyName } from '@/components/commerce/currency-name';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { AddToCartButton } from '@/components/cart/AddToCartButton';
import { BuyNowButton } from '@/components/cart/BuyNowButton';
import { Icon } from '@/components/ui/Icon';
import { CARD_CURRENCY } from './CourseCard';
import { CoursePayOnly, CourseViewerSwap } from './viewer/CourseViewerSwap';
import { courseViewerMessages } from './viewer/viewer-messages';
import { CourseDuration } from './CourseDuration';
import { PriceTag } from './PriceTag';
import chip from './Chip.module.css';
import styles from './CourseBuyBox.module.css';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';

/** The cart page adding a course on arrival (links that cannot run the cart actions, e.g. urlToBuyNow). */
export function cartHrefForCourse(courseId: number): string {
  return `/carrito-de-compras/?course=${courseId}`;
}

/**
 * Price box of the course page: USD price with its discount, buy-now and add-to-cart (the cart
 * actions of spec §4), what is included, local prices. Server markup styled by
 * CourseBuyBox.module.css; the two cart buttons are client islands, and the heading, price and
 * buttons sit in the viewer island (CourseViewerSwap): the cached page is the same for everyone,
 * and once the viewer's access is known after hydration those who may watch get "Ir al curso" /
 * "Continuar" and a free course "Inscríbete gratis" in their place (issue 15 item 2).
 */
export function CourseBuyBox({ course, lectureCount, moduleCount }: { course: CourseRecord; lectureCount: number; moduleCount: number }) {
  const t = useTranslations('course.buy');
  const locale = useLocale();
  const usd = priceInCurrency(course.prices, CARD_CURRENCY);
  // The one rule the cart and the free enrollment use too: a FREE course or a sale price of 0.
  const isFree = isFreeOfCharge(course);
  const others = isFree ? [] : course.prices.filter((p) => p.currency !== CARD_CURRENCY);
  const purchasable = course.isActive || course.isPreSale;
  const returnTo = encodeURIComponent(localizedPath(coursePath(course.category.slug, course.slug), locale));
  const viewerMessages = courseViewerMessages(useMessages());
  return (
    <section aria-labelledby="buy-box-title" className={styles.box}>
      <div className={styles.content}>
        <CourseViewerSwap courseId={course.id} variant="box" headingId="buy-box-title" messages={viewerMessages} className={styles.purchase}>
          <h2 id="buy-box-title" className={styles.title}>
            {t('title')}
          </h2>
          {course.isPreSale ? <span className={`${chip.chip} ${chip.secondary} ${styles.preSale}`}>{t('preSale')}</span> : null}
          {usd ? (
            <PriceTag priceCents={usd.priceCents} realPriceCents={usd.realPriceCents} currency={usd.currency} discountPercent={course.discountPercent} size="large" />
          ) : null}
          {purchasable && isFree ? (
            <LinkButton href={`/entrar/?next=${returnTo}`} size="large" fullWidth>
              {t('startFree')}
            </LinkButton>
          ) : purchasable ? (
            <div className={styles.actions}>
              <BuyNowButton type="COURSE" id={course.id} label={t('buyNow')} fullWidth />
              <AddToCartButton type="COURSE" id={course.id} label={t('addToCart')} fullWidth />
            </div>
          ) : (
            <LinkButton href={`/entrar/?next=${returnTo}`} variant="outlined" size="large" fullWidth startIcon={<Icon name="notificationsActiveRounded" />}>
              {t('notifyMe')}
            </LinkButton>
          )}
        </CourseViewerSwap>
        <div>
          <h3 className={styles.subheading}>{t('includesTitle')}</h3>
          <ul className={styles.includes}>
            <li>
              {t('includes.video')} <CourseDuration seconds={course.durationSeconds} />
            </li>
            <li>{t('includes.lectures', { lectures: lectureCount, modules: moduleCount })}</li>
            <li>{t('includes.lifetime')}</li>
            <li>{t('includes.certificate')}</li>
          </ul>
        </div>
        {others.length > 0 ? (
          <CoursePayOnly courseId={course.id}>
            <div>
              <h3 className={styles.subheading}>{t('localPricesTitle')}</h3>
              <dl className={styles.prices}>
                {others.map((p) => (
                  <div key={p.currency} className={styles.priceRow}>
                    <dt>{currencyName(p.currency, locale)}</dt>
                    <dd>
                      {p.priceCents <= 0 ? t('free') : formatMoney(p.priceCents, p.currency, locale)}
                      {p.realPriceCents > p.priceCents ? <s className={styles.before}>{formatMoney(p.realPriceCents, p.currency, locale)}</s> : null}
                    </dd>
                  </div>
                ))}
              </dl>
              <p className={styles.note}>{t('localPricesNote')}</p>
            </div>
          </CoursePayOnly>
        ) : null}
      </div>
    </section>
  );
}
