import type { ReactNode } from 'react';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import NotificationsOutlined from '@mui/icons-material/NotificationsOutlined';
import { visuallyHidden } from '@/lib/domain/theme/a11y';

/** What a notification card shows (the inbox's records and the drawer's API nodes map to it). */
export type NotificationCardItem = {
  title: string;
  message: string;
  isRead: boolean;
  iconImage: string | null;
};

export type NotificationCardTime = {
  /** ISO date for <time dateTime>. */
  iso: string;
  /** Relative wording shown ('hace 2 horas'). */
  label: string;
  /** Full date and time, as the tooltip. */
  title: string;
};

export type NotificationCardProps = {
  item: NotificationCardItem;
  time: NotificationCardTime;
  /** Screen-reader prefix of an unread title ('No leída'). */
  unreadMarker: string;
  /**
   * Replaces the plain title, e.g. with the drawer's link or button: the whole card then acts as
   * that control (its ::after covers the card, which is the positioned ancestor).
   */
  titleContent?: ReactNode;
  /** Shown after the title, e.g. a channel chip. */
  badge?: ReactNode;
  /** Below the message, e.g. the inbox's redirect link. */
  footer?: ReactNode;
  /** Tighter spacing for the drawer. */
  dense?: boolean;
  headingLevel?: 'h3' | 'h4';
  /** id of the message, for an aria-describedby. */
  messageId?: string;
};

/**
 * One notification as a list item, shared by the inbox page (server) and the notifications
 * drawer (client): no hooks, no handlers of its own. Unread ones carry a coloured edge, a
 * tinted background, a bold title, a visible dot and a screen-reader label (spec §4 "an unread
 * subset is derived").
 */
export function NotificationCard({ item, time, unreadMarker, titleContent, badge, footer, dense = false, headingLevel = 'h3', messageId }: NotificationCardProps) {
  const unread = !item.isRead;
  return (
    <Paper
      component="li"
      variant="outlined"
      data-unread={unread ? 'true' : undefined}
      sx={{
        position: 'relative',
        p: dense ? 1.5 : 2,
        borderRadius: 2,
        display: 'flex',
        gap: dense ? 1.5 : 2,
        alignItems: 'flex-start',
        borderLeft: '4px solid',
        borderLeftColor: unread ? 'primary.main' : 'divider',
        bgcolor: unread ? 'action.hover' : 'background.paper',
        ...(titleContent ? { '&:hover': { bgcolor: 'action.selected' }, '&:focus-within': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 } } : {}),
      }}
    >
      <Avatar src={item.iconImage ?? undefined} alt="" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText', width: dense ? 36 : 40, height: dense ? 36 : 40 }}>
        <NotificationsOutlined aria-hidden />
      </Avatar>
      <Box sx={{ minWidth: 0, flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap' }}>
          <Typography component={headingLevel} sx={{ fontWeight: unread ? 800 : 600, fontSize: dense ? '0.9375rem' : '1rem', minWidth: 0, overflowWrap: 'anywhere' }}>
            {unread ? (
              <Box component="span" aria-hidden sx={{ display: 'inline-block', width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', mr: 1, verticalAlign: 'middle' }} />
            ) : null}
            {unread ? <Box component="span" sx={visuallyHidden}>{`${unreadMarker}: `}</Box> : null}
            {titleContent ?? item.title}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary', display: 'flex', gap: 1, alignItems: 'center' }}>
            {badge}
            <time dateTime={time.iso} title={time.title}>
              {time.label}
            </time>
          </Typography>
        </Box>
        <Typography id={messageId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
          {item.message}
        </Typography>
        {footer ? (
          <Typography component="div" variant="body2" sx={{ mt: 1 }}>
            {footer}
          </Typography>
        ) : null}
      </Box>
    </Paper>
  );
}
