/**
 * Issue 17 item 8: the /media route renders only the few bitmap sizes the pages use. Every
 * size a page asks for (at 1x and at 2x, as LazyImage's srcSet does) is served as asked; any
 * other size is snapped onto the ladder, never above it.
 */
import { describe, expect, it } from 'vitest';
import { AGENDA_COVER, agendaCoverSrcSet } from '@/lib/domain/agenda/cover-url';
import { imageUrl } from '@/lib/domain/media/image-url';
import { imageWidthSrcSet } from '@/lib/domain/media/image-width-src-set';
import { parseRasterParams, type RasterRequest } from '@/lib/domain/media/raster-params';
import { RASTER_HEIGHTS, RASTER_QUALITIES, RASTER_WIDTHS, snapNearest, snapRasterRequest, snapUp } from '@/lib/domain/media/raster-size';
import { SOCIAL_CARD_HEIGHT, SOCIAL_CARD_WIDTH } from '@/lib/domain/media/social';

const req = (width: number | null, height: number | null, quality = 85): RasterRequest => ({ format: 'webp', width, height, quality });

/** Display sizes in the components (CSS px) — LazyImage requests each at 1x and 2x. */
const PAGE_DISPLAY_SIZES = [
  [64, 64], // MentorCard avatar
  [192, 108], // SavedCourseList thumbnail
  [400, 225], // course, bundle, blog, resource, live cards; certification cover
  [900, 506], // blog article cover
  [96, 54], // cart line (compact)
  [160, 90], // cart line
  [552, 310], // course preview
  [800, 450], // course page cover and trailer poster
] as const;

/** Display sizes whose LazyImage has `sizes`: requested at every width candidate. */
const WIDTH_SET_SIZES = [
  [800, 450], // course page cover and trailer poster
  [900, 506], // blog article cover
] as const;

function requestOf(url: string): RasterRequest {
  const params = parseRasterParams(new URL(url, 'http://x').searchParams);
  if (params.kind !== 'raster') throw new Error(url);
  return params.request;
}

describe('media size snapping (issue 17 item 8)', () => {
  it('every size and quality a page requests is served as requested', () => {
    const urls = PAGE_DISPLAY_SIZES.flatMap(([width, height]) => [1, 2].map((dpr) => imageUrl('/media/course/x.svg', { width, height, dpr })));
    urls.push(
      imageUrl('/media/og/site.svg', { width: SOCIAL_CARD_WIDTH, height: SOCIAL_CARD_HEIGHT, format: 'png', dpr: 1 }),
      imageUrl('/media/course/x.svg', { width: 1280, height: 720, format: 'jpg', dpr: 1 }), // structured data
      imageUrl('/media/course/x.svg', { width: AGENDA_COVER.width, height: AGENDA_COVER.height, quality: AGENDA_COVER.quality, format: 'jpg', dpr: 1 }),
      ...agendaCoverSrcSet('/media/course/x-promo.svg').split(', ').map((candidate) => candidate.split(' ')[0]),
      ...WIDTH_SET_SIZES.flatMap(([width, height]) => imageWidthSrcSet('/media/course/x.svg', { width, height }).split(', ').map((candidate) => candidate.split(' ')[0])),
    );
    for (const url of urls) {
      const asked = requestOf(url);
      expect(snapRasterRequest(asked), url).toEqual(asked);
    }
  });

  it('other sizes go up to the next step, keeping the aspect ratio as near as the ladder allows', () => {
    expect(snapRasterRequest(req(100, 100))).toMatchObject({ width: 128, height: 128 });
    expect(snapRasterRequest(req(390, 220))).toMatchObject({ width: 400, height: 225 });
    expect(snapRasterRequest(req(321, null))).toMatchObject({ width: 384, height: null });
    expect(snapRasterRequest(req(null, 500))).toMatchObject({ width: null, height: 506 });
    expect(snapRasterRequest(req(1, 1))).toMatchObject({ width: 64, height: 64 });
  });

  it('nothing is rendered above the largest size the pages use, whatever is asked', () => {
    expect(snapRasterRequest(req(2400, 2400))).toMatchObject({ width: 1800, height: 1012 });
    expect(snapRasterRequest(req(99_999, 10))).toMatchObject({ width: 1800, height: 54 });
    expect(snapRasterRequest(req(null, 2400))).toMatchObject({ height: 1012 });
  });

  it('qualities snap up to 50, 75, 85 or 100; the format is kept', () => {
    expect([1, 50, 51, 75, 80, 85, 86, 100].map((q) => snapRasterRequest(req(400, 225, q)).quality)).toEqual([50, 50, 75, 75, 85, 85, 100, 100]);
    expect(snapRasterRequest({ ...req(400, 225), format: 'png' }).format).toBe('png');
  });

  it('bounds the number of distinct renders per image', () => {
    const seen = new Set<string>();
    for (let w = 1; w <= 2400; w += 7) for (let h = 1; h <= 2400; h += 97) seen.add(JSON.stringify(snapRasterRequest(req(w, h))));
    expect(seen.size).toBeLessThanOrEqual(RASTER_WIDTHS.length * RASTER_HEIGHTS.length);
    expect(RASTER_QUALITIES).toEqual([50, 75, 85, 100]);
  });

  it('snapUp and snapNearest', () => {
    expect(snapUp(5, [1, 10, 20])).toBe(10);
    expect(snapUp(25, [1, 10, 20])).toBe(20);
    expect(snapNearest(15, [10, 20])).toBe(20);
    expect(snapNearest(14, [10, 20])).toBe(10);
  });
});
