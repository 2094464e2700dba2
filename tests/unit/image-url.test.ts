import { describe, expect, it } from 'vitest';
import { DEFAULT_IMAGE_QUALITY, defaultQuality, imageSrcSet, imageUrl, RETINA_IMAGE_QUALITY } from '@/lib/domain/media/image-url';
import { imageWidthSrcSet } from '@/lib/domain/media/image-width-src-set';
import { parseRasterParams } from '@/lib/domain/media/raster-params';
import { LruCache } from '@/lib/server/media/lru';

const params = (url: string) => new URLSearchParams(url.split('?')[1]?.split('#')[0] ?? '');

describe('imageUrl (spec §9: quality 85, 75 retina, webp, dpr 2)', () => {
  it('defaults to webp at dpr 2 with the retina quality 75', () => {
    expect(imageUrl('/media/course/x.svg', { width: 400, height: 225 })).toBe('/media/course/x.svg?fm=webp&w=800&h=450&q=75');
  });

  it('multiplies width and height by dpr, and uses quality 85 below dpr 2', () => {
    const p = params(imageUrl('/media/course/x.svg', { width: 400, height: 225, dpr: 1 }));
    expect([p.get('w'), p.get('h'), p.get('q'), p.get('fm')]).toEqual(['400', '225', '85', 'webp']);
    expect(params(imageUrl('/a.svg', { width: 100, dpr: 3 })).get('w')).toBe('300');
    expect(params(imageUrl('/a.svg', { width: 100, dpr: 1.5 })).get('w')).toBe('150');
    expect(defaultQuality(1)).toBe(DEFAULT_IMAGE_QUALITY);
    expect(defaultQuality(2)).toBe(RETINA_IMAGE_QUALITY);
    expect(defaultQuality(3)).toBe(75);
  });

  it('spec §5: appends quality only when the URL has none', () => {
    expect(params(imageUrl('/media/course/x.svg?q=100', { width: 200, height: 140, format: 'jpg' })).get('q')).toBe('100');
    expect(params(imageUrl('/media/course/x.svg?q=100', { width: 200, quality: 40 })).get('q')).toBe('100');
    expect(params(imageUrl('/media/course/x.svg', { width: 200, quality: 40 })).get('q')).toBe('40');
    // Only one q, never a second one.
    expect(imageUrl('/x.svg?q=60', {}).match(/[?&]q=/g)).toHaveLength(1);
  });

  it('keeps other query parameters and the fragment, and sets format and size', () => {
    const url = imageUrl('/media/org/acme/logo.svg?c=5B3DF5&s=00C2A8#top', { width: 128, height: 32, format: 'png', dpr: 1 });
    expect(url.endsWith('#top')).toBe(true);
    const p = params(url);
    expect(p.get('c')).toBe('5B3DF5');
    expect(p.get('s')).toBe('00C2A8');
    expect(p.get('fm')).toBe('png');
    expect(p.get('w')).toBe('128');
  });

  it('works with absolute URLs and leaves data: and blob: URLs alone', () => {
    expect(imageUrl('https://cdn.example.com/a.jpg?x=1', { width: 10, dpr: 1 })).toBe('https://cdn.example.com/a.jpg?x=1&fm=webp&w=10&q=85');
    expect(imageUrl('data:image/png;base64,AAAA', { width: 10 })).toBe('data:image/png;base64,AAAA');
    expect(imageUrl('blob:https://x/1', { width: 10 })).toBe('blob:https://x/1');
  });

  it('ignores invalid sizes and clamps an explicit quality to 1..100', () => {
    const p = params(imageUrl('/a.svg', { width: 0, height: Number.NaN, quality: 500, dpr: 1 }));
    expect(p.has('w')).toBe(false);
    expect(p.has('h')).toBe(false);
    expect(p.get('q')).toBe('100');
    expect(params(imageUrl('/a.svg', { quality: -3 })).get('q')).toBe('1');
  });

  it('builds the 2x srcSet beside the 1x src, each with its own default quality', () => {
    expect(imageUrl('/media/course/x.svg', { width: 400, height: 225, dpr: 1 })).toBe('/media/course/x.svg?fm=webp&w=400&h=225&q=85');
    expect(imageSrcSet('/media/course/x.svg', { width: 400, height: 225 })).toBe(
      '/media/course/x.svg?fm=webp&w=800&h=450&q=75 2x',
    );
  });

  it('builds a source set of widths (half to twice the display width) at the aspect ratio, quality 75 from 2x', () => {
    expect(imageWidthSrcSet('/media/course/x.svg', { width: 800, height: 450 }).split(', ')).toEqual([
      '/media/course/x.svg?fm=webp&w=400&h=225&q=85 400w',
      '/media/course/x.svg?fm=webp&w=800&h=450&q=85 800w',
      '/media/course/x.svg?fm=webp&w=1200&h=675&q=85 1200w',
      '/media/course/x.svg?fm=webp&w=1600&h=900&q=75 1600w',
    ]);
    // Its display-width candidate is the 1x src, so the trailer's poster (the 1x) is the bitmap a phone already has.
    expect(imageWidthSrcSet('/media/course/x.svg', { width: 800, height: 450 })).toContain(`${imageUrl('/media/course/x.svg', { width: 800, height: 450, dpr: 1 })} 800w`);
  });
});

describe('media raster parameters (what the /media route accepts)', () => {
  it('no fm/w/h/q → the SVG, other parameters do not count', () => {
    expect(parseRasterParams(new URLSearchParams(''))).toEqual({ kind: 'svg' });
    expect(parseRasterParams(new URLSearchParams('c=5B3DF5'))).toEqual({ kind: 'svg' });
  });

  it('reads format, size and quality; the agenda cover 200x140 q100 jpg (spec §2)', () => {
    expect(parseRasterParams(new URLSearchParams('fm=jpg&w=200&h=140&q=100'))).toEqual({
      kind: 'raster',
      request: { format: 'jpeg', width: 200, height: 140, quality: 100 },
    });
    expect(parseRasterParams(new URLSearchParams('w=300'))).toEqual({ kind: 'raster', request: { format: 'webp', width: 300, height: null, quality: 85 } });
  });

  it('clamps w/h to 2400 and q to 1..100', () => {
    expect(parseRasterParams(new URLSearchParams('fm=png&w=99999&h=5000&q=500'))).toEqual({
      kind: 'raster',
      request: { format: 'png', width: 2400, height: 2400, quality: 100 },
    });
    expect(parseRasterParams(new URLSearchParams('fm=webp&q=0'))).toMatchObject({ request: { quality: 1 } });
    expect(parseRasterParams(new URLSearchParams('fm=webp&q=-20'))).toMatchObject({ request: { quality: 1 } });
  });

  it('rejects unknown formats and malformed numbers', () => {
    for (const q of ['fm=gif', 'fm=', 'fm=svg', 'w=abc', 'w=0', 'h=-1', 'w=1.5', 'q=high']) {
      expect(parseRasterParams(new URLSearchParams(q)).kind, q).toBe('error');
    }
  });
});

describe('LruCache (rendered images kept in memory)', () => {
  it('evicts the least recently used entry past the entry limit', () => {
    const lru = new LruCache<string, number>(2);
    lru.set('a', 1);
    lru.set('b', 2);
    expect(lru.get('a')).toBe(1);
    lru.set('c', 3);
    expect(lru.has('b')).toBe(false);
    expect(lru.has('a')).toBe(true);
    expect(lru.size).toBe(2);
  });

  it('keeps the total size under its byte budget and never stores an oversized value', () => {
    const lru = new LruCache<string, Buffer>(10, 100, (b) => b.byteLength);
    lru.set('a', Buffer.alloc(60));
    lru.set('b', Buffer.alloc(30));
    lru.set('c', Buffer.alloc(30));
    expect(lru.has('a')).toBe(false);
    expect(lru.totalSize).toBe(60);
    lru.set('huge', Buffer.alloc(101));
    expect(lru.has('huge')).toBe(false);
    lru.set('b', Buffer.alloc(10));
    expect(lru.totalSize).toBe(40);
  });
});
