'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import Box from '@mui/material/Box';
import MuiDrawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import { dialogMayClose, type DialogCloseReason } from '@/lib/domain/ui/dialog-size';
import { drawerPaperSize, type ResponsiveWidth } from '@/lib/domain/ui/drawer-size';
import { DRAWER_DEFAULT_POSITION, type DrawerPosition } from '@/lib/domain/ui/ui-constants';
import { NAV_HEIGHT } from '@/lib/domain/theme/layout-constants';

export type DrawerProps = {
  open: boolean;
  onClose: (reason: DialogCloseReason) => void;
  /** Names the drawer (aria-labelledby) and heads it. */
  title: ReactNode;
  children?: ReactNode;
  /** Side it slides from (spec §3); right by default (spec §9). */
  position?: DrawerPosition;
  /** Width of a side drawer; 80vw / 33vw / 25vw by breakpoint when not given (spec §9). */
  width?: ResponsiveWidth;
  ignoreEscape?: boolean;
  ignoreBackdropClick?: boolean;
  hideCloseBtn?: boolean;
  /** Accessible name of the close button; the generic "Close" of the messages by default. */
  closeLabel?: string;
  /** id of the drawer's panel, for an opener's aria-controls. */
  id?: string;
};

/**
 * A modal side panel (spec §3, §4, §9) on MUI Drawer: focus is trapped inside and returned to
 * the opener, the page body does not scroll while it is open, and Escape or the backdrop close
 * it unless ignored. The panel is a labelled dialog with a heading and a close button.
 */
export function Drawer({
  open,
  onClose,
  title,
  children,
  position = DRAWER_DEFAULT_POSITION,
  width,
  ignoreEscape = false,
  ignoreBackdropClick = false,
  hideCloseBtn = false,
  closeLabel,
  id,
}: DrawerProps) {
  const t = useTranslations('common.ui');
  const titleId = useId();
  const requestClose = (reason: DialogCloseReason) => {
    if (dialogMayClose(reason, { ignoreEscape, ignoreBackdropClick })) onClose(reason);
  };

  return (
    <MuiDrawer
      anchor={position}
      open={open}
      onClose={(_event, reason) => requestClose(reason)}
      slotProps={{
        paper: { id, role: 'dialog', 'aria-modal': true, 'aria-labelledby': titleId, sx: drawerPaperSize(position, width) },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, minHeight: NAV_HEIGHT, px: 2 }}>
        <Typography id={titleId} component="h2" variant="h6">
          {title}
        </Typography>
        {hideCloseBtn ? null : (
          <IconButton edge="end" aria-label={closeLabel ?? t('close')} onClick={() => requestClose('closeButton')}>
            <CloseIcon />
          </IconButton>
        )}
      </Box>
      {children}
    </MuiDrawer>
  );
}
