'use client';

import type { CSSProperties } from 'react';
import { LAZY_IMAGE_ROOT_MARGIN, useNearViewport } from './use-near-viewport';
import styles from './LazyImage.module.css';

export type LazyImageFrameProps = {
  /** The 1x bitmap and the 2x candidate, built by LazyImage (lib/domain/media/image-url.ts). */
  src1x: string;
  srcSet: string;
  alt: string;
  width: number;
  height: number;
  priority: boolean;
  fit: 'cover' | 'contain';
  style?: CSSProperties;
  className?: string;
};

/**
 * LazyImage's browser part (spec §9: requested only when it comes within 200 px of the
 * viewport): the box holds the place at the aspect ratio until then, then the <img>. The URLs
 * come ready-made, so the URL builder stays on the server for server-rendered images (issue 14).
 */
export function LazyImageFrame({ src1x, srcSet, alt, width, height, priority, fit, style, className }: LazyImageFrameProps) {
  const [ref, near] = useNearViewport<HTMLSpanElement>(LAZY_IMAGE_ROOT_MARGIN, priority);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- sized by the /media route, not next/image
    <img
      src={src1x}
      srcSet={srcSet}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      // The first screen's image is decoded with the frame that shows it: with "async" Chrome
      // painted the page without it and showed it a frame later, after the scripts' long tasks.
      decoding={priority ? 'sync' : 'async'}
      fetchPriority={priority ? 'high' : undefined}
      className={`${styles.img} ${styles[fit]}`}
    />
  );

  return (
    <span
      ref={ref}
      className={className ? `${styles.box} ${className}` : styles.box}
      style={{ aspectRatio: `${width} / ${height}`, ...style }}
      data-lazy-image={near ? 'loaded' : 'pending'}
      // While only the placeholder is there, it carries the picture's name for assistive technology.
      {...(!near && alt ? { role: 'img', 'aria-label': alt } : {})}
    >
      {near ? img : <noscript>{img}</noscript>}
    </span>
  );
}
