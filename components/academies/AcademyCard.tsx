import { useLocale, useTranslations } from 'next-intl';
import type { AcademyBucketRecord, AcademyRecord } from '@/lib/server/services/academies';
import { localized } from '@/lib/domain/i18n/localized';
import { categoryPath } from '@/lib/domain/paths/course-paths';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { Icon } from '@/components/ui/Icon';
import chip from '@/components/course/Chip.module.css';
import styles from './AcademyCard.module.css';

/** An academy with its logo, buckets, skill-path count and the first skill paths (plain server markup). */
export function AcademyCard({
  academy,
  buckets,
  headingLevel = 'h3',
  maxPaths = 4,
}: {
  academy: AcademyRecord;
  buckets: AcademyBucketRecord[];
  headingLevel?: 'h2' | 'h3';
  maxPaths?: number;
}) {
  const t = useTranslations('academies.card');
  const locale = useLocale();
  const title = localized(academy.title, locale);
  const own = buckets.filter((b) => academy.bucketIds.includes(b.id));
  const shown = academy.skillPaths.slice(0, maxPaths);
  const Heading = headingLevel;
  const PathsHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <article className={styles.card}>
      <div className={styles.content}>
        <div className={styles.head}>
          {/* eslint-disable-next-line @next/next/no-img-element -- a small logo, as before */}
          <img src={academy.logoUrl} alt={t('logoAlt', { title })} loading="lazy" width={56} height={56} className={styles.logo} />
          <div>
            <Heading className={styles.title}>{title}</Heading>
            <div className={styles.paths}>
              <Icon name="routeRounded" size={20} />
              {t('skillPaths', { count: academy.totalSkillPath })}
            </div>
          </div>
          {academy.isNew ? <span className={`${chip.chip} ${chip.secondary} ${styles.new}`}>{t('new')}</span> : null}
        </div>
        {academy.description ? <p className={styles.description}>{localized(academy.description, locale)}</p> : null}
        {own.length > 0 ? (
          <ul aria-label={t('bucketsLabel')} className={styles.buckets}>
            {own.map((b) => (
              <li key={b.id}>
                <span className={styles.bucket}>{localized(b.name, locale)}</span>
              </li>
            ))}
          </ul>
        ) : null}
        {shown.length > 0 ? (
          <div>
            <PathsHeading className={styles.pathsHeading}>{t('pathsHeading')}</PathsHeading>
            <ul className={styles.pathList}>
              {shown.map((p) => (
                <li key={p.id}>
                  {localized(p.title, locale)} <span className={styles.muted}>· {t('courses', { count: p.courseCount })}</span>
                </li>
              ))}
            </ul>
            {academy.skillPaths.length > shown.length ? (
              <span className={styles.more}>{t('morePaths', { count: academy.skillPaths.length - shown.length })}</span>
            ) : null}
          </div>
        ) : null}
        {academy.category ? (
          <div className={styles.action}>
            <LinkButton href={categoryPath(academy.category.slug)} variant="outlined" size="small" aria-label={`${t('seeCourses')}: ${title}`}>
              {t('seeCourses')}
            </LinkButton>
          </div>
        ) : null}
      </div>
    </article>
  );
}

/**
 * Academies as a list; each item carries its slug and bucket ids for the bucket filter. With
 * `anchors` (the academies landing) each item is also the target of the academy's URL
 * (`/academias/#slug`, see lib/domain/academies/academy-filter.ts).
 */
export function AcademyList({ academies, buckets, headingLevel = 'h3', maxPaths, anchors = false }: {
  academies: AcademyRecord[];
  buckets: AcademyBucketRecord[];
  headingLevel?: 'h2' | 'h3';
  maxPaths?: number;
  anchors?: boolean;
}) {
  return (
    <ul className={styles.list}>
      {academies.map((a) => (
        <li key={a.id} id={anchors ? a.slug : undefined} data-academy="" data-slug={a.slug} data-buckets={` ${a.bucketIds.join(' ')} `} className={styles.item}>
          <AcademyCard academy={a} buckets={buckets} headingLevel={headingLevel} maxPaths={maxPaths} />
        </li>
      ))}
    </ul>
  );
}
