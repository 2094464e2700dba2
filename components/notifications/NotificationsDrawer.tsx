'use client';

import { useEffect, useId, useRef, useState } from 'react';
import { useFormatter } from 'next-intl';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Divider from '@mui/material/Divider';
import MuiLink from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import DoneAll from '@mui/icons-material/DoneAll';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { Drawer } from '@/components/ui/Drawer';
import { EmptyState } from '@/components/catalogue/EmptyState';
import { NotificationCard } from '@/components/notifications/NotificationCard';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { Link } from '@/components/ui/LocalizedLink';
import { NOTIFICATION_DRAWER_KEY, NOTIFICATION_PAGE_NAME } from '@/lib/domain/notifications/constants';
import { relativeTimeUnit } from '@/lib/domain/notifications/relative-time';
import { hasInboxAccess } from '@/lib/domain/roles';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { SUBMENU_DRAWER_WIDTH } from '@/lib/domain/theme/layout-constants';
import { visuallyHidden } from '@/lib/domain/theme/a11y';
import { useNotificationsT, type NotificationsMessages, type NotificationsT } from './messages';
import { useMainMenuNotifications, type NotificationNode } from './use-notifications';

export type NotificationsDrawerProps = {
  open: boolean;
  onClose: () => void;
  /** The `notifications` messages (MainMenuBar reads them on the server and passes them down). */
  messages: NotificationsMessages;
  /** id of the drawer panel, for the opener's aria-controls. */
  id?: string;
};

const INBOX_PATH = '/inbox/';

/** An app path the router can open (same site, no protocol-relative trick). */
function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function isWebAddress(href: string): boolean {
  return /^https?:\/\//i.test(href);
}

/** The whole card acts as this control: its ::after covers the card. */
const stretched = {
  color: 'inherit',
  font: 'inherit',
  textAlign: 'left',
  textDecoration: 'none',
  background: 'none',
  border: 0,
  p: 0,
  cursor: 'pointer',
  '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: 2 },
  '&:focus-visible': { outline: 'none' },
} as const;

/**
 * What activating a notification does: it is marked read (if unread) and its redirect_url is
 * followed when present — app paths in this tab (the drawer closes), web addresses in a new
 * one. A read notification without a destination is plain text.
 */
function NotificationAction({ node, onActivate, messageId }: { node: NotificationNode; onActivate: (node: NotificationNode, navigates: boolean) => void; messageId: string }) {
  const href = node.redirect_url ?? '';
  const common = { 'data-notification-action': '', 'aria-describedby': messageId } as const;
  if (href && isAppPath(href)) {
    return (
      <MuiLink component={Link} href={href} onClick={() => onActivate(node, true)} sx={stretched} {...common}>
        {node.title}
      </MuiLink>
    );
  }
  if (href && isWebAddress(href)) {
    return (
      <MuiLink href={href} target="_blank" rel="noopener noreferrer" onClick={() => onActivate(node, false)} sx={stretched} {...common}>
        {node.title}
      </MuiLink>
    );
  }
  if (!node.is_readed) {
    return (
      <Box component="button" type="button" onClick={() => onActivate(node, false)} sx={stretched} {...common}>
        {node.title}
      </Box>
    );
  }
  return <>{node.title}</>;
}

function NotificationItems({ nodes, t, onActivate }: { nodes: NotificationNode[]; t: NotificationsT; onActivate: (node: NotificationNode, navigates: boolean) => void }) {
  const format = useFormatter();
  const [now] = useState(() => Date.now());
  const baseId = useId();
  return (
    <>
      {nodes.map((node) => {
        const created = new Date(node.created_timestamp);
        const messageId = `${baseId}-${node.notification_id}`;
        return (
          <NotificationCard
            key={node.id}
            dense
            headingLevel="h3"
            messageId={messageId}
            item={{ title: node.title, message: node.message, isRead: node.is_readed, iconImage: node.icon_image }}
            unreadMarker={t('unreadMarker')}
            time={{
              iso: node.created_at,
              label: format.relativeTime(created, { now, unit: relativeTimeUnit(created, now) }),
              title: format.dateTime(created, { dateStyle: 'long', timeStyle: 'short' }),
            }}
            badge={node.channel === 'LIVE' ? <Chip size="small" color="secondary" label={t('live')} sx={{ height: 20 }} /> : null}
            titleContent={<NotificationAction node={node} onActivate={onActivate} messageId={messageId} />}
          />
        );
      })}
    </>
  );
}

/** The drawer's content: mounted while the drawer is open, so opening refreshes the list. */
function NotificationsPanel({ t, onNavigate }: { t: NotificationsT; onNavigate: () => void }) {
  const { page, nodes, loading, error, loadingMore, hasMore, loadMore, refetch, markRead, markAllRead, markingAll, actionFailed } = useMainMenuNotifications();
  const user = useCurrentUser();
  const listRef = useRef<HTMLUListElement>(null);
  const headingId = useId();
  const unread = page?.total_unread ?? 0;

  const activate = (node: NotificationNode, navigates: boolean) => {
    void markRead(node);
    if (navigates) onNavigate();
  };

  // After "load more", the keyboard goes to the first item of the new page once it renders.
  const focusFrom = useRef<number | null>(null);
  useEffect(() => {
    const index = focusFrom.current;
    if (index === null || nodes.length <= index) return;
    focusFrom.current = null;
    const item = listRef.current?.querySelectorAll<HTMLElement>(':scope > li')[index];
    (item?.querySelector<HTMLElement>('[data-notification-action]') ?? item)?.focus();
  }, [nodes.length]);

  const onLoadMore = () => {
    focusFrom.current = nodes.length;
    void loadMore();
  };

  return (
    <Box data-page-name={NOTIFICATION_PAGE_NAME} data-drawer-key={NOTIFICATION_DRAWER_KEY} sx={{ display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
      <Box sx={{ px: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1 }}>
        <Typography id={headingId} role="status" variant="body2" sx={{ color: 'text.secondary' }}>
          {page ? t('summary', { count: unread }) : null}
        </Typography>
        {page && nodes.length > 0 ? (
          <Button
            variant="outlined"
            size="small"
            startIcon={<DoneAll />}
            onClick={() => void markAllRead()}
            disabled={unread === 0 || markingAll}
            loading={markingAll}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('markAllRead')}
          </Button>
        ) : null}
        {actionFailed ? (
          <Alert severity="error" variant="outlined">
            {t('actionFailed')}
          </Alert>
        ) : null}
      </Box>
      <Divider />
      <Box sx={{ flex: 1, overflowY: 'auto', px: 2, py: 2 }}>
        {loading ? (
          <Box role="status">
            <Box component="span" sx={visuallyHidden}>
              {t('loading')}
            </Box>
            {[0, 1, 2].map((i) => (
              <Skeleton key={i} variant="rounded" height={84} sx={{ mb: 1.5 }} aria-hidden />
            ))}
          </Box>
        ) : error && !page ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={refetch}>
                {t('retry')}
              </Button>
            }
          >
            {t('loadFailed')}
          </Alert>
        ) : page && nodes.length === 0 ? (
          <EmptyState icon={<NotificationsNoneOutlined />} title={t('empty.title')} description={t('empty.body')} headingLevel="h3" />
        ) : page ? (
          <>
            <Box component="ul" ref={listRef} aria-label={t('listLabel')} sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
              <NotificationItems nodes={nodes} t={t} onActivate={activate} />
            </Box>
            <Box sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}>
              {hasMore ? (
                <Button variant="text" onClick={onLoadMore} loading={loadingMore} loadingPosition="start" aria-describedby={headingId}>
                  {loadingMore ? t('loadingMore') : t('loadMore')}
                </Button>
              ) : (
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {t('end')}
                </Typography>
              )}
            </Box>
          </>
        ) : null}
      </Box>
      {user.status === 'authenticated' && hasInboxAccess(user.user) ? (
        <>
          <Divider />
          <Box sx={{ px: 2, py: 1.5 }}>
            <MuiLink component={Link} href={INBOX_PATH} onClick={onNavigate} sx={{ fontWeight: 600 }}>
              {t('seeInbox')}
            </MuiLink>
          </Box>
        </>
      ) : null}
    </Box>
  );
}

/**
 * The notifications drawer of the main menu (spec §2): a right-side drawer (the UI kit's,
 * spec §9 default side) identified for analytics by its page name 'Notification Page' and key
 * 9 (spec §9); opening it logs a page_view with that page name. Escape, the backdrop and the
 * close button close it and the focus returns to the opener.
 */
export function NotificationsDrawer({ open, onClose, messages, id }: NotificationsDrawerProps) {
  const t = useNotificationsT(messages);
  useEffect(() => {
    if (!open) return;
    void trackActivity({
      eventType: 'page_view',
      pageIdentifier: NOTIFICATION_PAGE_NAME,
      itemType: 'drawer',
      itemId: NOTIFICATION_DRAWER_KEY,
      data: { page_name: NOTIFICATION_PAGE_NAME, drawer_key: NOTIFICATION_DRAWER_KEY },
    });
  }, [open]);
  return (
    <Drawer open={open} onClose={() => onClose()} title={t('title')} closeLabel={t('close')} width={{ xs: '100vw', sm: SUBMENU_DRAWER_WIDTH }} id={id}>
      <NotificationsPanel t={t} onNavigate={onClose} />
    </Drawer>
  );
}
