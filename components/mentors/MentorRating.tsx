import { useFormatter, useTranslations } from 'next-intl';
import { Icon } from '@/components/ui/Icon';
import styles from './MentorRating.module.css';

/** @mui/material's Rating icons (internal Star and StarBorder). */
const STAR = 'M12 17.27L18.18 21l-1.64-7.03L22 9.24l-7.19-.61L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21z';
const STAR_BORDER =
  'M22 9.24l-7.19-.62L12 2 9.19 8.63 2 9.24l5.46 4.73L5.82 21 12 17.27 18.18 21l-1.63-7.03L22 9.24zM12 15.4l-3.76 2.27 1-4.28-3.32-2.88 4.38-.38L12 6.1l1.71 4.04 4.38.38-3.32 2.88 1 4.28L12 15.4z';
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
  const stars = (path: string) => Array.from({ length: MAX }, (_, i) => <Icon key={i} path={path} size={18} />);
  return (
    <div className={styles.row}>
      <span role="img" aria-label={`${value || '0'} Star${value !== 1 ? 's' : ''}`} aria-hidden className={styles.stars}>
        <span className={styles.empty}>{stars(STAR_BORDER)}</span>
        {/* The filled stars over the empty ones, cut at the rating (fractions included). */}
        <span className={styles.filled} style={{ width: filled }}>
          {stars(STAR)}
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
