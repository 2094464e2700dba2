/**
 * Sized image URLs for the /media route (and any image host that reads the same parameters):
 * `fm` format, `w`/`h` pixel size, `q` quality. Pure: no I/O, same input → same URL.
 *
 * Spec §9: images default to quality 85 (75 on retina), webp, dpr 2.
 * Spec §5: the image quality is appended to an image URL only when it has none.
 */

export const IMAGE_FORMATS = ['webp', 'jpg', 'png'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

/** Spec §9 defaults. */
export const DEFAULT_IMAGE_QUALITY = 85;
export const RETINA_IMAGE_QUALITY = 75;
export const DEFAULT_IMAGE_FORMAT: ImageFormat = 'webp';
export const DEFAULT_IMAGE_DPR = 2;

export type ImageUrlOptions = {
  /** Display width in CSS pixels (multiplied by dpr). */
  width?: number;
  /** Display height in CSS pixels (multiplied by dpr). */
  height?: number;
  /** 1..100; defaults to 85, or 75 when dpr ≥ 2. Ignored when the URL already has `q`. */
  quality?: number;
  format?: ImageFormat;
  /** Device pixel ratio; defaults to 2. */
  dpr?: number;
};

/** The default quality for a device pixel ratio (spec §9: 85, 75 for retina). */
export function defaultQuality(dpr: number): number {
  return dpr >= 2 ? RETINA_IMAGE_QUALITY : DEFAULT_IMAGE_QUALITY;
}

function pixels(value: number | undefined, dpr: number): number | null {
  if (value === undefined || !Number.isFinite(value) || value <= 0) return null;
  return Math.max(1, Math.round(value * dpr));
}

/**
 * `src` with format, size and quality parameters. Other query parameters and the fragment are
 * kept; `fm`, `w` and `h` are set from the options; `q` is added only when the URL has none
 * (spec §5). data: and blob: URLs are returned unchanged.
 *
 *   imageUrl('/media/course/x.svg', { width: 400, height: 225 })
 *     → '/media/course/x.svg?fm=webp&w=800&h=450&q=75'
 */
export function imageUrl(src: string, options: ImageUrlOptions = {}): string {
  if (!src || /^(data|blob):/i.test(src)) return src;
  const dpr = options.dpr !== undefined && Number.isFinite(options.dpr) && options.dpr > 0 ? options.dpr : DEFAULT_IMAGE_DPR;

  const hashAt = src.indexOf('#');
  const hash = hashAt >= 0 ? src.slice(hashAt) : '';
  const beforeHash = hashAt >= 0 ? src.slice(0, hashAt) : src;
  const queryAt = beforeHash.indexOf('?');
  const base = queryAt >= 0 ? beforeHash.slice(0, queryAt) : beforeHash;
  const params = new URLSearchParams(queryAt >= 0 ? beforeHash.slice(queryAt + 1) : '');

  params.set('fm', options.format ?? DEFAULT_IMAGE_FORMAT);
  const w = pixels(options.width, dpr);
  const h = pixels(options.height, dpr);
  if (w !== null) params.set('w', String(w));
  if (h !== null) params.set('h', String(h));
  // Spec §5: an image URL that already names its quality keeps it.
  if (!params.has('q')) {
    const requested = options.quality;
    const quality = requested !== undefined && Number.isFinite(requested) ? Math.min(100, Math.max(1, Math.round(requested))) : defaultQuality(dpr);
    params.set('q', String(quality));
  }
  return `${base}?${params.toString()}${hash}`;
}

/**
 * The `srcSet` beside a 1x `src` (spec §9 "dpr 2", with its own default quality): the 2x
 * candidate only. A source set without a 1x candidate takes the element's `src` as its 1x (HTML,
 * "create a source set"), so writing the 1x address again would only repeat the longest
 * attribute of every card (~100 bytes of HTML each). An eager image is different: React preloads
 * it with its source set and no href, so its set must name the 1x (LazyImageFrame).
 */
export function imageSrcSet(src: string, options: Omit<ImageUrlOptions, 'dpr'>): string {
  return `${imageUrl(src, { ...options, dpr: 2 })} 2x`;
}
