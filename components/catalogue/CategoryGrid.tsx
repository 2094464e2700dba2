import { useLocale, useTranslations } from 'next-intl';
import type { CategoryFacet } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/domain/i18n/localized';
import { Link } from '@/components/ui/LocalizedLink';
import { categoryPath } from '@/lib/domain/paths/course-paths';
import { trackedHref, type LinkTracking } from '@/lib/domain/analytics/tracking-links';
import styles from './CategoryGrid.module.css';

/** Categories with their course counts, each linking to its category page (plain server markup). */
export function CategoryGrid({
  categories,
  headingLevel = 'h3',
  showDescription = true,
  tracking,
}: {
  categories: Pick<CategoryFacet, 'id' | 'slug' | 'name' | 'description' | 'courseCount'>[];
  headingLevel?: 'h2' | 'h3';
  showDescription?: boolean;
  /** The placement of the grid: the category links carry it (spec §2 tracking parameters). */
  tracking?: LinkTracking;
}) {
  const t = useTranslations('catalogue.categories');
  const locale = useLocale();
  const Heading = headingLevel;
  return (
    <ul className={styles.grid}>
      {categories.map((c, i) => (
        <li key={c.id}>
          <div className={i % 2 === 0 ? styles.card : `${styles.card} ${styles.alt}`}>
            <Heading className={styles.title}>
              <Link href={trackedHref(categoryPath(c.slug), tracking)} className={styles.titleLink}>
                {localized(c.name, locale)}
              </Link>
            </Heading>
            <p className={styles.text}>{t('courseCount', { count: c.courseCount })}</p>
            {showDescription && c.description ? (
              <p className={`${styles.text} ${styles.clamp}`}>{localized(c.description, locale)}</p>
            ) : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
