'use client';

import { useEffect, useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Fade from '@mui/material/Fade';
import Paper from '@mui/material/Paper';
import { CART_TOAST_MS } from '@/lib/theme/layout-constants';

export type ToastProps = {
  /** The text; null or '' shows nothing. */
  message: string | null;
  /** Changes with every toast, so the same text shown again restarts the delay. */
  toastId?: number | string;
  /** Called once the delay has run out; the caller clears `message`. */
  onHide: () => void;
  /** Auto-hide delay (spec §9: 2500 ms for cart changes). */
  duration?: number;
};

/**
 * A short confirmation at the top centre of the screen (spec §2 "A short toast at the top
 * centre confirms cart changes"), hidden after 2500 ms (spec §9). The live region (role status,
 * polite) is always in the page, so a screen reader announces each new text; the toast never
 * takes focus and does not block clicks around it.
 */
export function Toast({ message, toastId, onHide, duration = CART_TOAST_MS }: ToastProps) {
  const open = Boolean(message);
  // Keep the last text while the toast fades out.
  const [shown, setShown] = useState(message);
  if (message && message !== shown) setShown(message);
  const onHideRef = useRef(onHide);
  useEffect(() => {
    onHideRef.current = onHide;
  });

  useEffect(() => {
    if (!open) return;
    const timer = setTimeout(() => onHideRef.current(), duration);
    return () => clearTimeout(timer);
  }, [open, message, toastId, duration]);

  return (
    <Box
      role="status"
      aria-live="polite"
      aria-atomic="true"
      sx={{
        position: 'fixed',
        top: { xs: 12, sm: 16 },
        left: '50%',
        transform: 'translateX(-50%)',
        zIndex: 'snackbar',
        width: 'max-content',
        maxWidth: 'calc(100vw - 32px)',
        pointerEvents: 'none',
      }}
    >
      <Fade in={open} timeout={150} unmountOnExit>
        <Paper
          elevation={6}
          data-testid="toast"
          sx={{
            px: 2.5,
            py: 1.25,
            bgcolor: 'grey.900',
            color: 'common.white',
            borderRadius: 2,
            typography: 'body2',
            fontWeight: 600,
            textAlign: 'center',
          }}
        >
          {open ? message : shown}
        </Paper>
      </Fade>
    </Box>
  );
}

export default Toast;
