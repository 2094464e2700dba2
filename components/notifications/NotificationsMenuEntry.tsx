import { useMessages } from 'next-intl';
import type { SxProps, Theme } from '@mui/material/styles';
import { clientNotificationsMessages } from './messages';
import { NotificationsBellButton } from './NotificationsBellButton';

/**
 * Server part of the menu's notifications button: hands the bell and its drawer the
 * `notifications` messages (that namespace is not in every page's client bundle), then renders
 * the client bell, which shows itself only to users who see notifications (spec §6).
 */
export function NotificationsMenuEntry({ sx }: { sx?: SxProps<Theme> }) {
  const namespace = (useMessages() as { notifications?: Parameters<typeof clientNotificationsMessages>[0] }).notifications;
  return <NotificationsBellButton messages={clientNotificationsMessages(namespace)} sx={sx} />;
}

export default NotificationsMenuEntry;
