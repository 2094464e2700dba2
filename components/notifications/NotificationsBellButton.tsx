'use client';

import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { SxProps, Theme } from '@mui/material/styles';
import menuStyles from '@/components/menu/Menu.module.css';
import { withApolloChunk } from '@/components/providers/lazy-with-apollo';
import { Icon } from '@/components/ui/Icon';
import { useShellIntl } from '@/components/i18n/ShellIntl';
import { createShellTranslator } from '@/components/i18n/use-shell-translations';
import type { NotificationsMessages } from './messages';
import { useNotificationsAccess } from './use-notifications-access';

export type NotificationsBellButtonProps = {
  /** The `notifications` messages (MainMenuBar reads them on the server and passes them down). */
  messages: NotificationsMessages;
  sx?: SxProps<Theme>;
  /** Told when the drawer opens or closes (e.g. for the menu overlay of spec §2). */
  onOpenChange?: (open: boolean) => void;
};

/** A bell whose chunk failed to load stays a bell without a count (the failure is logged). */
class BellChunkBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error('[NotificationsBell] chunk failed to load', error);
  }

  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

const LazyNotificationsBell = lazy(withApolloChunk(() => import('./NotificationsBell')));

/**
 * The menu's notifications button (spec §2). Renders nothing unless the user sees
 * notifications (spec §6; useNotificationsAccess, a plain request shared with the menu); for
 * one who does, the bell with its unread count and drawer loads together with Apollo
 * (NotificationsBell), so no visitor's page loads either. Until then the bell shows without a
 * count, as a plain button (issue 14: no MUI in the menu bar's first load).
 */
export function NotificationsBellButton({ messages, sx, onOpenChange }: NotificationsBellButtonProps) {
  // The placeholder's label only; the bell translates with useNotificationsT in its chunk. Not
  // next-intl here: this button is in every page's first load (issue 14).
  const intl = useShellIntl();
  const t = createShellTranslator({ ...intl, messages: { notifications: messages } }, 'notifications');
  const access = useNotificationsAccess();
  if (!access.visible) return null;
  const placeholder = (
    <button type="button" className={menuStyles.iconButton} aria-label={t('bellLabel', { count: 0 })} aria-haspopup="dialog" aria-expanded={false}>
      <Icon name="notificationsOutlined" />
    </button>
  );
  return (
    <BellChunkBoundary fallback={placeholder}>
      <Suspense fallback={placeholder}>
        <LazyNotificationsBell messages={messages} sx={sx} onOpenChange={onOpenChange} />
      </Suspense>
    </BellChunkBoundary>
  );
}
