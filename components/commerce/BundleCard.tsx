import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { bundlePriceIn, type BundleRecord } from '@/lib/server/services/bundles';
import { localized } from '@/lib/domain/i18n/localized';
import { Link } from '@/components/ui/LocalizedLink';
import { bundlePath } from '@/lib/domain/paths/course-paths';
import { Icon } from '@/components/ui/Icon';
import { LazyImage } from '@/components/ui/LazyImage';
import { CARD_COVER, CARD_CURRENCY } from '@/components/course/CourseCard';
import { CourseDuration } from '@/components/course/CourseDuration';
import { PriceTag } from '@/components/course/PriceTag';
import styles from './BundleCard.module.css';

/** A certification bundle: cover, title, number of courses, length, learners and price (plain server markup). */
export function BundleCard({ bundle, headingLevel = 'h3', priority = false }: { bundle: BundleRecord; headingLevel?: 'h2' | 'h3'; priority?: boolean }) {
  const t = useTranslations('course.bundle');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(bundle.title, locale);
  const price = bundlePriceIn(bundle, CARD_CURRENCY);
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      {/* Decorative, as on course cards: the title is the link right below it. */}
      <LazyImage src={bundle.coverImageUrl} alt="" width={CARD_COVER.width} height={CARD_COVER.height} priority={priority} />
      <div className={styles.content}>
        <div className={styles.kind}>
          <Icon name="workspacePremiumRounded" size={20} />
          {t('kind')}
        </div>
        <Heading className={styles.title}>
          <Link href={bundlePath(bundle.slug)} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        <p className={styles.text}>
          {t('courses', { count: bundle.courseIds.length })} · <CourseDuration seconds={bundle.durationSeconds} />
        </p>
        <p className={styles.text}>{t('learners', { count: bundle.enrollmentsCount, formatted: format.number(bundle.enrollmentsCount) })}</p>
        {price ? (
          <div className={styles.price}>
            <PriceTag priceCents={price.priceCents} realPriceCents={price.totalPriceCents} currency={price.currency} discountPercent={bundle.discountPercent} />
          </div>
        ) : null}
      </div>
    </article>
  );
}

export function BundleGrid({
  bundles,
  headingLevel = 'h3',
  priorityCount = 0,
}: {
  bundles: BundleRecord[];
  headingLevel?: 'h2' | 'h3';
  /** How many leading cards load their cover at once (first row above the fold). */
  priorityCount?: number;
}) {
  return (
    <ul className={styles.grid}>
      {bundles.map((b, index) => (
        <li key={b.id} className={styles.item}>
          <BundleCard bundle={b} headingLevel={headingLevel} priority={index < priorityCount} />
        </li>
      ))}
    </ul>
  );
}
