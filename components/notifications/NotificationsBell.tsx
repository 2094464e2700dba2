'use client';

import { useId, useState } from 'react';
import Badge from '@mui/material/Badge';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { useNotificationsT, type NotificationsMessages } from './messages';
import { NotificationsDrawer } from './NotificationsDrawer';
import { useMainMenuNotifications } from './use-notifications';

export type NotificationsBellProps = {
  /** The `notifications` messages (MainMenuBar reads them on the server and passes them down). */
  messages: NotificationsMessages;
  sx?: SxProps<Theme>;
  /** Told when the drawer opens or closes (e.g. for the menu overlay of spec §2). */
  onOpenChange?: (open: boolean) => void;
};

/**
 * The bell itself (spec §2), for a user who sees notifications: the unread count (total_unread
 * of MainMenuNotifications, over Apollo) as a badge and in its accessible name; it opens the
 * notifications drawer. Loaded with Apollo by NotificationsBellButton, never for visitors.
 */
function NotificationsBell({ messages, sx, onOpenChange }: NotificationsBellProps) {
  const t = useNotificationsT(messages);
  const { page } = useMainMenuNotifications();
  const [open, setOpen] = useState(false);
  const drawerId = useId();
  const count = page?.total_unread ?? 0;
  const change = (next: boolean) => {
    setOpen(next);
    onOpenChange?.(next);
  };
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={t('bellLabel', { count })}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? drawerId : undefined}
        onClick={() => change(true)}
        sx={sx}
      >
        <Badge color="error" badgeContent={count > 0 ? count : null} max={99} overlap="circular">
          <NotificationsOutlined />
        </Badge>
      </IconButton>
      <NotificationsDrawer open={open} onClose={() => change(false)} messages={messages} id={drawerId} />
    </>
  );
}

export default NotificationsBell;
