import type { ElementType } from 'react';
import Typography, { type TypographyProps } from '@mui/material/Typography';
import { lineClampStyles } from '@/lib/domain/ui/text-clamp';
import { TEXT_CLAMP_DEFAULT_LINES } from '@/lib/domain/ui/ui-constants';

export type TextClampProps = Omit<TypographyProps, 'component'> & {
  /** Lines shown before the ellipsis (spec §9: 3). Below 1 throws 'Invaild clamp number!' (spec §8). */
  lines?: number;
  /** Element to render, e.g. 'h3' for a card title (a string, so server pages can pass it). */
  component?: ElementType;
};

/**
 * Text cut to a number of lines with an ellipsis (CSS line clamp), as MUI Typography. The full
 * text stays in the DOM, so screen readers and search engines get all of it; pass `title`
 * when sighted users should be able to read the rest on hover.
 *
 * No hooks and no 'use client': it renders in server components too.
 */
export function TextClamp({ lines = TEXT_CLAMP_DEFAULT_LINES, sx, ...rest }: TextClampProps) {
  const clamp = lineClampStyles(lines);
  // The caller's sx comes last, so its own display or overflow rules win when it needs them.
  return <Typography {...rest} sx={[clamp, ...(Array.isArray(sx) ? sx : [sx])]} />;
}
