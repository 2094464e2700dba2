import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import InboxOutlined from '@mui/icons-material/InboxOutlined';
import { getTranslations } from 'next-intl/server';
import { EmptyState } from '@/components/catalogue/EmptyState';
import type { ChannelView } from '@/lib/domain/notifications/organize-notifications';
import type { NotificationRecord } from '@/lib/server/services/notifications';
import { NotificationList } from './NotificationList';

/** One channel: unread notifications first, then the read ones (each newest first). */
export async function ChannelPanel({ view, locale, now }: { view: ChannelView<NotificationRecord>; locale: string; now: Date }) {
  const t = await getTranslations({ locale, namespace: 'notifications.inbox' });
  const key = view.channel.toLowerCase();
  if (view.items.length === 0) {
    return <EmptyState icon={<InboxOutlined />} title={t(`empty.${key}.title`)} description={t(`empty.${key}.body`)} />;
  }
  return (
    <Box sx={{ display: 'grid', gap: 4 }}>
      {view.unread.length > 0 ? (
        <Box component="section" aria-labelledby={`inbox-${key}-unread`}>
          <Typography id={`inbox-${key}-unread`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('unreadTitle', { count: view.unread.length })}
          </Typography>
          <NotificationList items={view.unread} locale={locale} now={now} labelledBy={`inbox-${key}-unread`} />
        </Box>
      ) : (
        <Typography role="status" sx={{ color: 'text.secondary' }}>
          {t('allRead')}
        </Typography>
      )}
      {view.read.length > 0 ? (
        <Box component="section" aria-labelledby={`inbox-${key}-read`}>
          <Typography id={`inbox-${key}-read`} component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
            {t('readTitle', { count: view.read.length })}
          </Typography>
          <NotificationList items={view.read} locale={locale} now={now} labelledBy={`inbox-${key}-read`} />
        </Box>
      ) : null}
    </Box>
  );
}
