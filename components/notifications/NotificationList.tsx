import Box from '@mui/material/Box';
import { getFormatter, getTranslations } from 'next-intl/server';
import { NavLink } from '@/components/catalogue/links';
import { relativeTimeUnit } from '@/lib/domain/notifications/relative-time';
import type { NotificationRecord } from '@/lib/server/services/notifications';
import { NotificationCard } from './NotificationCard';

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

/** A list of notifications (the shared NotificationCard), each with its redirect link. */
export async function NotificationList({ items, locale, now, labelledBy }: { items: NotificationRecord[]; locale: string; now: Date; labelledBy: string }) {
  const t = await getTranslations({ locale, namespace: 'notifications.inbox' });
  const format = await getFormatter({ locale });
  return (
    <Box component="ul" aria-labelledby={labelledBy} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
      {items.map((item) => (
        <NotificationCard
          key={item.id}
          item={item}
          unreadMarker={t('unreadMarker')}
          time={{
            iso: item.createdAt.toISOString(),
            label: format.relativeTime(item.createdAt, { now, unit: relativeTimeUnit(item.createdAt, now) }),
            title: format.dateTime(item.createdAt, { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }),
          }}
          footer={item.redirectUrl ? <NotificationLink href={item.redirectUrl}>{item.redirectUrlName || t('open')}</NotificationLink> : null}
        />
      ))}
    </Box>
  );
}
