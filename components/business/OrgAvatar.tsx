import type { CSSProperties } from 'react';
import styles from './OrgAvatar.module.css';

/**
 * An organisation's logo in a rounded square, or its initial when it has none (was MUI's Avatar,
 * as plain markup). Decorative: the organisation's name is always written beside it.
 */
export function OrgAvatar({ name, logo, size, style, className }: { name: string; logo: string | null; size: number; style?: CSSProperties; className?: string }) {
  return (
    <div className={className ? `${styles.avatar} ${className}` : styles.avatar} style={{ width: size, height: size, ...style }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- an organisation's own logo URL, as MUI's Avatar drew it */}
      {logo ? <img src={logo} alt="" className={styles.logo} /> : name.charAt(0)}
    </div>
  );
}
