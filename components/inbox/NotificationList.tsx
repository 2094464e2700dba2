import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { visuallyHidden } from '@/lib/theme/a11y';
import type { NotificationRecord } from '@/lib/server/services/notifications';

function NotificationLink({ href, children }: { href: string; children: React.ReactNode }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <NavLink href={href} color="primary" underline="always" sx={{ fontWeight: 600 }}>
        {children}
      </NavLink>
    );
  }
  if (/^https?:\/\//i.test(href)) {
    return (
      <Box component="a" href={href} target="_blank" rel="noopener noreferrer" sx={{ color: 'primary.main', fontWeight: 600 }}>
        {children}
      </Box>
    );
  }
  return null;
}

/** A list of notifications; unread ones carry a visible dot and a screen-reader label. */
export async function NotificationList({ items, locale, now, labelledBy }: { items: NotificationRecord[]; locale: string; now: Date; labelledBy: string }) {
  const t = await getTranslations({ locale, namespace: 'inbox' });
  const format = await getFormatter({ locale });
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <Paper
          component="li"
          key={item.id}
          variant="outlined"
          sx={{
            p: 2,
            borderRadius: 2,
            display: 'flex',
            gap: 2,
            alignItems: 'flex-start',
            borderLeft: '4px solid',
            borderLeftColor: item.isRead ? 'divider' : 'primary.main',
            bgcolor: item.isRead ? 'background.paper' : 'action.hover',
          }}
        >
          <Avatar src={item.iconImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <NotificationsOutlined aria-hidden />
          </Avatar>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
              <Typography component="h3" sx={{ fontWeight: item.isRead ? 600 : 800, fontSize: '1rem' }}>
                {!item.isRead ? (
                  <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mr: 1, verticalAlign: 'middle' }} />
                ) : null}
                {!item.isRead ? <Box component="span" sx={visuallyHidden}>{`${t('unreadMarker')}: `}</Box> : null}
                {item.title}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                <time dateTime={item.createdAt.toISOString()} title={format.dateTime(item.createdAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' })}>
                  {format.relativeTime(item.createdAt, now)}
                </time>
              </Typography>
            </Box>
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
              {item.message}
            </Typography>
            {item.redirectUrl ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                <NotificationLink href={item.redirectUrl}>{item.redirectUrlName || t('open')}</NotificationLink>
              </Typography>
            ) : null}
          </Box>
        </Paper>
      ))}
    </Box>
  );
}
