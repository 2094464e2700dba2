import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import FiberManualRecord from '@mui/icons-material/FiberManualRecord';
import EventOutlined from '@mui/icons-material/EventOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import { useFormatter, useLocale, useTranslations } from 'next-intl';
import { localized } from '@/lib/i18n/localized';
import { visuallyHidden as visuallyHiddenSx } from '@/lib/theme/a11y';
import { CONTENT_TIME_ZONE } from '@/lib/content/time-zone';
import type { LiveEventState } from '@/lib/live/live-event-state';
import type { LiveSessionRecord } from '@/lib/server/services/live';
import { LazyImage } from '@/components/ui/LazyImage';

const STATE_CHIP: Record<LiveEventState, { color: 'error' | 'primary' | 'default'; variant: 'filled' | 'outlined' }> = {
  live: { color: 'error', variant: 'filled' },
  future: { color: 'primary', variant: 'outlined' },
  past: { color: 'default', variant: 'outlined' },
};

/** One live session: state badge (spec §4 live-event state), title, host, schedule and description. */
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
  const chip = STATE_CHIP[state];
  return (
    <Card
      component="article"
      variant="outlined"
      aria-labelledby={`live-${session.id}-title`}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column', borderColor: state === 'live' ? 'error.main' : undefined, opacity: state === 'past' ? 0.92 : 1 }}
    >
      <Box sx={{ position: 'relative' }}>
        <LazyImage
          src={session.coverImage}
          alt=""
          width={400}
          height={225}
          priority={priority}
          style={state === 'past' ? { filter: 'grayscale(35%)' } : undefined}
        />
        <Chip
          label={t(`state.${state}`)}
          color={chip.color}
          variant={chip.variant}
          size="small"
          icon={state === 'live' ? <FiberManualRecord aria-hidden sx={{ fontSize: 12 }} /> : undefined}
          sx={{ position: 'absolute', top: 12, left: 12, fontWeight: 700, bgcolor: chip.variant === 'outlined' ? 'background.paper' : undefined }}
        />
      </Box>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 1, flexGrow: 1 }}>
        <Typography id={`live-${session.id}-title`} component="h3" variant="h6" sx={{ fontWeight: 700, lineHeight: 1.3, fontSize: '1.125rem' }}>
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {localized(session.description, locale)}
        </Typography>
        <Box component="dl" sx={{ m: 0, mt: 'auto', pt: 1, display: 'grid', gap: 0.75, '& dd': { m: 0 } }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <PersonOutline fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Box component="dt" sx={visuallyHiddenSx}>{t('hostLabel')}</Box>
            <Typography component="dd" variant="body2">
              {session.hostName}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <EventOutlined fontSize="small" aria-hidden sx={{ color: 'text.secondary' }} />
            <Box component="dt" sx={visuallyHiddenSx}>{t('whenLabel')}</Box>
            <Typography component="dd" variant="body2">
              <time dateTime={session.startsAt.toISOString()}>{when}</time>
              {' · '}
              {minutes !== null && minutes > 0 ? t('duration', { minutes }) : t('noEnd')}
            </Typography>
          </Box>
        </Box>
      </CardContent>
    </Card>
  );
}

