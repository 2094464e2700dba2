/**
 * Query parameters that ask the /media route for a bitmap instead of the SVG:
 *   fm = jpg | jpeg | webp | png   (absent with w/h/q: webp, the spec §9 default format)
 *   w, h = pixels, 1..2400 (larger values are clamped to 2400)
 *   q = quality, clamped to 1..100 (default 85, spec §9)
 * No fm/w/h/q at all → the SVG. Anything malformed → an error (the route answers 400).
 * Pure: no I/O.
 */

export const RASTER_FORMATS = ['jpeg', 'webp', 'png'] as const;
export type RasterFormat = (typeof RASTER_FORMATS)[number];

export const MAX_RASTER_DIMENSION = 2400;
export const DEFAULT_RASTER_QUALITY = 85;

const FORMAT_ALIASES: Readonly<Record<string, RasterFormat>> = { jpg: 'jpeg', jpeg: 'jpeg', webp: 'webp', png: 'png' };

export const RASTER_CONTENT_TYPES: Readonly<Record<RasterFormat, string>> = {
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  png: 'image/png',
};

export type RasterRequest = { format: RasterFormat; width: number | null; height: number | null; quality: number };

export type RasterParams = { kind: 'svg' } | { kind: 'raster'; request: RasterRequest } | { kind: 'error'; message: string };

const RASTER_KEYS = ['fm', 'w', 'h', 'q'] as const;

function dimension(name: 'w' | 'h', raw: string | null): number | null | { error: string } {
  if (raw === null) return null;
  if (!/^\d{1,9}$/.test(raw.trim())) return { error: `${name} must be a whole number of pixels` };
  const value = Number(raw.trim());
  if (value < 1) return { error: `${name} must be at least 1` };
  return Math.min(value, MAX_RASTER_DIMENSION);
}

export function parseRasterParams(query: URLSearchParams): RasterParams {
  if (!RASTER_KEYS.some((key) => query.has(key))) return { kind: 'svg' };

  const fm = query.get('fm');
  const format = fm === null ? 'webp' : FORMAT_ALIASES[fm.trim().toLowerCase()];
  if (!format) return { kind: 'error', message: 'fm must be one of jpg, webp, png' };

  const width = dimension('w', query.get('w'));
  if (width !== null && typeof width === 'object') return { kind: 'error', message: width.error };
  const height = dimension('h', query.get('h'));
  if (height !== null && typeof height === 'object') return { kind: 'error', message: height.error };

  let quality = DEFAULT_RASTER_QUALITY;
  const q = query.get('q');
  if (q !== null) {
    if (!/^-?\d{1,9}$/.test(q.trim())) return { kind: 'error', message: 'q must be a whole number' };
    quality = Math.min(100, Math.max(1, Number(q.trim())));
  }
  return { kind: 'raster', request: { format, width, height, quality } };
}

/** A stable key for a request (cache key part). */
export function rasterKey(request: RasterRequest): string {
  return `${request.format}:${request.width ?? '-'}x${request.height ?? '-'}:q${request.quality}`;
}
