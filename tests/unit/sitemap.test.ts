import { describe, expect, it } from 'vitest';
import {
  buildSitemapIndex,
  buildUrlset,
  escapeXml,
  formatLastmod,
  hreflangAlternates,
  MAX_URLS_PER_SITEMAP,
  pagesPerSitemap,
  sitemapChunkCount,
  sitemapChunkRange,
} from '@/lib/domain/seo/sitemap-xml';
import { parseSitemapName, robotsDisallow, sitemapPath, SPEC_ROUTE_SITEMAP, staticSitemapPaths } from '@/lib/domain/seo/sitemap-plan';
import { fillRoute, SPEC_ROUTES, type SpecRoute } from '@/lib/domain/paths/spec-routes';
import { absoluteUrl } from '@/lib/domain/seo/site-url';

const ORIGIN = 'https://www.example.com';

describe('sitemap XML builders', () => {
  it('escapes the five XML special characters', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    const xml = buildUrlset([{ path: '/blog/?page=2&x=<y>' }], { origin: ORIGIN, locales: ['es'] });
    expect(xml).toContain('<loc>https://www.example.com/blog/?page=2&amp;x=&lt;y&gt;</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });

  it('lists each page once per language, each entry with es/pt/en and x-default alternates', () => {
    const xml = buildUrlset([{ path: '/cursos-online/diseno/logos/', lastModified: new Date('2026-01-02T03:04:05Z') }], { origin: ORIGIN });
    const urls = xml.match(/<url>.*?<\/url>/g) ?? [];
    expect(urls).toHaveLength(3);
    expect(urls.map((u) => /<loc>([^<]+)<\/loc>/.exec(u)?.[1])).toEqual([
      'https://www.example.com/cursos-online/diseno/logos/',
      'https://www.example.com/pt/cursos-online/diseno/logos/',
      'https://www.example.com/en/cursos-online/diseno/logos/',
    ]);
    for (const u of urls) {
      expect(u).toContain('<lastmod>2026-01-02T03:04:05.000Z</lastmod>');
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="es" href="https://www.example.com/cursos-online/diseno/logos/"/>');
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="pt" href="https://www.example.com/pt/cursos-online/diseno/logos/"/>');
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="en" href="https://www.example.com/en/cursos-online/diseno/logos/"/>');
      expect(u).toContain('<xhtml:link rel="alternate" hreflang="x-default" href="https://www.example.com/cursos-online/diseno/logos/"/>');
    }
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(xml).toContain('xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"');
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
  });

  it('alternates match the pages’ own hreflang links (same URLs as pageAlternates)', () => {
    expect(hreflangAlternates('/', { origin: ORIGIN })).toEqual([
      { hreflang: 'es', href: 'https://www.example.com/' },
      { hreflang: 'pt', href: 'https://www.example.com/pt/' },
      { hreflang: 'en', href: 'https://www.example.com/en/' },
      { hreflang: 'x-default', href: 'https://www.example.com/' },
    ]);
    expect(absoluteUrl('/blog/', 'pt', ORIGIN)).toBe('https://www.example.com/pt/blog/');
  });

  it('writes lastmod only when known', () => {
    expect(formatLastmod('2025-06-30')).toBe('2025-06-30');
    expect(formatLastmod(null)).toBeNull();
    expect(formatLastmod(new Date('nope'))).toBeNull();
    expect(formatLastmod('garbage')).toBeNull();
    expect(buildUrlset([{ path: '/x/' }], { origin: ORIGIN })).not.toContain('<lastmod>');
  });

  it('chunks so that no file exceeds 10 000 URLs (3 languages → 3 333 pages per file)', () => {
    expect(MAX_URLS_PER_SITEMAP).toBe(10_000);
    const per = pagesPerSitemap(3);
    expect(per).toBe(3333);
    expect(per * 3).toBeLessThanOrEqual(MAX_URLS_PER_SITEMAP);
    // The 100 000-course scale catalogue.
    expect(sitemapChunkCount(100_000, per)).toBe(31);
    expect(sitemapChunkCount(0, per)).toBe(0);
    expect(sitemapChunkCount(per, per)).toBe(1);
    expect(sitemapChunkCount(per + 1, per)).toBe(2);
    expect(sitemapChunkRange(1, per)).toEqual({ offset: 0, limit: per });
    expect(sitemapChunkRange(31, per)).toEqual({ offset: 30 * per, limit: per });
    // Every course is in exactly one chunk.
    const total = 100_000;
    let covered = 0;
    for (let n = 1; n <= sitemapChunkCount(total, per); n++) {
      const { offset, limit } = sitemapChunkRange(n, per);
      covered += Math.max(0, Math.min(limit, total - offset));
    }
    expect(covered).toBe(total);
  });

  it('refuses a file above the limit', () => {
    const pages = Array.from({ length: pagesPerSitemap(3) }, (_, i) => ({ path: `/p/${i}/` }));
    expect(() => buildUrlset(pages, { origin: ORIGIN })).not.toThrow();
    expect(() => buildUrlset([...pages, { path: '/one-more/' }], { origin: ORIGIN })).toThrow(RangeError);
  });

  it('builds the sitemap index', () => {
    const xml = buildSitemapIndex([
      { loc: `${ORIGIN}${sitemapPath({ type: 'static', chunk: 1 })}` },
      { loc: `${ORIGIN}${sitemapPath({ type: 'courses', chunk: 2 })}`, lastModified: '2026-02-01' },
    ]);
    expect(xml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(xml).toContain('<sitemap><loc>https://www.example.com/sitemaps/static-1.xml</loc></sitemap>');
    expect(xml).toContain('<sitemap><loc>https://www.example.com/sitemaps/courses-2.xml</loc><lastmod>2026-02-01</lastmod></sitemap>');
    expect(buildSitemapIndex([])).toContain('<sitemapindex');
  });
});

describe('sitemap plan and robots rules', () => {
  it('parses sitemap file names', () => {
    expect(parseSitemapName('courses-12.xml')).toEqual({ type: 'courses', chunk: 12 });
    expect(parseSitemapName('static-1.xml')).toEqual({ type: 'static', chunk: 1 });
    for (const bad of ['courses-0.xml', 'courses.xml', 'users-1.xml', 'courses-1.txt', '../courses-1.xml', 'courses-01.xml']) {
      expect(parseSitemapName(bad), bad).toBeNull();
    }
  });

  it('the static sitemap holds the public pages of the route table and no private or noindex one', () => {
    const paths = staticSitemapPaths();
    expect(paths).toContain('/');
    expect(paths).toContain('/cursos-online/');
    expect(paths).toContain('/blog/');
    expect(paths).toContain('/agenda-cursos/');
    for (const route of Object.keys(SPEC_ROUTES) as SpecRoute[]) {
      const where = SPEC_ROUTE_SITEMAP[route];
      if (where === 'private' || where === 'noindex') expect(paths, route).not.toContain(SPEC_ROUTES[route]);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('robots disallows every private route of the table, in each language, and the APIs', () => {
    const rules = robotsDisallow(['es', 'pt', 'en'], 'es');
    for (const prefix of ['/inbox/', '/configuracion/', '/carrito-de-compras/', '/org/', '/panel-profesor/', '/mentor/', '/afiliados/', '/logout/', '/api/']) {
      expect(rules).toContain(prefix);
    }
    expect(rules).toContain('/pt/inbox/');
    expect(rules).toContain('/en/configuracion/');
    const blocked = (path: string) => rules.some((rule) => path.startsWith(rule));
    for (const route of Object.keys(SPEC_ROUTES) as SpecRoute[]) {
      const path = fillRoute(route, { orgId: 'acme' });
      if (SPEC_ROUTE_SITEMAP[route] === 'private') {
        expect(blocked(path), path).toBe(true);
        expect(blocked(`/pt${path}`), path).toBe(true);
      }
      if (SPEC_ROUTE_SITEMAP[route] === 'static') expect(blocked(path), path).toBe(false);
    }
    // '/mentor/' must not hide the public mentors landing.
    expect(blocked('/mentores/')).toBe(false);
  });
});
