/**
 * The catalogue's cached views (spec §2 /cursos-online/ with all=true, category, subcategory,
 * sort and ?page=N; issue 14 item 1, issue 16 item 4): which requests a cached page serves, and
 * the path segment that names each view.
 */
import { describe, expect, it } from 'vitest';
import { catalogueViewKey, catalogueViewOf, catalogueViewPath, cachedCatalogueViewKey, parseCatalogueViewKey } from '@/lib/domain/catalogue/catalogue-view';
import { catalogueHref } from '@/lib/domain/catalogue/catalogue-params';

const key = (query: string) => cachedCatalogueViewKey(new URLSearchParams(query));

describe('catalogue views', () => {
  it('the landing without a query, the listing with all=true, a category, a sort or a page', () => {
    expect(catalogueViewOf({})).toEqual({ kind: 'landing' });
    expect(catalogueViewOf({ utm_source: 'x' })).toEqual({ kind: 'landing' });
    expect(catalogueViewOf({ all: 'true' })).toEqual({ kind: 'listing', params: { all: true, category: null, subcategory: null, sort: 'newest', page: 1 } });
    expect(catalogueViewOf({ page: '1' }).kind).toBe('listing');
    expect(catalogueViewOf({ sort: 'nope' }).kind).toBe('listing');
    expect(catalogueViewOf({ category: 'fotografia' }).kind).toBe('listing');
  });

  it('caches exactly the canonical URLs the site links to, in any parameter order', () => {
    expect(key('')).toBe('inicio');
    expect(key('all=true')).toBe('lista_-_-_newest_1');
    expect(key('all=true&category=fotografia&subcategory=retrato&sort=popular&page=3')).toBe('lista_fotografia_retrato_popular_3');
    expect(key('page=2&sort=rating&all=true')).toBe('lista_-_-_rating_2');
    // Next's own parameter of client navigations is not part of the query.
    expect(key('all=true&_rsc=1x2y3')).toBe('lista_-_-_newest_1');
    expect(key('_rsc=abc')).toBe('inicio');
    for (const href of [catalogueHref({}), catalogueHref({ category: 'diseno', page: 2 }), catalogueHref({ category: 'diseno', subcategory: 'ux', sort: 'popular' })]) {
      expect(key(href.split('?')[1] ?? ''), href).not.toBeNull();
    }
  });

  it('serves tracked links (spec §2 source_page / source_detail, §9 utm and gclid) the view of their page: they never change what it shows', () => {
    expect(key('all=true&source_page=home&source_detail=hero')).toBe('lista_-_-_newest_1');
    expect(key('source_page=home&all=true&sort=popular&source_detail=popular-courses')).toBe('lista_-_-_popular_1');
    expect(key('all=true&utm_source=news&utm_campaign=otono&gclid=abc')).toBe('lista_-_-_newest_1');
    expect(key('utm_source=x')).toBe('inicio');
  });

  it('renders anything else per request: defaults spelled out, repeats, bad values, unknown parameters', () => {
    for (const query of ['all=true&page=1', 'all=true&sort=newest', 'page=2', 'sort=popular', 'all=true&all=true', 'all=true&category=Fotografia', 'all=true&page=x', 'all=true&subcategory=retrato', 'all=yes', 'ref=ana', 'all=true&ref=ana']) {
      expect(key(query), query).toBeNull();
    }
  });

  it('a key names one view and reads back to it; anything else is not a view', () => {
    for (const k of ['inicio', 'lista_-_-_newest_1', 'lista_fotografia_-_popular_2', 'lista_fotografia_retrato_rating_40']) {
      const view = parseCatalogueViewKey(k);
      expect(view, k).not.toBeNull();
      expect(catalogueViewKey(view!)).toBe(k);
      // The proxy's matcher takes a path with a dot for a file and would not rewrite it.
      expect(k).not.toMatch(/\./);
    }
    for (const k of ['', 'lista', 'lista_-_-_newest_01', 'lista_-_retrato_newest_1', 'lista_Foto_-_newest_1', 'lista_-_-_cheapest_1', 'lista_-_-_newest_0', 'lista_-_-_newest_1_x', 'landing']) {
      expect(parseCatalogueViewKey(k), k).toBeNull();
    }
  });

  it('only /cursos-online/ itself has views', () => {
    expect(catalogueViewPath('/cursos-online/', new URLSearchParams('all=true'))).toBe('/catalogue-view/lista_-_-_newest_1/');
    expect(catalogueViewPath('/cursos-online/', new URLSearchParams(''))).toBe('/catalogue-view/inicio/');
    expect(catalogueViewPath('/cursos-online/fotografia/', new URLSearchParams(''))).toBeNull();
    expect(catalogueViewPath('/cursos-online/search/', new URLSearchParams('q=excel'))).toBeNull();
    expect(catalogueViewPath('/cursos-online/', new URLSearchParams('all=true&q=excel'))).toBeNull();
  });
});
