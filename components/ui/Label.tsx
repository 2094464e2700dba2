'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import MuiLink from '@mui/material/Link';
import type { SxProps, Theme } from '@mui/material/styles';
import { Link } from '@/components/ui/LocalizedLink';

/** Palette colours a label may take; each main/contrastText pair is WCAG AA in both schemes (lib/domain/theme/palette.ts). */
export const LABEL_COLORS = ['primary', 'secondary', 'success', 'error', 'info', 'warning'] as const;
export type LabelColor = (typeof LABEL_COLORS)[number];

type CommonProps = {
  children: ReactNode;
  /** Default primary. */
  color?: LabelColor;
  sx?: SxProps<Theme>;
};

/** Spec §3 label: kind text (default) or link; a link needs an href. */
export type LabelProps = CommonProps & ({ kind?: 'text'; href?: never } | { kind: 'link'; href: string });

const EXTERNAL = /^[a-z][a-z0-9+.-]*:/i;

function pillSx(color: LabelColor): SxProps<Theme> {
  return {
    display: 'inline-flex',
    alignItems: 'center',
    px: 1,
    py: 0.25,
    borderRadius: 1,
    fontSize: '0.75rem',
    fontWeight: 700,
    lineHeight: 1.5,
    bgcolor: `${color}.main`,
    color: `${color}.contrastText`,
    whiteSpace: 'nowrap',
  };
}

/**
 * A small coloured tag such as "Nuevo" or "En vivo" (spec §3 label), plain text or a link.
 * Text and background are a palette colour's main / contrastText pair, which meets WCAG AA
 * in light and dark. Internal links go through the locale-aware Link (/pt/, /en/ prefixes);
 * absolute URLs are plain anchors.
 */
export function Label(props: LabelProps) {
  const { children, color = 'primary', sx } = props;
  const style = [pillSx(color), ...(Array.isArray(sx) ? sx : [sx])] as SxProps<Theme>;
  if (props.kind !== 'link') {
    return (
      <Box component="span" sx={style}>
        {children}
      </Box>
    );
  }
  const linkSx = [style, { textDecoration: 'none', '&:hover': { textDecoration: 'underline' } }] as SxProps<Theme>;
  if (EXTERNAL.test(props.href)) {
    return (
      <MuiLink href={props.href} rel="noopener noreferrer" sx={linkSx}>
        {children}
      </MuiLink>
    );
  }
  return (
    <MuiLink component={Link} href={props.href} sx={linkSx}>
      {children}
    </MuiLink>
  );
}
