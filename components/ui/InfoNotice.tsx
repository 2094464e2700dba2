import type { ReactNode } from 'react';
import styles from './InfoNotice.module.css';

/**
 * An info notice with its icon, in the look of MUI's standard info <Alert> and with its
 * role="alert", as plain markup (issue 14): the search page's "did you mean" notice and the
 * cart's next-discount hint. `dense` drops the vertical padding (the cart pop-up).
 */
export function InfoNotice({ icon, children, dense = false, className }: { icon: ReactNode; children: ReactNode; dense?: boolean; className?: string }) {
  const classes = [styles.notice, dense ? styles.dense : null, className].filter(Boolean).join(' ');
  return (
    <div role="alert" className={classes}>
      <span className={styles.icon}>{icon}</span>
      <div className={styles.message}>{children}</div>
    </div>
  );
}
