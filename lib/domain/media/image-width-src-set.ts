/**
 * Width candidates of a wide image (WideImage): one module of its own, so the client chunks that
 * build LazyImage's 1x/2x URLs (the cart's lines) do not carry it. Pure.
 */
import { imageUrl, type ImageUrlOptions } from './image-url';

/**
 * The densities of a full-width image's width candidates: half its display width (a phone at
 * dpr ~2 shows an 800 px hero ~380 CSS px wide), the display width, 1.5 and 2 times it.
 */
export const WIDTH_CANDIDATE_DENSITIES = [0.5, 1, 1.5, 2] as const;

/**
 * A `srcSet` of width descriptors, for an image whose box is narrower than its display width on
 * small screens (the course page's and the blog post's covers, `sizes` beside it). With only 1x
 * and 2x a phone at dpr 1.75 took the 2x, four times the pixels it shows (issue 14). Each
 * candidate keeps the aspect ratio and takes spec §9's quality for its density (85, 75 from 2x).
 */
export function imageWidthSrcSet(src: string, options: Omit<ImageUrlOptions, 'dpr'> & { width: number }): string {
  return WIDTH_CANDIDATE_DENSITIES.map((dpr) => `${imageUrl(src, { ...options, dpr })} ${Math.round(options.width * dpr)}w`).join(', ');
}
