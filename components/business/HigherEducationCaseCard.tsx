import { getFormatter, getTranslations } from 'next-intl/server';
import { safeHexColor } from '@/lib/domain/org/safe-hex-color';
import { lightPalette } from '@/lib/domain/theme/palette';
import type { HigherEducationCase } from '@/lib/server/services/business-stats';
import { OrgAvatar } from './OrgAvatar';
import { ProgressBar } from './ProgressBar';
import styles from './HigherEducationCaseCard.module.css';

/** The university organisation as a case: its colours and logo, and its real learning numbers (plain server markup). */
export async function HigherEducationCaseCard({ item, locale }: { item: HigherEducationCase; locale: string }) {
  const t = await getTranslations({ locale, namespace: 'business.higherEd.case' });
  const format = await getFormatter({ locale });
  const primary = safeHexColor(item.primaryColor, lightPalette.primary.main);
  const secondary = safeHexColor(item.secondaryColor, lightPalette.secondary.main);
  const since = item.startDate ? format.dateTime(new Date(`${item.startDate}T12:00:00Z`), { year: 'numeric', month: 'long', timeZone: 'UTC' }) : null;
  const figures = [
    { key: 'members', value: format.number(item.memberCount), label: t('members') },
    { key: 'enrollments', value: format.number(item.enrollmentCount), label: t('enrollments') },
    { key: 'completed', value: format.number(item.completedCount), label: t('completed') },
    { key: 'ownCourses', value: format.number(item.ownCourseCount), label: t('ownCourses') },
  ];
  return (
    <article aria-labelledby="higher-ed-case-name" className={styles.card}>
      <div className={styles.band} style={{ backgroundColor: primary, borderBottomColor: secondary }}>
        <OrgAvatar name={item.name} logo={item.logo} size={72} style={{ backgroundColor: '#fff', color: primary }} />
        <div>
          <p className={styles.eyebrow}>{t('eyebrow')}</p>
          <h3 id="higher-ed-case-name" className={styles.name}>
            {item.name}
          </h3>
          {since ? <p className={styles.since}>{t('since', { date: since })}</p> : null}
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.story}>{t('story', { name: item.name, learners: item.learnerCount })}</p>
        <dl className={styles.figures}>
          {figures.map((f) => (
            <div key={f.key} className={styles.figure}>
              <dt className={styles.label}>{f.label}</dt>
              <dd className={styles.value}>{f.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.progress}>
          <p id="higher-ed-progress" className={styles.progressLabel}>
            {t('progress', { percent: item.averageProgress })}
          </p>
          <ProgressBar value={item.averageProgress} labelledBy="higher-ed-progress" color={primary} />
        </div>
      </div>
    </article>
  );
}
