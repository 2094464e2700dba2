import { useLocale, useTranslations } from 'next-intl';
import type { SyllabusModule } from '@/lib/server/services/catalogue-facets';
import { localized } from '@/lib/i18n/localized';
import { Icon } from '@/components/ui/Icon';
import { CourseDuration } from './CourseDuration';
import { ICON_PATHS } from './icon-paths';
import styles from './CourseSyllabus.module.css';

function lectureIconPath(type: string): string {
  switch (type) {
    case 'QUIZ':
      return ICON_PATHS.quizOutlined;
    case 'PDF':
      return ICON_PATHS.descriptionOutlined;
    case 'EXERCISE':
      return ICON_PATHS.editNoteRounded;
    case 'IFRAME':
    case 'SCORM':
      return ICON_PATHS.webRounded;
    case 'SURVEY':
      return ICON_PATHS.pollOutlined;
    default:
      return ICON_PATHS.playCircleOutlineRounded;
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
            <Icon path={ICON_PATHS.expandMoreRounded} className={styles.chevron} />
          </summary>
          <div id={`module-${i}-content`} role="region" aria-labelledby={`module-${i}-header`} className={styles.details}>
            <ol className={styles.lectures}>
              {m.lectures.map((l) => (
                <li key={l.id} className={styles.lecture}>
                  <Icon path={lectureIconPath(l.lectureType)} size={20} className={styles.lectureIcon} />
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
