import { useLocale, useTranslations } from 'next-intl';
import type { SyllabusModule } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/domain/i18n/localized';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';
import { CourseDuration } from './CourseDuration';
import styles from './CourseSyllabus.module.css';

function lectureIconName(type: string): IconName {
  switch (type) {
    case 'QUIZ':
      return 'quizOutlined';
    case 'PDF':
      return 'descriptionOutlined';
    case 'EXERCISE':
      return 'editNoteRounded';
    case 'IFRAME':
    case 'SCORM':
      return 'webRounded';
    case 'SURVEY':
      return 'pollOutlined';
    default:
      return 'playCircleOutlineRounded';
  }
}

/**
 * The course's modules (h3) and their lectures in order; the first module starts open. Native
 * <details> styled by CourseSyllabus.module.css: they open and close without client code, and
 * the closed modules' lectures stay in the HTML for crawlers.
 */
export function CourseSyllabus({ modules }: { modules: SyllabusModule[] }) {
  const t = useTranslations('course.syllabus');
  const locale = useLocale();
  return (
    <div>
      {modules.map((m, i) => (
        <details key={i} open={i === 0} className={styles.module}>
          <summary id={`module-${i}-header`} aria-controls={`module-${i}-content`} className={styles.summary}>
            <h3 className={styles.heading}>
              <span className={styles.moduleTitle}>{t('module', { number: i + 1, title: localized(m.title, locale) })}</span>
              <span className={styles.moduleMeta}>
                {t('lectures', { count: m.lectures.length })} · <CourseDuration seconds={m.durationSeconds} />
              </span>
            </h3>
            <Icon name="expandMoreRounded" className={styles.chevron} />
          </summary>
          <div id={`module-${i}-content`} role="region" aria-labelledby={`module-${i}-header`} className={styles.details}>
            <ol className={styles.lectures}>
              {m.lectures.map((l) => (
                <li key={l.id} className={styles.lecture}>
                  <Icon name={lectureIconName(l.lectureType)} size={20} className={styles.lectureIcon} />
                  <span className={styles.lectureTitle}>
                    {localized(l.title, locale)}
                    <span className={styles.muted}> · {t(`types.${l.lectureType}`)}</span>
                  </span>
                  {l.durationSeconds > 0 ? (
                    <span className={styles.lectureDuration}>
                      <CourseDuration seconds={l.durationSeconds} />
                    </span>
                  ) : null}
                </li>
              ))}
            </ol>
          </div>
        </details>
      ))}
    </div>
  );
}
