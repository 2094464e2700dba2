/**
 * Rasterises a generated SVG with sharp (libvips + librsvg, fonts from fontconfig; no network)
 * and keeps the last rendered bitmaps in a bounded in-memory LRU, so a hot cover is encoded
 * once per process. Server only: sharp is a native module (serverExternalPackages).
 *
 * Renders are bounded (issue 17 item 8): at most RASTER_SLOTS run at once, each on one libvips
 * thread, and at most RASTER_MAX_QUEUED wait; past that `rasterize` throws SlotsBusyError and
 * the route answers the SVG instead, so image bursts leave the other core to the pages.
 */
import { createHash } from 'node:crypto';
import { availableParallelism } from 'node:os';
import sharp from 'sharp';
import { LruCache } from './lru';
import { rasterKey, type RasterRequest } from '@/lib/domain/media/raster-params';
import { RenderSlots } from './render-slots';

/** Renders at once: half the cores (one on a two-core server), each on a single libvips thread. */
export const RASTER_SLOTS = Math.max(1, Math.floor(availableParallelism() / 2));
/** Renders waiting for a slot before new ones are refused (a page's images queue, a flood does not). */
export const RASTER_MAX_QUEUED = 24;

sharp.concurrency(1);
const slots = new RenderSlots(RASTER_SLOTS, RASTER_MAX_QUEUED);

/** At most this many rendered images, and this many bytes, stay in memory. */
export const RASTER_CACHE_MAX_ENTRIES = 200;
export const RASTER_CACHE_MAX_BYTES = 64 * 1024 * 1024;

const cache = new LruCache<string, Buffer>(RASTER_CACHE_MAX_ENTRIES, RASTER_CACHE_MAX_BYTES, (b) => b.byteLength);
/** Renders under way, so concurrent requests for one image share a single encode. */
const pending = new Map<string, Promise<Buffer>>();

/** Highest SVG density handed to librsvg (72 dpi = the SVG's own pixel size). */
const MAX_DENSITY = 72 * 16;

/** The SVG's own width and height (from the root element), or null. */
export function svgIntrinsicSize(svg: string): { width: number; height: number } | null {
  const root = /<svg\b[^>]*>/i.exec(svg)?.[0];
  if (!root) return null;
  const read = (name: string) => {
    const m = new RegExp(`\\s${name}="([\\d.]+)(?:px)?"`).exec(root);
    return m ? Number(m[1]) : NaN;
  };
  let width = read('width');
  let height = read('height');
  if (!(width > 0 && height > 0)) {
    const vb = /\sviewBox="[\d.-]+[\s,]+[\d.-]+[\s,]+([\d.]+)[\s,]+([\d.]+)"/.exec(root);
    if (!vb) return null;
    width = Number(vb[1]);
    height = Number(vb[2]);
  }
  return width > 0 && height > 0 ? { width, height } : null;
}

/** Density that renders the SVG at least as large as the output (a crisp downscale, never an upscale). */
function densityFor(svg: string, request: RasterRequest): number {
  const size = svgIntrinsicSize(svg);
  if (!size) return 72;
  const scale = Math.max(
    request.width ? request.width / size.width : 0,
    request.height ? request.height / size.height : 0,
    1,
  );
  return Math.min(MAX_DENSITY, Math.ceil(72 * scale));
}

async function render(svg: string, request: RasterRequest): Promise<Buffer> {
  let image = sharp(Buffer.from(svg), { density: densityFor(svg, request) });
  if (request.width || request.height) {
    image = image.resize(request.width ?? undefined, request.height ?? undefined, { fit: 'cover', position: 'centre' });
  }
  switch (request.format) {
    case 'jpeg':
      // JPEG has no alpha: transparent corners (round avatars) become white.
      return image.flatten({ background: '#ffffff' }).jpeg({ quality: request.quality, mozjpeg: true }).toBuffer();
    case 'webp':
      return image.webp({ quality: request.quality }).toBuffer();
    case 'png':
      return image.png({ compressionLevel: 9, adaptiveFiltering: true }).toBuffer();
  }
}

/** The bitmap of `svg` for `request`, from the LRU when it was rendered recently. */
export async function rasterize(svg: string, request: RasterRequest): Promise<Buffer> {
  const key = `${rasterKey(request)}:${createHash('sha1').update(svg).digest('base64url')}`;
  const hit = cache.get(key);
  if (hit) return hit;
  const running = pending.get(key);
  if (running) return running;
  const job = slots
    .run(() => render(svg, request))
    .then((buffer) => {
      cache.set(key, buffer);
      return buffer;
    })
    .finally(() => pending.delete(key));
  pending.set(key, job);
  return job;
}

/** For tests and diagnostics. */
export function rasterCacheStats(): { entries: number; bytes: number; rendering: number; waiting: number } {
  return { entries: cache.size, bytes: cache.totalSize, rendering: slots.active, waiting: slots.queued };
}

export function clearRasterCache(): void {
  cache.clear();
}
