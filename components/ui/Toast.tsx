'use client';

import { useEffect, useRef } from 'react';
import { CART_TOAST_MS } from '@/lib/domain/theme/layout-constants';
import styles from './Toast.module.css';

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
 * takes focus and does not block clicks around it. Plain markup (issue 14: the cart's toast is
 * part of every page's shell): the card fades in with CSS and goes when the delay has run out.
 */
export function Toast({ message, toastId, onHide, duration = CART_TOAST_MS }: ToastProps) {
  const open = Boolean(message);
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
    <div role="status" aria-live="polite" aria-atomic="true" className={styles.region} style={{ position: 'fixed', left: '50%', transform: 'translateX(-50%)' }}>
      {open ? (
        <div key={toastId} data-testid="toast" className={styles.toast}>
          {message}
        </div>
      ) : null}
    </div>
  );
}
