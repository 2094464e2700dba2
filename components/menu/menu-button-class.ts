import styles from './Menu.module.css';

/** The look of MUI's Button variants, as Menu.module.css draws them. */
export type ButtonLook = {
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'inherit' | 'primary';
  size?: 'small' | 'medium' | 'large';
  /** Extra classes (e.g. a responsive display from Menu.module.css). */
  className?: string;
};

/**
 * The classes of a button-looking link or button (text / outlined / contained, inherit / primary).
 * Not in ButtonLink.tsx: server markup uses it too (LoadingUserShape), and a 'use client' module's
 * functions cannot be called on the server.
 */
export function buttonClassName({ variant = 'text', color = 'inherit', size, className }: ButtonLook): string {
  const classes = [styles.button, color === 'primary' && variant !== 'contained' ? styles.primary : styles.inherit];
  if (variant !== 'text') classes.push(styles[variant]);
  if (size === 'small' || size === 'large') classes.push(styles[size]);
  if (className) classes.push(className);
  return classes.join(' ');
}
