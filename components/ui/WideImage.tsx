import { imageUrl } from '@/lib/domain/media/image-url';
import { imageWidthSrcSet } from '@/lib/domain/media/image-width-src-set';
import type { CSSProperties } from 'react';
import { WideImageFrame } from './WideImageFrame';

export type WideImageProps = {
  src: string;
  /** Required: describe the picture, or '' when it only decorates. */
  alt: string;
  /** Display size in CSS pixels at its widest: the 1x bitmap and the box's aspect ratio. */
  width: number;
  height: number;
  /**
   * The box's width per media condition (the <img> `sizes`), written beside the layout's CSS;
   * the browser takes the width candidate that fills it.
   */
  sizes: string;
  style?: CSSProperties;
};

/**
 * A page's main picture, wide on a desktop and narrower on a phone (the course page's and a blog
 * post's covers, each its page's LCP): in the server's HTML at once, eager and at high priority,
 * with a source set of widths (half to twice `width`). With LazyImage's 1x and 2x a phone at
 * dpr 1.75 took the 2x, four times the pixels it shows (issue 14).
 *
 * LazyImage's box and classes, without its viewport watch: a first-screen image has nothing to
 * wait for. The URLs are built here, on the server; WideImageFrame renders them.
 */
export function WideImage({ src, alt, width, height, sizes, style }: WideImageProps) {
  const options = { width, height };
  return <WideImageFrame src1x={imageUrl(src, { ...options, dpr: 1 })} srcSet={imageWidthSrcSet(src, options)} sizes={sizes} alt={alt} width={width} height={height} style={style} />;
}
