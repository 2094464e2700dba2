'use client';

import type { CSSProperties } from 'react';
import styles from './LazyImage.module.css';

export type WideImageFrameProps = {
  /** The 1x bitmap, the width candidates and the box's widths, built by WideImage. */
  src1x: string;
  srcSet: string;
  sizes: string;
  alt: string;
  width: number;
  height: number;
  style?: CSSProperties;
};

/**
 * WideImage's <img>, a client component without state only so that it is not a server
 * component's <img>: React's RSC renderer turns an eager, high-priority <img> into a preload
 * hint in the route's payload, which the router runs when it prefetches the route, so every
 * course link in view downloaded that course's cover (issue 14). In the server's HTML it is the
 * same markup, and React's HTML renderer preloads it from the head, there only.
 */
export function WideImageFrame({ src1x, srcSet, sizes, alt, width, height, style }: WideImageFrameProps) {
  return (
    <span className={styles.box} style={{ aspectRatio: `${width} / ${height}`, ...style }}>
      {/* eslint-disable-next-line @next/next/no-img-element -- sized by the /media route, not next/image */}
      <img
        src={src1x}
        srcSet={srcSet}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading="eager"
        // As LazyImageFrame's priority image: decoded with the frame that first shows it.
        decoding="sync"
        fetchPriority="high"
        className={`${styles.img} ${styles.cover}`}
      />
    </span>
  );
}
