import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/i18n/localized';
import { CONTENT_TIME_ZONE } from '@/lib/content/time-zone';
import type { LiveEventState } from '@/lib/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { Icon } from '@/components/ui/Icon';
import { LazyImage } from '@/components/ui/LazyImage';
import a11y from '@/components/ui/a11y.module.css';
import styles from './LiveSessionCard.module.css';

/** `d` of the @mui/icons-material icons the card shows (FiberManualRecord is its circle as a path). */
const ICONS = {
  fiberManualRecord: 'M12 4a8 8 0 1 0 0 16 8 8 0 1 0 0-16',
  personOutlined:
    'M12 6c1.1 0 2 .9 2 2s-.9 2-2 2-2-.9-2-2 .9-2 2-2m0 10c2.7 0 5.8 1.29 6 2H6c.23-.72 3.31-2 6-2m0-12C9.79 4 8 5.79 8 8s1.79 4 4 4 4-1.79 4-4-1.79-4-4-4m0 10c-2.67 0-8 1.34-8 4v2h16v-2c0-2.66-5.33-4-8-4',
  eventOutlined: 'M19 4h-1V2h-2v2H8V2H6v2H5c-1.11 0-1.99.9-1.99 2L3 20c0 1.1.89 2 2 2h14c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 16H5V10h14zm0-12H5V6h14zm-7 5h5v5h-5z',
} as const;

/** One live session: state badge (spec §4 live-event state), title, host, schedule and description (server markup). */
export function LiveSessionCard({ session, state, priority = false }: { session: LiveSessionRecord; state: LiveEventState; priority?: boolean }) {
  const t = useTranslations('live');
  const locale = useLocale();
  const format = useFormatter();
  const title = localized(session.title, locale);
  const when = format.dateTime(session.startsAt, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: CONTENT_TIME_ZONE,
    timeZoneName: 'short',
  });
  const minutes = session.endsAt ? Math.round((session.endsAt.getTime() - session.startsAt.getTime()) / 60_000) : null;
  return (
    <article aria-labelledby={`live-${session.id}-title`} className={`${styles.card} ${styles[state]}`}>
      <div className={styles.cover}>
        <LazyImage
          src={session.coverImage}
          alt=""
          width={400}
          height={225}
          priority={priority}
          style={state === 'past' ? { filter: 'grayscale(35%)' } : undefined}
        />
        <span className={styles.chip}>
          {state === 'live' ? <Icon path={ICONS.fiberManualRecord} size={12} className={styles.chipIcon} /> : null}
          <span className={styles.chipLabel}>{t(`state.${state}`)}</span>
        </span>
      </div>
      <div className={styles.content}>
        <h3 id={`live-${session.id}-title`} className={styles.title}>
          {title}
        </h3>
        <p className={styles.description}>{localized(session.description, locale)}</p>
        <dl className={styles.facts}>
          <div className={styles.fact}>
            <Icon path={ICONS.personOutlined} size={20} className={styles.factIcon} />
            <dt className={a11y.visuallyHidden}>{t('hostLabel')}</dt>
            <dd className={styles.factValue}>{session.hostName}</dd>
          </div>
          <div className={styles.fact}>
            <Icon path={ICONS.eventOutlined} size={20} className={styles.factIcon} />
            <dt className={a11y.visuallyHidden}>{t('whenLabel')}</dt>
            <dd className={styles.factValue}>
              <time dateTime={session.startsAt.toISOString()}>{when}</time>
              {' · '}
              {minutes !== null && minutes > 0 ? t('duration', { minutes }) : t('noEnd')}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
