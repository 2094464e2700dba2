import { useFormatter, useLocale, useTranslations } from 'next-intl';
import type { AgendaCourse } from '@/lib/server/services/agenda';
import { localized } from '@/lib/domain/i18n/localized';
import { trackedHref, type LinkTracking } from '@/lib/domain/analytics/tracking-links';
import { LinkButton } from '@/components/catalogue/LinkButton';
import { agendaCardState } from '@/lib/domain/agenda/card-state';
import { AgendaBadge } from './AgendaBadge';
import { AgendaCardButtonLazy } from './AgendaCardButtonLazy';
import type { AgendaCardLabels } from './agenda-card-labels';
import actionStyles from './AgendaCardActions.module.css';
import { AgendaCover } from './AgendaCover';
import styles from './AgendaCourseCard.module.css';

/**
 * Agenda card (spec §2, §4): cover at 200x140 (quality 100, jpg), title clamped to 2 lines,
 * professor, the pre-sale badge ('Próximamente' for premium members, else 'Preventa') and the
 * button: 'Ir al curso' for an active course, otherwise 'Avísenme cuando esté listo' /
 * '¡Agendado!'. Plain server markup (AgendaCourseCard.module.css); the cover, the badge and the
 * button are client islands because they depend on the user, who is only known in the browser
 * (the page is cached). `rebranded` (feature flag 'rebranding_active') switches to the new
 * brand's card shape.
 */
export function AgendaCourseCard({
  course,
  headingLevel = 'h3',
  showDate = false,
  rebranded = false,
  priority = false,
  tracking,
}: {
  course: AgendaCourse;
  headingLevel?: 'h3' | 'h4';
  showDate?: boolean;
  rebranded?: boolean;
  /** The card is in the first screen: its cover loads at once (AgendaCover). */
  priority?: boolean;
  /** The placement of the card: its course link carries source_page / source_detail (spec §2). */
  tracking?: LinkTracking;
}) {
  const t = useTranslations('agenda.card');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(course.title, locale);
  const titleId = `agenda-course-${course.id}-title`;
  const labels: AgendaCardLabels = {
    goToCourse: t('goToCourse'),
    notifyMe: t('notifyMe'),
    scheduled: t('scheduled'),
    preSale: t('preSale'),
    comingSoon: t('comingSoon'),
    scheduleFailed: t('scheduleFailed'),
  };
  const Heading = headingLevel;
  return (
    <article data-agenda-course={course.id} className={rebranded ? `${styles.card} ${styles.rebranded}` : styles.card}>
      <div className={styles.cover}>
        <AgendaCover src={course.promoImage ?? course.coverImage} alt={t('coverAlt', { title })} rounded={rebranded} priority={priority} />
        <AgendaBadge preSale={course.preSale} labels={labels} rebranded={rebranded} />
      </div>
      <div className={styles.content}>
        {showDate ? (
          <span className={styles.date}>
            <time dateTime={course.launchDate}>
              {t('launchOn', { date: format.dateTime(new Date(`${course.launchDate}T00:00:00Z`), { day: 'numeric', month: 'long', timeZone: 'UTC' }) })}
            </time>
          </span>
        ) : null}
        {/* Spec §9: the agenda's course title clamps to 2 lines; the title attribute shows the rest. */}
        <Heading id={titleId} className={styles.title} title={title}>
          {title}
        </Heading>
        <p className={styles.professor}>{course.professorName}</p>
      </div>
      <div className={styles.actions}>
        {/* An active course's button is a plain link whoever looks (agendaCardState): server markup, no client code. */}
        {agendaCardState({ isActive: course.isActive, preSale: course.preSale, isScheduled: course.isScheduled, subscribed: false, premium: false }).action === 'goToCourse' ? (
          <LinkButton
            href={trackedHref(course.urlSchedule, tracking)}
            variant="contained"
            fullWidth
            aria-describedby={titleId}
            className={rebranded ? `${actionStyles.action} ${actionStyles.rebranded}` : actionStyles.action}
          >
            {labels.goToCourse}
          </LinkButton>
        ) : (
          <AgendaCardButtonLazy
            courseId={String(course.id)}
            isActive={course.isActive}
            preSale={course.preSale}
            isScheduled={course.isScheduled}
            href={trackedHref(course.urlSchedule, tracking)}
            describedBy={titleId}
            labels={labels}
            rebranded={rebranded}
          />
        )}
      </div>
    </article>
  );
}

export function AgendaGrid({
  courses,
  showDate = false,
  rebranded = false,
  priorityCount = 0,
  tracking,
}: {
  courses: AgendaCourse[];
  showDate?: boolean;
  rebranded?: boolean;
  /** How many cards, from the first, are in the first screen (their covers load at once). */
  priorityCount?: number;
  tracking?: LinkTracking;
}) {
  return (
    <ul className={rebranded ? `${styles.grid} ${styles.gridRebranded}` : styles.grid}>
      {courses.map((c, index) => (
        <li key={c.id} className={styles.item}>
          <AgendaCourseCard course={c} showDate={showDate} rebranded={rebranded} priority={index < priorityCount} tracking={tracking} />
        </li>
      ))}
    </ul>
  );
}
