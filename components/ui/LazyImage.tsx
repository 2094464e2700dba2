import { imageSrcSet, imageUrl, type ImageFormat } from '@/lib/domain/media/image-url';
import { LazyImageFrame } from './LazyImageFrame';
import type { CSSProperties } from 'react';

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
  /**
   * Styles of the box (size, radius, margins…), as a class or inline style: plain markup, no MUI
   * (issue 14: the image is on every public page). By default it is full width at the aspect ratio.
   */
  style?: CSSProperties;
  className?: string;
};

/**
 * An image that is requested only when it comes within 200 px of the viewport (spec §9).
 * Until then a box of the right aspect ratio holds its place (no layout shift); then an <img>
 * with sized webp bitmaps from the /media route: `src` at 1x, `srcSet` at 2x. `priority` skips the wait.
 *
 * No 'use client': rendered by a server component, it builds the URLs there and only
 * LazyImageFrame (the viewport watch) reaches the browser; inside a client component it runs there.
 * No preload() here for the priority image: a server component's preload travels as a hint in
 * the route's RSC payload, which the router runs when it prefetches the route, so every link in
 * view downloaded its page's covers and hero (46 images on home, issue 14). React's server
 * renderer preloads an eager <img> from the head by itself, in the HTML only.
 */
export function LazyImage({ src, alt, width, height, quality, format, priority = false, fit = 'cover', style, className }: LazyImageProps) {
  const options = { width, height, quality, format };
  const src1x = imageUrl(src, { ...options, dpr: 1 });
  const srcSet = imageSrcSet(src, options);
  return <LazyImageFrame src1x={src1x} srcSet={srcSet} alt={alt} width={width} height={height} priority={priority} fit={fit} style={style} className={className} />;
}
