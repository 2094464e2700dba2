'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { isCurrentPath, type AppHref } from './menu-links';
import styles from './Menu.module.css';

interface ButtonLinkProps {
  href: AppHref;
  children: ReactNode;
  /** The look of MUI's Button variants (Menu.module.css). */
  variant?: 'text' | 'outlined' | 'contained';
  color?: 'inherit' | 'primary';
  size?: 'small' | 'medium' | 'large';
  startIcon?: ReactNode;
  /** When set, the link gets aria-current="page" on that path and the pages below it. */
  match?: string;
  /** Extra classes (e.g. a responsive display from Menu.module.css). */
  className?: string;
  /** Receives the click, so a caller can take over the navigation (`event.preventDefault()`). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Hover or keyboard focus, e.g. to preload what the link opens. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  /** The visibility key of visibleMenuItems this link stands for (data-menu-key). */
  menuKey?: string;
}

/** The classes of a button-looking link or button (text / outlined / contained, inherit / primary). */
export function buttonClassName({ variant = 'text', color = 'inherit', size, className }: Pick<ButtonLinkProps, 'variant' | 'color' | 'size' | 'className'>): string {
  const classes = [styles.button, color === 'primary' && variant !== 'contained' ? styles.primary : styles.inherit];
  if (variant !== 'text') classes.push(styles[variant]);
  if (size === 'small' || size === 'large') classes.push(styles[size]);
  if (className) classes.push(className);
  return classes.join(' ');
}

/**
 * A link that looks like a MUI Button, navigating with the locale-aware Link (so /pt/ and /en/
 * prefixes are right): a plain <a> styled by Menu.module.css, a link before hydration too.
 * Client code only for aria-current (the pathname) and the optional handlers.
 */
export function ButtonLink({ href, children, variant = 'text', color = 'inherit', size, startIcon, match, className, onClick, onPointerEnter, onFocus, menuKey }: ButtonLinkProps) {
  const pathname = usePathname();
  const current = match ? isCurrentPath(pathname, match) : false;
  return (
    <Link
      href={href}
      className={buttonClassName({ variant, color, size, className })}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      data-menu-key={menuKey}
    >
      {startIcon ? <span className={styles.startIcon}>{startIcon}</span> : null}
      {children}
    </Link>
  );
}
