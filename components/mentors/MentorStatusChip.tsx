import Chip from '@mui/material/Chip';
import { useTranslations } from 'next-intl';
import type { MentorStatus } from '@/lib/server/services/mentors';

const COLORS: Record<MentorStatus, 'success' | 'warning' | 'default' | 'error'> = {
  AVAILABLE: 'success',
  VACATIONS: 'warning',
  TEMPORARY_SUSPENSION: 'default',
  UNSUBSCRIBED: 'error',
};

/** Mentor status of spec §3 (AVAILABLE, TEMPORARY_SUSPENSION, UNSUBSCRIBED, VACATIONS) as a labelled chip. */
export function MentorStatusChip({ status, size = 'small' }: { status: MentorStatus; size?: 'small' | 'medium' }) {
  const t = useTranslations('mentors');
  return <Chip label={t(`status.${status}`)} color={COLORS[status]} size={size} variant={status === 'AVAILABLE' ? 'filled' : 'outlined'} sx={{ fontWeight: 600 }} />;
}
