import { describe, expect, it } from 'vitest';
import { catalogueHref, parseCatalogueParams } from '@/lib/domain/catalogue/catalogue-params';

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
  });

  it('builds listing links without default values', () => {
    expect(catalogueHref({})).toBe('/cursos-online/?all=true');
    expect(catalogueHref({ category: 'ilustracion', sort: 'rating', page: 2 })).toBe('/cursos-online/?all=true&category=ilustracion&sort=rating&page=2');
    expect(catalogueHref({ subcategory: 'x' })).toBe('/cursos-online/?all=true');
  });
});
