import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/domain/i18n/localized';
import { CONTENT_TIME_ZONE } from '@/lib/domain/content/time-zone';
import type { LiveEventState } from '@/lib/domain/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { Icon } from '@/components/ui/Icon';
import { LazyImage } from '@/components/ui/LazyImage';
import a11y from '@/components/ui/a11y.module.css';
import styles from './LiveSessionCard.module.css';

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
          {state === 'live' ? <Icon name="fiberManualRecord" size={12} className={styles.chipIcon} /> : null}
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
            <Icon name="personOutlined" size={20} className={styles.factIcon} />
            <dt className={a11y.visuallyHidden}>{t('hostLabel')}</dt>
            <dd className={styles.factValue}>{session.hostName}</dd>
          </div>
          <div className={styles.fact}>
            <Icon name="eventOutlined" size={20} className={styles.factIcon} />
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
