'use client';

import { useId, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import MuiDialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import { dialogMayClose, dialogPaperSx, type DialogCloseReason } from '@/lib/domain/ui/dialog-size';
import { DIALOG_BACKDROP_BLUR_PX, type DialogSize } from '@/lib/domain/ui/ui-constants';

export type DialogProps = {
  open: boolean;
  /** Called when the dialog may close (Escape, backdrop or close button, unless ignored). */
  onClose: (reason: DialogCloseReason) => void;
  /** The dialog's heading; it names the dialog for assistive technology (aria-labelledby). */
  title: ReactNode;
  children?: ReactNode;
  /** Buttons under the content. */
  actions?: ReactNode;
  /** s, m, l (4, 6, 8 of 12 grid columns) or full screen (spec §3, §9). Default m. */
  size?: DialogSize;
  ignoreEscape?: boolean;
  ignoreBackdropClick?: boolean;
  hideCloseBtn?: boolean;
  /** Accessible name of the close button; the generic "Close" of the messages by default. */
  closeLabel?: string;
  /** Heading level of the title (h2 suits a dialog over a page with its own h1). */
  titleComponent?: 'h2' | 'h3';
  /** An element id for the content, referenced by aria-describedby when given. */
  describedById?: string;
  /** alertdialog for a dialog that interrupts to ask something urgent. */
  role?: 'dialog' | 'alertdialog';
};

/**
 * A modal dialog (spec §3, §4, §9) on MUI Dialog, which already traps focus, returns it to
 * the opener, locks the page body's scroll while open and hides the rest from assistive
 * technology. This adds the spec's sizes on the 12-column grid (small ones at most 90vh high),
 * the blurred backdrop, the ignore flags (a full-size dialog never closes on an outside click)
 * and a labelled title with an optional close button.
 */
export function Dialog({
  open,
  onClose,
  title,
  children,
  actions,
  size = 'm',
  ignoreEscape = false,
  ignoreBackdropClick = false,
  hideCloseBtn = false,
  closeLabel,
  titleComponent = 'h2',
  describedById,
  role = 'dialog',
}: DialogProps) {
  const t = useTranslations('common.ui');
  const titleId = useId();
  const fullScreen = size === 'full';
  const requestClose = (reason: DialogCloseReason) => {
    if (dialogMayClose(reason, { size, ignoreEscape, ignoreBackdropClick })) onClose(reason);
  };

  return (
    <MuiDialog
      open={open}
      onClose={(_event, reason) => requestClose(reason)}
      fullScreen={fullScreen}
      maxWidth={false}
      scroll="paper"
      role={role}
      aria-labelledby={titleId}
      aria-describedby={describedById}
      slotProps={{
        backdrop: { sx: { backdropFilter: `blur(${DIALOG_BACKDROP_BLUR_PX}px)` } },
        paper: { sx: dialogPaperSx(size, fullScreen) },
      }}
    >
      <DialogTitle id={titleId} component={titleComponent} sx={{ pr: hideCloseBtn ? 3 : 7 }}>
        {title}
      </DialogTitle>
      {hideCloseBtn ? null : (
        <IconButton
          aria-label={closeLabel ?? t('close')}
          onClick={() => requestClose('closeButton')}
          sx={{ position: 'absolute', top: 8, right: 8 }}
        >
          <CloseIcon />
        </IconButton>
      )}
      {children ? <DialogContent>{children}</DialogContent> : null}
      {actions ? <DialogActions sx={{ px: 3, pb: 3 }}>{actions}</DialogActions> : null}
    </MuiDialog>
  );
}
