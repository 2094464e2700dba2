import Box from '@mui/material/Box';
import Rating from '@mui/material/Rating';
import { useFormatter, useTranslations } from 'next-intl';

/** Read-only star rating with a text equivalent (the stars are decorative for screen readers). */
export function MentorRating({ rating, sessions }: { rating: number; sessions: number }) {
  const t = useTranslations('mentors');
  const format = useFormatter();
  const score = format.number(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <Rating value={rating} precision={0.1} readOnly size="small" aria-hidden />
      <Box component="span" sx={{ typography: 'body2' }}>
        <Box component="span" sx={{ fontWeight: 700 }}>{t('ratingValue', { score })}</Box>
        {' · '}
        {t('sessions', { count: sessions })}
      </Box>
    </Box>
  );
}
