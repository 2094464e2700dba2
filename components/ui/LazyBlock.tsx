'use client';

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { LAZY_BLOCK_ROOT_MARGIN, useNearViewport } from './use-near-viewport';

export type LazyBlockProps = {
  children: ReactNode;
  /** Height the empty block reserves until its content mounts (avoids layout shift). */
  minHeight: number | string;
  /** Mount at once (content above the fold, or needed for search engines). */
  eager?: boolean;
  /** Shown in the reserved space until the content mounts. */
  placeholder?: ReactNode;
  id?: string;
  sx?: SxProps<Theme>;
};

/**
 * Mounts its content only when it comes within 300 px of the viewport (spec §9), keeping its
 * space meanwhile. The content is not in the server HTML until then, so use it for heavy,
 * below-the-fold parts that search engines do not need (widgets, carousels, embeds).
 */
export function LazyBlock({ children, minHeight, eager = false, placeholder = null, id, sx }: LazyBlockProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>(LAZY_BLOCK_ROOT_MARGIN, eager);
  return (
    <Box
      ref={ref}
      id={id}
      data-lazy-block={near ? 'loaded' : 'pending'}
      aria-busy={near ? undefined : true}
      sx={[{ minHeight: near ? undefined : minHeight }, ...(Array.isArray(sx) ? sx : sx ? [sx] : [])]}
    >
      {near ? children : placeholder}
    </Box>
  );
}
