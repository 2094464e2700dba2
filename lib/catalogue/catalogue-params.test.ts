import { describe, expect, it } from 'vitest';
import { catalogueHref, pageCount, pageStartIndex, parseCatalogueParams, parsePage } from '@/lib/catalogue/catalogue-params';

describe('catalogue params', () => {
  it('reads all=true, filters, sort and page', () => {
    expect(parseCatalogueParams({ all: 'true', category: 'fotografia', subcategory: 'retrato', sort: 'popular', page: '3' })).toEqual({
      all: true, category: 'fotografia', subcategory: 'retrato', sort: 'popular', page: 3,
    });
  });

  it('ignores bad values', () => {
    expect(parseCatalogueParams({ category: '../x', subcategory: 'a', sort: 'price', page: '-2' })).toEqual({
      all: false, category: null, subcategory: null, sort: 'newest', page: 1,
    });
    expect(parsePage('1e3')).toBe(1);
    expect(parsePage(['4', '5'])).toBe(4);
  });

  it('starts page N right after the spec §9 cursor offset', () => {
    expect(pageStartIndex(1, 24)).toBe(0);
    expect(pageStartIndex(2, 24)).toBe(24);
    expect(pageStartIndex(5, 10)).toBe(40);
  });

  it('counts pages (at least one)', () => {
    expect(pageCount(0, 24)).toBe(1);
    expect(pageCount(150, 24)).toBe(7);
  });

  it('builds listing links without default values', () => {
    expect(catalogueHref({})).toBe('/cursos-online/?all=true');
    expect(catalogueHref({ category: 'ilustracion', sort: 'rating', page: 2 })).toBe('/cursos-online/?all=true&category=ilustracion&sort=rating&page=2');
    expect(catalogueHref({ subcategory: 'x' })).toBe('/cursos-online/?all=true');
  });
});
