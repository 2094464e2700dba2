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
  // A priority image's source set names its 1x candidate too. React's server renderer preloads
  // every eager <img> from the head with the img's own source set, and a preload link gets no
  // href beside a source set, so a set of only the 2x made a 1x screen download the 2x by the
  // preload and the 1x by the img (issue 14). Lazy images are not preloaded: their set stays short.
  const sources = priority ? `${src1x} 1x, ${srcSet}` : srcSet;
  const [ref, near] = useNearViewport<HTMLSpanElement>(LAZY_IMAGE_ROOT_MARGIN, priority);
  const img = (
    // eslint-disable-next-line @next/next/no-img-element -- sized by the /media route, not next/image
    <img
      src={src1x}
      srcSet={sources}
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
