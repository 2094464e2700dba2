import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { CourseRecord } from '@/lib/server/services/catalogue';
import { localized } from '@/lib/domain/i18n/localized';
import { Link } from '@/components/ui/LocalizedLink';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { LazyImage } from '@/components/ui/LazyImage';
import { CourseDuration } from './CourseDuration';
import { PriceTag } from './PriceTag';
import { CARD_CURRENCY } from './card-currency';
import { CoursePreviewButton } from './preview/CoursePreviewButton';
import { SaveCourseButton } from '@/components/saved-courses/SaveCourseButton';
import chip from './Chip.module.css';
import styles from './CourseCard.module.css';
import { priceInCurrency } from '@/lib/domain/commerce/price-in-currency';
import { trackedHref, type LinkTracking } from '@/lib/domain/analytics/tracking-links';

export type CourseCardCourse = Pick<
  CourseRecord,
  'id' | 'slug' | 'title' | 'coverImage' | 'durationSeconds' | 'scoreAverage' | 'reviewsCount' | 'discountPercent' | 'isPreSale' | 'category' | 'professor' | 'prices'
>;

// Its own module, so client code (the preview dialog) can use it without the card.
export { CARD_CURRENCY } from './card-currency';

/** Cover size on a card (CSS pixels at 1x; the 2x candidate doubles it). */
export const CARD_COVER = { width: 400, height: 225 } as const;

/**
 * A course card as plain server markup styled by CourseCard.module.css (no MUI): only the
 * cover, the bookmark and the preview button are client islands.
 */
export function CourseCard({
  course,
  headingLevel = 'h3',
  priority = false,
  tracking,
}: {
  course: CourseCardCourse;
  headingLevel?: 'h2' | 'h3' | 'h4';
  /** The card is in the first row above the fold: its cover loads at once (LCP). */
  priority?: boolean;
  /** The placement the card is in: its link carries source_page / source_detail (spec §2). */
  tracking?: LinkTracking;
}) {
  const t = useTranslations('course.card');
  const tp = useTranslations('course.preview');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(course.title, locale);
  const price = priceInCurrency(course.prices, CARD_CURRENCY);
  const score = format.number(course.scoreAverage, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const Heading = headingLevel;
  return (
    <article className={styles.card}>
      <div className={styles.cover}>
        {/* Decorative: the title is the card's link right below it, and a second "Portada del curso …"
            per card only lengthens what a screen reader reads (WAI images tutorial, redundant images). */}
        <LazyImage src={course.coverImage} alt="" width={CARD_COVER.width} height={CARD_COVER.height} priority={priority} />
        {course.isPreSale ? <span className={`${chip.chip} ${chip.secondary} ${styles.preSale}`}>{t('preSale')}</span> : null}
        {/* Premium members' bookmark (spec §6); nothing for anyone else. */}
        <div className={styles.save}>
          <SaveCourseButton courseId={course.id} courseTitle={title} />
        </div>
      </div>
      <div className={styles.content}>
        <span className={styles.category}>{localized(course.category.name, locale)}</span>
        <Heading className={styles.title}>
          <Link href={trackedHref(coursePath(course.category.slug, course.slug), tracking)} className={styles.titleLink}>
            {title}
          </Link>
        </Heading>
        <p className={styles.byline}>{t('by', { name: course.professor.fullName })}</p>
        {/* The star and the clock are drawn by the stylesheet (CSS_MASK_ICONS): no markup per card. */}
        <div className={styles.meta}>
          {course.reviewsCount > 0 ? (
            <span className={styles.rating} aria-label={t('ratingLabel', { score, count: course.reviewsCount })} role="img">
              <span className={styles.score}>{score}</span>
              <span>{`(${format.number(course.reviewsCount)})`}</span>
            </span>
          ) : (
            <span>{t('noReviews')}</span>
          )}
          <span className={styles.duration}>
            <CourseDuration seconds={course.durationSeconds} />
          </span>
        </div>
        <div className={styles.footer}>
          {price ? (
            <PriceTag priceCents={price.priceCents} realPriceCents={price.realPriceCents} currency={price.currency} discountPercent={course.discountPercent} />
          ) : null}
          {/* A sibling of the title link, not inside it: no interactive element nested in the <a>. */}
          <CoursePreviewButton courseId={course.id} label={tp('open')} accessibleLabel={tp('openLabel', { title })} />
        </div>
      </div>
    </article>
  );
}
