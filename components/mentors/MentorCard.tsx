import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import { useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/i18n/localized';
import type { MentorRecord } from '@/lib/server/services/mentors';
import { LazyImage } from '@/components/ui/LazyImage';
import { MentorRating } from './MentorRating';
import { MentorStatusChip } from './MentorStatusChip';

/** A mentor: photo, name, status, headline, expertise and rating. */
export function MentorCard({ mentor, headingLevel = 'h3' }: { mentor: MentorRecord; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('mentors');
  const locale = useLocale();
  const titleId = `mentor-${mentor.id}-name`;
  return (
    <Card component="article" variant="outlined" aria-labelledby={titleId} sx={{ height: '100%' }}>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, height: '100%' }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
          <LazyImage src={mentor.avatarUrl} alt="" width={64} height={64} style={{ width: 64, height: 64, flexShrink: 0, borderRadius: '50%' }} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={titleId} component={headingLevel} variant="h6" sx={{ fontWeight: 700, lineHeight: 1.25, fontSize: '1.125rem' }}>
              {mentor.fullName}
            </Typography>
            <Box sx={{ mt: 0.5 }}>
              <MentorStatusChip status={mentor.status} />
            </Box>
          </Box>
        </Box>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {localized(mentor.headline, locale)}
        </Typography>
        {mentor.expertise.length > 0 ? (
          <Box>
            <Typography component="p" variant="caption" sx={{ color: 'text.secondary', fontWeight: 700, textTransform: 'uppercase', letterSpacing: 0.5, mb: 0.5 }}>
              {t('expertise')}
            </Typography>
            <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}>
              {mentor.expertise.map((topic) => (
                <li key={topic}>
                  <Chip label={topic} size="small" variant="outlined" />
                </li>
              ))}
            </Box>
          </Box>
        ) : null}
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <MentorRating rating={mentor.rating} sessions={mentor.sessionsCount} />
        </Box>
      </CardContent>
    </Card>
  );
}
