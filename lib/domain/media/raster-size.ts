/**
 * The few bitmap sizes the /media route renders (issue 17 item 8). Any other size is snapped up
 * to the next one here (or down to the largest), so a request for any w/h/q is served from a
 * small, cacheable set of renders and never above 1800 px — instead of one fresh render per
 * requested size up to 2400 px (0.65 s each).
 *
 * The ladders are the sizes the pages ask for, at 1x and 2x (LazyImage's srcSet), so every
 * page's own URL is a fixed point (tests/unit/raster-size.test.ts lists them). Pure.
 */
import type { RasterRequest } from './raster-params';

/** Widths: avatars 64/128, cart 96/192 and 160/320, saved courses 192/384, agenda 200/400/800, cards 400/800,
 * preview 552/1104, course page 400/800/1200/1600, blog post 450/900/1350/1800 (their width candidates),
 * social cards 1200, structured data 1280. */
export const RASTER_WIDTHS = [64, 96, 128, 160, 192, 200, 320, 384, 400, 450, 552, 800, 900, 1104, 1200, 1280, 1350, 1600, 1800] as const;

/** Heights of the same images (16:9 covers, square avatars, the 200x140 agenda card and its 400x280 / 800x560 dense renders, 1200x630 social cards). */
export const RASTER_HEIGHTS = [54, 64, 90, 108, 128, 140, 180, 216, 225, 253, 280, 310, 450, 506, 560, 620, 630, 675, 720, 759, 900, 1012] as const;

/** Spec §9: 85 at 1x, 75 at 2x; the agenda card asks for 100 (spec §2). Lower requests get 50. */
export const RASTER_QUALITIES = [50, 75, 85, 100] as const;

/** The first step at least `value`, or the largest step. */
export function snapUp(value: number, steps: readonly number[]): number {
  for (const step of steps) if (step >= value) return step;
  return steps[steps.length - 1];
}

/** The step nearest `value` (the larger one on a tie). */
export function snapNearest(value: number, steps: readonly number[]): number {
  let best = steps[0];
  for (const step of steps) if (Math.abs(step - value) <= Math.abs(best - value)) best = step;
  return best;
}

/**
 * The request the route actually renders for `request`: the width snapped up on its ladder, the
 * height then the ladder height nearest the requested aspect ratio at that width (so 100x100
 * becomes 128x128, not 128x108), a lone height snapped up, the quality snapped up.
 */
export function snapRasterRequest(request: RasterRequest): RasterRequest {
  const { width, height } = request;
  const snappedWidth = width === null ? null : snapUp(width, RASTER_WIDTHS);
  let snappedHeight: number | null = null;
  if (height !== null) {
    snappedHeight = snappedWidth === null || width === null ? snapUp(height, RASTER_HEIGHTS) : snapNearest((snappedWidth * height) / width, RASTER_HEIGHTS);
  }
  return { format: request.format, width: snappedWidth, height: snappedHeight, quality: snapUp(request.quality, RASTER_QUALITIES) };
}
