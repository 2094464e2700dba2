'use client';

import type { ReactNode } from 'react';
import MuiLink from '@mui/material/Link';
import Button, { type ButtonProps } from '@mui/material/Button';
import Chip, { type ChipProps } from '@mui/material/Chip';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from '@/components/ui/LocalizedLink';

/**
 * Locale-aware links styled with MUI. Client islands because MUI's `component` prop cannot
 * cross the server/client boundary; every prop here is serializable (plain `sx` objects).
 * `href` is an unprefixed app path ('/cursos-online/?all=true'); /pt/ and /en/ are added.
 */
type Common = { href: string; children?: ReactNode; sx?: SxProps<Theme>; 'aria-label'?: string; 'aria-current'?: 'page' | 'true' };

export function NavLink({
  href,
  children,
  sx,
  color = 'inherit',
  underline = 'hover',
  ...aria
}: Common & { color?: string; underline?: 'none' | 'hover' | 'always' }) {
  return (
    <MuiLink component={Link} href={href} color={color} underline={underline} sx={sx} {...aria}>
      {children}
    </MuiLink>
  );
}

export function LinkButton({
  href,
  children,
  sx,
  variant = 'contained',
  color = 'primary',
  size,
  fullWidth,
  startIcon,
  endIcon,
  ...aria
}: Common & Pick<ButtonProps, 'variant' | 'color' | 'size' | 'fullWidth' | 'startIcon' | 'endIcon'>) {
  return (
    <Button
      component={Link}
      href={href}
      variant={variant}
      color={color}
      size={size}
      fullWidth={fullWidth}
      startIcon={startIcon}
      endIcon={endIcon}
      sx={sx}
      {...aria}
    >
      {children}
    </Button>
  );
}

export function LinkChip({
  href,
  label,
  selected = false,
  sx,
  size,
  icon,
}: { href: string; label: ReactNode; selected?: boolean; sx?: SxProps<Theme>; size?: ChipProps['size']; icon?: ChipProps['icon'] }) {
  return (
    <Chip
      component={Link}
      href={href}
      clickable
      label={label}
      size={size}
      icon={icon}
      color={selected ? 'primary' : 'default'}
      variant={selected ? 'filled' : 'outlined'}
      aria-current={selected ? 'page' : undefined}
      sx={sx}
    />
  );
}
