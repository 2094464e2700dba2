import { useLocale, useTranslations } from 'next-intl';
import type { MicrodegreeRecord } from '@/lib/server/services/microdegrees';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';
import { localized } from '@/lib/domain/i18n/localized';
import { Link } from '@/components/ui/LocalizedLink';
import { microdegreePath } from '@/lib/domain/paths/course-paths';
import { Icon } from '@/components/ui/Icon';
import { CARD_CURRENCY } from '@/components/course/card-currency';
import { PriceTag } from '@/components/course/PriceTag';
import styles from './MicrodegreeCard.module.css';

/**
 * A micro-degree programme (spec §2 "programmes with universities, each with a duration in months
 * and a partner"): title, partner, duration, number of courses and price. Plain server markup;
 * the title's stretched link makes the whole card open the programme's page.
 */
export function MicrodegreeCard({ microdegree, headingLevel = 'h3' }: { microdegree: MicrodegreeRecord; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('microdegrees');
  const locale = useLocale();
  const price = priceInCurrency(microdegree.prices, CARD_CURRENCY);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.kind}>
        <Icon name="schoolOutlined" size={20} />
        {t('kind')}
      </div>
      <Heading className={styles.title}>
        <Link href={microdegreePath(microdegree.slug)} className={styles.titleLink}>
          {localized(microdegree.title, locale)}
        </Link>
      </Heading>
      <p className={styles.partner}>{t('partner', { partner: microdegree.partner })}</p>
      <p className={styles.text}>
        {t('duration', { months: microdegree.durationMonths })} · {t('courses', { count: microdegree.courseIds.length })}
      </p>
      {price ? (
        <div className={styles.price}>
          <PriceTag priceCents={price.priceCents} realPriceCents={price.priceCents} currency={price.currency} />
        </div>
      ) : null}
    </article>
  );
}

export function MicrodegreeGrid({ microdegrees, headingLevel = 'h3' }: { microdegrees: MicrodegreeRecord[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <ul className={styles.grid}>
      {microdegrees.map((m) => (
        <li key={m.id} className={styles.item}>
          <MicrodegreeCard microdegree={m} headingLevel={headingLevel} />
        </li>
      ))}
    </ul>
  );
}
