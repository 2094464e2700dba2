'use client';

import type { ReactNode, SyntheticEvent } from 'react';
import { useTranslations } from 'next-intl';
import Alert from '@mui/material/Alert';
import IconButton from '@mui/material/IconButton';
import MuiSnackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import Slide, { type SlideProps } from '@mui/material/Slide';
import CloseIcon from '@mui/icons-material/Close';
import { snackbarAnchor, snackbarSlideDirection } from '@/lib/domain/ui/snackbar-position';
import {
  SNACKBAR_ANIMATION_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_DEFAULT_POSITION,
  SNACKBAR_MAX_WIDTH,
  type SnackbarPosition,
  type SnackbarState,
} from '@/lib/domain/ui/ui-constants';

/** Why a snackbar asks to close: its delay ran out, a click outside, Escape, or its close button. */
export type SnackbarDismissReason = SnackbarCloseReason | 'closeButton';

export type SnackbarProps = {
  open: boolean;
  /** Called when the snackbar wants to close; the caller sets `open` to false. */
  onClose: (reason: SnackbarDismissReason) => void;
  message: ReactNode;
  /** success, error, info or warning (spec §3); picks the colour and the live-region politeness. */
  state?: SnackbarState;
  /** Corner or edge of the screen (spec §9: bottom-right by default). */
  position?: SnackbarPosition;
  /** Shows a close button (its accessible name comes from the messages). */
  showCloseBtn?: boolean;
  /** A click anywhere outside the snackbar dismisses it. */
  dismissOnClickOutside?: boolean;
  /** Auto-dismiss: true for the spec's 3000 ms, a number of ms, or false to stay until closed. */
  dismissOnDelay?: boolean | number;
  /** Extra content of the alert's action area, e.g. an undo button. */
  action?: ReactNode;
};

// Module-level so their identity is stable across renders (MUI remounts a changed transition).
function SlideUp(props: SlideProps) {
  return <Slide {...props} direction="up" />;
}
function SlideDown(props: SlideProps) {
  return <Slide {...props} direction="down" />;
}

function autoHideMs(dismissOnDelay: boolean | number): number | null {
  if (dismissOnDelay === false) return null;
  return dismissOnDelay === true ? SNACKBAR_AUTO_HIDE_MS : dismissOnDelay;
}

/**
 * A short message in a corner of the screen (spec §3, §9), built on MUI Snackbar + Alert:
 * at most 468 px wide, slides in and out in 150 ms, auto-dismisses after 3000 ms unless told
 * otherwise. Errors and warnings are announced at once (role alert); success and info politely
 * (role status), so a confirmation does not interrupt a screen-reader user. Escape closes it.
 * The snackbar never takes focus: it must not pull a keyboard user away from their task.
 */
export function Snackbar({
  open,
  onClose,
  message,
  state = 'info',
  position = SNACKBAR_DEFAULT_POSITION,
  showCloseBtn = false,
  dismissOnClickOutside = false,
  dismissOnDelay = true,
  action,
}: SnackbarProps) {
  const t = useTranslations('common.ui');
  const urgent = state === 'error' || state === 'warning';

  const handleClose = (_event: Event | SyntheticEvent | null, reason: SnackbarCloseReason) => {
    // MUI reports every click outside; only some snackbars are meant to go away on one.
    if (reason === 'clickaway' && !dismissOnClickOutside) return;
    onClose(reason);
  };

  return (
    <MuiSnackbar
      open={open}
      onClose={handleClose}
      anchorOrigin={snackbarAnchor(position)}
      autoHideDuration={autoHideMs(dismissOnDelay)}
      transitionDuration={SNACKBAR_ANIMATION_MS}
      slots={{ transition: snackbarSlideDirection(position) === 'up' ? SlideUp : SlideDown }}
      sx={{ maxWidth: SNACKBAR_MAX_WIDTH, width: { xs: 'auto', sm: '100%' } }}
    >
      <Alert
        variant="filled"
        severity={state}
        role={urgent ? 'alert' : 'status'}
        aria-live={urgent ? 'assertive' : 'polite'}
        action={
          action || showCloseBtn ? (
            <>
              {action}
              {showCloseBtn ? (
                <IconButton size="small" color="inherit" aria-label={t('close')} onClick={() => onClose('closeButton')}>
                  <CloseIcon fontSize="small" />
                </IconButton>
              ) : null}
            </>
          ) : undefined
        }
        sx={{ width: '100%', maxWidth: SNACKBAR_MAX_WIDTH, alignItems: 'center' }}
      >
        {message}
      </Alert>
    </MuiSnackbar>
  );
}
