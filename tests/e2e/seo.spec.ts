import { expect, test, type APIRequestContext } from '@playwright/test';

/** A course of the deterministic demo seed (Diseño gráfico › Branding). */
const KNOWN_COURSE = '/cursos-online/diseno-grafico/diseno-de-logotipos-para-principiantes/';
const KNOWN_CATEGORY = '/cursos-online/diseno-grafico/';

/** Sitemap URLs carry NEXT_PUBLIC_SITE_URL's origin, which may differ from the test server's. */
const pathOf = (url: string) => new URL(url).pathname + new URL(url).search;

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(/&amp;/g, '&'));
}

async function xml(request: APIRequestContext, path: string): Promise<string> {
  const res = await request.get(path);
  expect(res.status(), path).toBe(200);
  expect(res.headers()['content-type']).toContain('xml');
  return res.text();
}

function jsonLd(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
}

function attr(html: string, pattern: RegExp): string | null {
  return pattern.exec(html)?.[1]?.replace(/&amp;/g, '&') ?? null;
}

test.describe('sitemaps and robots.txt', () => {
  test('/sitemap.xml is an index of per-type sitemaps', async ({ request }) => {
    const index = await xml(request, '/sitemap.xml');
    expect(index).toContain('<sitemapindex');
    const files = locs(index).map(pathOf);
    for (const type of ['static', 'categories', 'courses', 'bundles', 'microdegrees', 'academies', 'blog', 'legal']) {
      expect(files, type).toContain(`/sitemaps/${type}-1.xml`);
    }
    // Every listed file answers.
    for (const file of files) {
      const res = await request.get(file);
      expect(res.status(), file).toBe(200);
    }
  });

  test('the courses sitemap lists a known course with es/pt/en/x-default alternates', async ({ request }) => {
    const files = locs(await xml(request, '/sitemap.xml')).map(pathOf).filter((f) => /\/sitemaps\/courses-\d+\.xml$/.test(f));
    let entry: string | null = null;
    for (const file of files) {
      const body = await xml(request, file);
      entry = (body.match(/<url>.*?<\/url>/g) ?? []).find((u) => pathOf(/<loc>([^<]+)<\/loc>/.exec(u)![1]) === KNOWN_COURSE) ?? null;
      if (entry) break;
    }
    expect(entry, `${KNOWN_COURSE} in a courses sitemap`).not.toBeNull();
    const links = Object.fromEntries([...entry!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2])]));
    expect(links).toEqual({ es: KNOWN_COURSE, pt: `/pt${KNOWN_COURSE}`, en: `/en${KNOWN_COURSE}`, 'x-default': KNOWN_COURSE });
    expect(entry).toMatch(/<lastmod>[^<]+<\/lastmod>/);
  });

  test('robots.txt allows public pages, disallows private areas and names the sitemap', async ({ request }) => {
    const res = await request.get('/robots.txt');
    expect(res.status()).toBe(200);
    const body = await res.text();
    expect(body).toMatch(/User-Agent: \*/i);
    expect(body).toMatch(/^Allow: \/$/m);
    for (const path of ['/inbox/', '/pt/inbox/', '/en/inbox/', '/configuracion/', '/carrito-de-compras/', '/org/', '/api/']) {
      expect(body).toMatch(new RegExp(`^Disallow: ${path.replace(/\//g, '\\/')}$`, 'm'));
    }
    expect(body).not.toMatch(/^Disallow: \/mentores\//m);
    expect(body).toMatch(/^Sitemap: https?:\/\/[^\s]+\/sitemap\.xml$/m);
  });
});

test.describe('course page metadata and structured data', () => {
  test('canonical, hreflang es/pt/en/x-default and a PNG og:image', async ({ request }) => {
    const res = await request.get(KNOWN_COURSE);
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(pathOf(attr(html, /<link rel="canonical" href="([^"]+)"/)!)).toBe(KNOWN_COURSE);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [m[1], pathOf(m[2].replace(/&amp;/g, '&'))]),
    );
    expect(alternates).toEqual({ es: KNOWN_COURSE, pt: `/pt${KNOWN_COURSE}`, en: `/en${KNOWN_COURSE}`, 'x-default': KNOWN_COURSE });

    const ogImage = attr(html, /<meta property="og:image" content="([^"]+)"/);
    expect(ogImage).toBeTruthy();
    expect(html).toContain('<meta property="og:image:width" content="1200"/>');
    expect(html).toContain('<meta property="og:image:height" content="630"/>');
    expect(html).toMatch(/<meta name="twitter:card" content="summary_large_image"\/>/);
    expect(html).toMatch(/<meta property="og:site_name" content="[^"]+"\/>/);
    const image = await request.get(pathOf(ogImage!));
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(image.headers()['cache-control']).toContain('immutable');

    // The Portuguese page points at itself and has its own title.
    const pt = await (await request.get(`/pt${KNOWN_COURSE}`)).text();
    expect(pathOf(attr(pt, /<link rel="canonical" href="([^"]+)"/)!)).toBe(`/pt${KNOWN_COURSE}`);
    expect(attr(pt, /<title>([^<]+)<\/title>/)).not.toBe(attr(html, /<title>([^<]+)<\/title>/));
  });

  test('JSON-LD Course with offers, provider and aggregateRating, and a BreadcrumbList', async ({ request }) => {
    const html = await (await request.get(KNOWN_COURSE)).text();
    const data = jsonLd(html);
    type CourseLd = {
      url: string;
      offers: Record<string, string> | Array<Record<string, string>>;
      provider: { '@type': string; name: string; url: string };
      aggregateRating: { '@type': string; ratingValue: number; reviewCount: number };
    };
    const course = data.find((d) => d['@type'] === 'Course') as CourseLd | undefined;
    expect(course).toBeDefined();
    expect(pathOf(course!.url)).toBe(KNOWN_COURSE);
    const offers = Array.isArray(course!.offers) ? course!.offers : [course!.offers];
    expect(offers.length).toBeGreaterThan(0);
    expect(offers[0]).toMatchObject({ '@type': 'Offer', priceCurrency: 'USD' });
    expect(offers[0].price).toMatch(/^\d+\.\d{2}$/);
    expect(offers[0].availability).toMatch(/^https:\/\/schema\.org\/(InStock|PreOrder|OutOfStock)$/);
    expect(course!.provider).toMatchObject({ '@type': 'Organization' });
    expect(course!.provider.name).toBeTruthy();
    expect(course!.provider.url).toMatch(/^https?:\/\//);
    expect(course!.aggregateRating).toMatchObject({ '@type': 'AggregateRating' });
    expect(course!.aggregateRating.ratingValue).toBeGreaterThan(0);
    expect(course!.aggregateRating.reviewCount).toBeGreaterThan(0);

    const crumbs = data.find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: Array<{ position: number; item: string }> } | undefined;
    expect(crumbs).toBeDefined();
    expect(crumbs!.itemListElement.map((c) => pathOf(c.item))).toEqual(['/', '/cursos-online/', KNOWN_CATEGORY, KNOWN_COURSE]);
    expect(crumbs!.itemListElement.map((c) => c.position)).toEqual([1, 2, 3, 4]);
  });

  test('the category page and a blog post carry a BreadcrumbList too', async ({ request }) => {
    const category = jsonLd(await (await request.get(KNOWN_CATEGORY)).text()).find((d) => d['@type'] === 'BreadcrumbList') as
      | { itemListElement: Array<{ item: string }> }
      | undefined;
    expect(category?.itemListElement.map((c) => pathOf(c.item))).toEqual(['/', '/cursos-online/', KNOWN_CATEGORY]);

    const blog = locs(await xml(request, '/sitemaps/blog-1.xml')).map(pathOf).find((p) => /^\/blog\/(?!categoria\/)[a-z0-9-]+\/$/.test(p));
    expect(blog).toBeTruthy();
    const post = jsonLd(await (await request.get(blog!)).text());
    expect(post.some((d) => d['@type'] === 'BlogPosting')).toBe(true);
    expect(post.some((d) => d['@type'] === 'BreadcrumbList')).toBe(true);
  });
});

test.describe('lazy images (spec §9)', () => {
  test('the course cover loads at once; card covers far below the fold wait until scrolled near', async ({ page }) => {
    await page.goto(KNOWN_COURSE);
    const cover = page.locator('img[fetchpriority="high"]').first();
    await expect(cover).toHaveAttribute('src', /\/media\/course\/.+\.svg\?fm=webp&w=800&h=450&q=85/);
    // A source set of widths up to the 2x (site-chrome.spec.ts checks its sizes against the box).
    await expect(cover).toHaveAttribute('srcset', /\?fm=webp&w=1600&h=900&q=75 1600w$/);

    await page.goto(KNOWN_CATEGORY);
    const last = page.locator('#all-courses [data-lazy-image]').last();
    await expect(last).toHaveAttribute('data-lazy-image', 'pending');
    await last.scrollIntoViewIfNeeded();
    await expect(last).toHaveAttribute('data-lazy-image', 'loaded');
    const img = last.locator('img');
    await expect(img).toHaveAttribute('loading', 'lazy');
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  });
});

test.describe('unknown paths (issue 17 item 12)', () => {
  for (const [path, lang, heading] of [
    ['/esta-pagina-no-existe/', 'es', 'No encontramos esta página'],
    ['/pt/esta-pagina-no-existe/', 'pt', 'Não encontramos esta página'],
    ['/en/a/b/c/', 'en', 'We couldn&#x27;t find this page'],
  ] as const) {
    test(`${path}: a 404 whose server HTML is the translated page, inside the site's shell`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      // Not Next's empty error shell (vercel/next.js#62228): language, heading, menu and footer are in the HTML.
      expect(html).not.toContain('__next_error__');
      expect(html).toMatch(new RegExp(`<html[^>]* lang="${lang}"`));
      expect(html).toContain(`>${heading}</h1>`);
      expect(html).toContain('<footer');
      expect(html).toMatch(/<meta name="robots" content="noindex/);
      expect(res.headers()['cache-control']).toContain('no-store');
    });
  }
});
