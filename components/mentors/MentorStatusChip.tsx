import { useTranslations } from 'next-intl';
import type { MentorStatus } from '@/lib/server/services/mentors';
import styles from './MentorStatusChip.module.css';

/** Each status's colours over the base outlined chip (a pause keeps the neutral outline). */
const TONES: Record<MentorStatus, string | null> = {
  AVAILABLE: styles.available,
  VACATIONS: styles.vacations,
  TEMPORARY_SUSPENSION: null,
  UNSUBSCRIBED: styles.unsubscribed,
};

/** Mentor status of spec §3 (AVAILABLE, TEMPORARY_SUSPENSION, UNSUBSCRIBED, VACATIONS) as a labelled chip (server markup). */
export function MentorStatusChip({ status, size = 'small' }: { status: MentorStatus; size?: 'small' | 'medium' }) {
  const t = useTranslations('mentors');
  return (
    <span className={[styles.chip, TONES[status], size === 'small' ? styles.small : null].filter(Boolean).join(' ')}>
      <span className={styles.label}>{t(`status.${status}`)}</span>
    </span>
  );
}
