import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import type { IconName } from '@/components/ui/icon-registry';
import styles from './MentorRating.module.css';

const MAX = 5;

/** The rating to a tenth, as MUI's read-only Rating showed and named it. */
function roundToTenth(value: number) {
  return Number((Math.round(value / 0.1) * 0.1).toFixed(1));
}

/** Read-only star rating with a text equivalent (the stars are decorative for screen readers). */
export function MentorRating({ rating, sessions }: { rating: number; sessions: number }) {
  const t = useTranslations('mentors');
  const format = useFormatter();
  const score = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const value = roundToTenth(rating);
  const filled = `${(Math.min(Math.max(value, 0), MAX) / MAX) * 100}%`;
  const stars = (name: IconName) => Array.from({ length: MAX }, (_, i) => <Icon key={i} name={name} size={18} />);
  return (
    <div className={styles.row}>
      <span role="img" aria-label={`${value || '0'} Star${value !== 1 ? 's' : ''}`} aria-hidden className={styles.stars}>
        <span className={styles.empty}>{stars('starBorder')}</span>
        {/* The filled stars over the empty ones, cut at the rating (fractions included). */}
        <span className={styles.filled} style={{ width: filled }}>
          {stars('star')}
        </span>
      </span>
      <span className={styles.text}>
        <span className={styles.score}>{t('ratingValue', { score })}</span>
        {' · '}
        {t('sessions', { count: sessions })}
      </span>
    </div>
  );
}
