import { useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/domain/i18n/localized';
import type { MentorRecord } from '@/lib/server/services/mentors';
import { LazyImage } from '@/components/ui/LazyImage';
import { MentorRating } from './MentorRating';
import { MentorStatusChip } from './MentorStatusChip';
import styles from './MentorCard.module.css';

/** A mentor: photo, name, status, headline, expertise and rating (plain server markup). */
export function MentorCard({ mentor, headingLevel = 'h3' }: { mentor: MentorRecord; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('mentors');
  const locale = useLocale();
  const titleId = `mentor-${mentor.id}-name`;
  const Heading = headingLevel;
  return (
    <article aria-labelledby={titleId} className={styles.card}>
      <div className={styles.content}>
        <div className={styles.head}>
          <LazyImage src={mentor.avatarUrl} alt="" width={64} height={64} style={{ width: 64, height: 64, flexShrink: 0, borderRadius: '50%' }} />
          <div className={styles.identity}>
            <Heading id={titleId} className={styles.name}>
              {mentor.fullName}
            </Heading>
            <div className={styles.status}>
              <MentorStatusChip status={mentor.status} />
            </div>
          </div>
        </div>
        <p className={styles.headline}>{localized(mentor.headline, locale)}</p>
        {mentor.expertise.length > 0 ? (
          <div>
            <p className={styles.expertiseTitle}>{t('expertise')}</p>
            <ul className={styles.expertise}>
              {mentor.expertise.map((topic) => (
                <li key={topic}>
                  <span className={styles.topic}>{topic}</span>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <div className={styles.rating}>
          <MentorRating rating={mentor.rating} sessions={mentor.sessionsCount} />
        </div>
      </div>
    </article>
  );
}
