'use client';

import { preload } from 'react-dom';
import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { imageSrcSet, imageUrl, type ImageFormat } from '@/lib/media/image-url';
import { LAZY_IMAGE_ROOT_MARGIN, useNearViewport } from './use-near-viewport';

export type LazyImageProps = {
  src: string;
  /** Required: describe the picture, or '' when it only decorates (the text next to it says it all). */
  alt: string;
  /** Display size in CSS pixels: the requested bitmap size at 1x and the box's aspect ratio. */
  width: number;
  height: number;
  /** 1..100; defaults per spec §9 (85, 75 for the 2x candidate). */
  quality?: number;
  format?: ImageFormat;
  /** Above-the-fold image (the page's LCP): loaded at once, eagerly and with high priority. */
  priority?: boolean;
  /** How the bitmap fills the box. */
  fit?: 'cover' | 'contain';
  /** Styles of the box (size, radius, margins, filters…). By default it is full width at the aspect ratio. */
  sx?: SxProps<Theme>;
  className?: string;
};

/**
 * An image that is requested only when it comes within 200 px of the viewport (spec §9).
 * Until then a box of the right aspect ratio holds its place (no layout shift); then an <img>
 * with a 1x/2x srcSet of sized webp bitmaps from the /media route. `priority` skips the wait.
 */
export function LazyImage({ src, alt, width, height, quality, format, priority = false, fit = 'cover', sx, className }: LazyImageProps) {
  const [ref, near] = useNearViewport<HTMLSpanElement>(LAZY_IMAGE_ROOT_MARGIN, priority);
  const options = { width, height, quality, format };
  const src1x = imageUrl(src, { ...options, dpr: 1 });
  const srcSet = imageSrcSet(src, options);
  if (priority) preload(src1x, { as: 'image', imageSrcSet: srcSet, fetchPriority: 'high' });

  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- sized by the /media route, not next/image
    <img
      src={src1x}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      decoding="async"
      fetchPriority={priority ? 'high' : undefined}
      style={{ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: fit }}
    />
  );

  return (
    <Box
      component="span"
      ref={ref}
      className={className}
      data-lazy-image={near ? 'loaded' : 'pending'}
      // While only the placeholder is there, it carries the picture's name for assistive technology.
      {...(!near && alt ? { role: 'img', 'aria-label': alt } : {})}
      sx={[
        { position: 'relative', display: 'block', width: '100%', aspectRatio: `${width} / ${height}`, overflow: 'hidden', bgcolor: 'action.hover' },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      {near ? img : <noscript>{img}</noscript>}
    </Box>
  );
}
