'use client';

import type { MouseEvent, ReactNode } from 'react';
import { Link } from '@/components/ui/LocalizedLink';
import { usePathname } from '@/lib/client/i18n/localized-router';
import { isCurrentPath, type AppHref } from './menu-links';
import { buttonClassName, type ButtonLook } from './menu-button-class';
import styles from './Menu.module.css';

interface ButtonLinkProps extends ButtonLook {
  href: AppHref;
  children: ReactNode;
  startIcon?: ReactNode;
  /** When set, the link gets aria-current="page" on that path and the pages below it. */
  match?: string;
  /** Receives the click, so a caller can take over the navigation (`event.preventDefault()`). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Hover or keyboard focus, e.g. to preload what the link opens. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  /** The visibility key of visibleMenuItems this link stands for (data-menu-key). */
  menuKey?: string;
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
