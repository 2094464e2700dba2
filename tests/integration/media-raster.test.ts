/**
 * The /media route handler called directly, on a seeded database: generated SVGs, and bitmaps
 * rendered with sharp (spec §2 agenda covers: 200x140, quality 100, jpg; spec §9: webp by
 * default). Issue 17 item 8: only existing subjects, sizes snapped to the pages' ladder.
 */
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { GET } from '@/app/media/[...path]/route';
import { renderMedia } from '@/lib/domain/media/render';
import { clearRasterCache, rasterCacheStats, RASTER_CACHE_MAX_ENTRIES, svgIntrinsicSize } from '@/lib/server/media/raster';
import { clearMediaSubjectCache } from '@/lib/server/services/media-subjects';
import { getDb } from '@/lib/server/db/client';
import * as s from '@/lib/server/db/schema';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

async function get(path: string): Promise<Response> {
  const url = new URL(path, 'http://localhost');
  const segments = url.pathname.replace(/^\/media\//, '').split('/');
  return GET(new Request(url), { params: Promise.resolve({ path: segments }) });
}

async function bytes(res: Response): Promise<Buffer> {
  return Buffer.from(await res.arrayBuffer());
}

const COVER = '/media/course/fotografia-digital-para-principiantes.svg';

beforeAll(async () => {
  await setupTestDatabase();
}, 180_000);
afterAll(async () => {
  await teardownTestDatabase();
});
beforeEach(() => {
  clearRasterCache();
  clearMediaSubjectCache();
});

describe('/media rasterisation', () => {
  it('jpg 200x140 q100: JPEG magic bytes and the requested dimensions', async () => {
    const res = await get(`${COVER}?fm=jpg&w=200&h=140&q=100`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const body = await bytes(res);
    expect([...body.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    const meta = await sharp(body).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([200, 140]);
    expect(res.headers.get('content-length')).toBe(String(body.byteLength));
  });

  it('webp and png, sized and cropped to cover; one side only keeps the aspect ratio', async () => {
    const webp = await bytes(await get(`${COVER}?fm=webp&w=400&h=225`));
    expect(webp.subarray(0, 4).toString('ascii')).toBe('RIFF');
    expect(webp.subarray(8, 12).toString('ascii')).toBe('WEBP');
    expect(await sharp(webp).metadata()).toMatchObject({ format: 'webp', width: 400, height: 225 });

    const png = await bytes(await get('/media/og/site.svg?fm=png&w=1200&h=630'));
    expect([...png.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    expect(await sharp(png).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });

    // 100x100 is not a size the pages use: snapped up to the avatars' 128x128.
    const square = await bytes(await get(`${COVER}?fm=png&w=100&h=100`));
    expect(await sharp(square).metadata()).toMatchObject({ width: 128, height: 128 });

    const widthOnly = await bytes(await get(`${COVER}?fm=jpg&w=320`));
    expect(await sharp(widthOnly).metadata()).toMatchObject({ width: 320, height: 180 });
  });

  it('defaults to webp when only a size is given; huge sizes are snapped to the largest the pages use (issue 17 item 8)', async () => {
    const res = await get(`${COVER}?w=64`);
    expect(res.headers.get('content-type')).toBe('image/webp');
    const big = await bytes(await get(`${COVER}?fm=jpg&w=99999&h=10&q=1`));
    expect(await sharp(big).metadata()).toMatchObject({ width: 1800, height: 54 });
    const huge = await get(`${COVER}?fm=png&w=2400&h=2400`);
    expect(huge.status).toBe(200);
    expect(await sharp(await bytes(huge)).metadata()).toMatchObject({ width: 1800, height: 1012 });
  });

  it('sizes off the ladder share the render of the next size up: one cached bitmap, the same bytes', async () => {
    const sizes = ['w=390&h=220', 'w=399&h=224', 'w=400&h=225'];
    const bodies = await Promise.all(sizes.map(async (size) => bytes(await get(`${COVER}?fm=webp&${size}&q=85`))));
    expect(rasterCacheStats().entries).toBe(1);
    expect(bodies[0].equals(bodies[2]) && bodies[1].equals(bodies[2])).toBe(true);
    expect(await sharp(bodies[0]).metadata()).toMatchObject({ width: 400, height: 225 });
  });

  it('images of things that do not exist are 404, SVG or bitmap, and nothing is rendered', async () => {
    for (const path of [
      '/media/course/no-such-course-anywhere.svg',
      '/media/course/no-such-course-anywhere.svg?fm=jpg&w=2400&h=2400',
      '/media/course/no-such-course-anywhere-promo.svg',
      '/media/bundle/no-such-bundle.svg?fm=webp&w=400',
      '/media/academy/no-such-academy.svg',
      '/media/blog/no-such-post.svg',
      '/media/live/no-such-live.svg',
      '/media/resource/no-such-resource.svg',
      '/media/avatar/nobody-at-all.svg?fm=png&w=64&h=64',
      '/media/org/no-such-org/logo.svg',
      '/media/og/course/diseno-grafico/no-such-course.svg?fm=png&w=1200&h=630',
      // A real course under another category is not its social card.
      '/media/og/course/no-such-category/fotografia-digital-para-principiantes.svg',
    ]) {
      const res = await get(path);
      expect(res.status, path).toBe(404);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    expect(rasterCacheStats().entries).toBe(0);
  });

  it('every image the seed references is served (and the product avatar, and the site card)', async () => {
    const db = await getDb();
    const paths = [
      ...(await db.select({ p: s.courses.coverImage }).from(s.courses)).map((r) => r.p),
      ...(await db.select({ p: s.courses.promoImage }).from(s.courses)).map((r) => r.p),
      ...(await db.select({ p: s.professors.avatarUrl }).from(s.professors)).map((r) => r.p),
      ...(await db.select({ p: s.bundles.coverImageUrl }).from(s.bundles)).map((r) => r.p),
      ...(await db.select({ p: s.academies.logoUrl }).from(s.academies)).map((r) => r.p),
      ...(await db.select({ p: s.blogPosts.coverImage }).from(s.blogPosts)).map((r) => r.p),
      ...(await db.select({ p: s.liveSessions.coverImage }).from(s.liveSessions)).map((r) => r.p),
      ...(await db.select({ p: s.resources.url }).from(s.resources)).map((r) => r.p),
      ...(await db.select({ p: s.mentors.avatarUrl }).from(s.mentors)).map((r) => r.p),
      ...(await db.select({ p: s.users.profilePictureUrl }).from(s.users)).map((r) => r.p),
      ...(await db.select().from(s.organizations)).flatMap((o) => [o.logo, o.darkModeLogo, o.isotype, o.favicon, o.loginImage, o.coverEmployee, o.coverProfile]),
      ...(await db.select({ p: s.notifications.iconImage }).from(s.notifications)).map((r) => r.p),
      '/media/og/site.svg',
      ...(await db.select({ course: s.courses.slug, category: s.categories.slug }).from(s.courses).innerJoin(s.categories, eq(s.categories.id, s.courses.categoryId)).limit(20)).map(
        (r) => `/media/og/course/${r.category}/${r.course}.svg`,
      ),
    ].filter((p): p is string => typeof p === 'string' && p.startsWith('/media/'));
    expect(paths.length).toBeGreaterThan(400);
    const failed: string[] = [];
    for (const path of new Set(paths)) {
      const res = await get(path);
      if (res.status !== 200) failed.push(`${path}: ${res.status}`);
    }
    expect(failed).toEqual([]);
  });

  it('strong caching: immutable for a year, no Vary', async () => {
    for (const path of [`${COVER}?fm=jpg&w=200&h=140&q=100`, COVER]) {
      const res = await get(path);
      expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(res.headers.get('vary')).toBeNull();
    }
  });

  it('bad parameters → 400, unknown images → 404', async () => {
    for (const query of ['fm=gif', 'fm=svg', 'fm=', 'w=abc', 'w=0', 'h=-3', 'q=best', 'w=1.5']) {
      const res = await get(`${COVER}?${query}`);
      expect(res.status, query).toBe(400);
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    expect((await get('/media/course/Not_A_Slug.svg?fm=jpg')).status).toBe(404);
    expect((await get('/media/unknown/x.svg')).status).toBe(404);
    expect((await get('/media/og/course/x.svg')).status).toBe(404);
  });

  it('no parameters → the SVG, unchanged: the scene of the course’s category and subcategory (issue 18 item 10)', async () => {
    const res = await get(COVER);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
    const db = await getDb();
    const [row] = await db
      .select({ category: s.categories.slug, subcategory: s.subcategories.slug })
      .from(s.courses)
      .innerJoin(s.categories, eq(s.categories.id, s.courses.categoryId))
      .leftJoin(s.subcategories, eq(s.subcategories.id, s.courses.subcategoryId))
      .where(eq(s.courses.slug, 'fotografia-digital-para-principiantes'));
    expect(row.category).toBe('fotografia');
    const svg = await res.text();
    expect(svg).toBe(renderMedia(['course', 'fotografia-digital-para-principiantes.svg'], undefined, row));
    expect(svg).not.toContain('<text');
    // Org logo colours are not raster parameters.
    const logo = await get('/media/org/acme-learning/logo.svg?c=112233');
    expect(logo.headers.get('content-type')).toContain('image/svg+xml');
    expect(await logo.text()).toContain('#112233');
  });

  it('keeps rendered bitmaps in a bounded LRU: the same URL gives the same bytes from memory', async () => {
    const first = await bytes(await get(`${COVER}?fm=jpg&w=200&h=140&q=100`));
    expect(rasterCacheStats().entries).toBe(1);
    const second = await bytes(await get(`${COVER}?fm=jpg&w=200&h=140&q=100`));
    expect(second.equals(first)).toBe(true);
    expect(rasterCacheStats().entries).toBe(1);
    // Concurrent requests for one image share a single render.
    await Promise.all([1, 2, 3].map(() => get(`${COVER}?fm=png&w=50&h=50`)));
    expect(rasterCacheStats().entries).toBe(2);
    expect(RASTER_CACHE_MAX_ENTRIES).toBe(200);
  });

  it('reads the SVG’s own size to render crisp bitmaps', () => {
    expect(svgIntrinsicSize(renderMedia(['course', 'x.svg'])!)).toEqual({ width: 640, height: 360 });
    expect(svgIntrinsicSize('<svg viewBox="0 0 10 20"></svg>')).toEqual({ width: 10, height: 20 });
    expect(svgIntrinsicSize('<p>no</p>')).toBeNull();
  });

  it('bundles, academies, resources and blog posts are pictured with their category, read from the database', async () => {
    const db = await getDb();
    const [academy] = await db.select({ slug: s.academies.slug, category: s.categories.slug }).from(s.academies).innerJoin(s.categories, eq(s.categories.id, s.academies.categoryId)).limit(1);
    const academySvg = await (await get(`/media/academy/${academy.slug}.svg`)).text();
    expect(academySvg).toBe(renderMedia(['academy', `${academy.slug}.svg`], undefined, { category: academy.category }));
    // The category wins over the words of the slug: pictured in another category, it differs.
    const other = academy.category === 'negocios' ? 'moda' : 'negocios';
    expect(academySvg).not.toBe(renderMedia(['academy', `${academy.slug}.svg`], undefined, { category: other }));

    const [post] = await db.select({ slug: s.blogPosts.slug, section: s.blogCategories.slug }).from(s.blogPosts).innerJoin(s.blogCategories, eq(s.blogCategories.id, s.blogPosts.categoryId)).where(eq(s.blogCategories.slug, 'fotografia')).limit(1);
    expect(await (await get(`/media/blog/${post.slug}.svg`)).text()).toBe(renderMedia(['blog', `${post.slug}.svg`], undefined, { category: 'fotografia' }));
  });

  it('social cards: the site card and a course card are 1200x630 SVGs', () => {
    expect(svgIntrinsicSize(renderMedia(['og', 'site.svg'])!)).toEqual({ width: 1200, height: 630 });
    const card = renderMedia(['og', 'course', 'diseno-grafico', 'diseno-de-logotipos.svg'])!;
    expect(card).toContain('DISEÑO GRÁFICO');
    expect(card).toContain('Diseño de logotipos');
    expect(renderMedia(['og', 'course', 'Bad Slug', 'x.svg'])).toBeNull();
  });
});
