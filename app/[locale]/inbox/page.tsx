import type { Metadata } from 'next';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { NoAccess, SignInPrompt } from '@/components/auth/AccessNotice';
import { privatePageMetadata } from '@/lib/server/seo/private-metadata';
import { ChannelPanel } from '@/components/notifications/ChannelPanel';
import { InboxTabs } from '@/components/notifications/InboxTabs';
import { PRODUCT_NAME } from '@/lib/domain/config/product';
import { organizeByChannel } from '@/lib/domain/notifications/organize-notifications';
import { canViewInbox } from '@/lib/domain/roles';
import { getCurrentViewer } from '@/lib/server/auth/current-viewer';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { getDb } from '@/lib/server/db/client';
import { listUserNotifications } from '@/lib/server/services/notifications';

export const dynamic = 'force-dynamic';

const PATH = '/inbox/';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  return privatePageMetadata(locale, 'notifications.inbox', PATH, { product: PRODUCT_NAME });
}

export default async function InboxPage({ params }: Props) {
  const { locale } = await params;
  setRequestLocale(locale);
  const viewer = await getCurrentViewer();
  if (!viewer) return <SignInPrompt locale={locale} path={PATH} />;
  const { user } = viewer;
  const access = canViewInbox(roleSubjectFromViewer(viewer));
  const t = await getTranslations({ locale, namespace: 'notifications.inbox' });
  if (!access) return <NoAccess locale={locale} reason={t('noAccess')} action={{ href: '/premium/', label: t('noAccessCta') }} />;

  const now = new Date();
  const views = organizeByChannel(await listUserNotifications(await getDb(), user.id));
  const totalUnread = views.reduce((sum, v) => sum + v.unreadCount, 0);
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, sm: 5 } }}>
      <Typography component="h1" variant="h3" sx={{ fontWeight: 800, fontSize: { xs: '1.875rem', sm: '2.5rem' } }}>
        {t('title')}
      </Typography>
      <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }} role="status">
        {t('summary', { count: totalUnread })}
      </Typography>
      <InboxTabs
        label={t('tabsLabel')}
        tabs={await Promise.all(
          views.map(async (view) => ({
            key: view.channel.toLowerCase(),
            label: t(`channel.${view.channel}`),
            unreadCount: view.unreadCount,
            unreadLabel: t('unreadCount', { count: view.unreadCount }),
            panel: <ChannelPanel view={view} locale={locale} now={now} />,
          })),
        )}
      />
    </Container>
  );
}
