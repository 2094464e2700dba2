'use client';

import type { MouseEvent, ReactNode } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link, usePathname } from '@/lib/i18n/navigation';
import { isCurrentPath, type AppHref } from './menu-links';

interface ButtonLinkProps {
  href: AppHref;
  children: ReactNode;
  variant?: ButtonProps['variant'];
  color?: ButtonProps['color'];
  size?: ButtonProps['size'];
  startIcon?: ReactNode;
  /** When set, the link gets aria-current="page" on that path and the pages below it. */
  match?: string;
  /** Plain `sx` objects only (this is rendered from server components). */
  sx?: SxProps<Theme>;
  /** Receives the click, so a caller can take over the navigation (`event.preventDefault()`). */
  onClick?: (event: MouseEvent<HTMLElement>) => void;
  /** Hover or keyboard focus, e.g. to preload what the link opens. */
  onPointerEnter?: () => void;
  onFocus?: () => void;
  /** The visibility key of visibleMenuItems this link stands for (data-menu-key). */
  menuKey?: string;
}

/**
 * A MUI Button that navigates with the locale-aware Link (so /pt/ and /en/ prefixes are right).
 * A client island because MUI's `component` prop cannot cross the server/client boundary.
 */
export function ButtonLink({ href, children, variant = 'text', color = 'inherit', size, startIcon, match, sx, onClick, onPointerEnter, onFocus, menuKey }: ButtonLinkProps) {
  const pathname = usePathname();
  const current = match ? isCurrentPath(pathname, match) : false;
  return (
    <Button
      component={Link}
      href={href}
      variant={variant}
      color={color}
      size={size}
      startIcon={startIcon}
      aria-current={current ? 'page' : undefined}
      onClick={onClick}
      onPointerEnter={onPointerEnter}
      onFocus={onFocus}
      data-menu-key={menuKey}
      sx={sx}
    >
      {children}
    </Button>
  );
}

interface IconButtonLinkProps {
  href: AppHref;
  /** Accessible name (the icon has none). */
  label: string;
  children: ReactNode;
  sx?: SxProps<Theme>;
}

/** An icon-only link with an accessible name, e.g. search and cart. */
export function IconButtonLink({ href, label, children, sx }: IconButtonLinkProps) {
  return (
    <IconButton component={Link} href={href} aria-label={label} color="inherit" sx={sx}>
      {children}
    </IconButton>
  );
}
