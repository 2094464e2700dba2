import { parsePage } from '@/lib/domain/pagination/page-numbers';

/** The catalogue's orders: the URL's `sort` parameter and the catalogue service's list query (lib/server/services/catalogue.ts). */
export type CourseSort = 'relevance' | 'newest' | 'popular' | 'rating';

/** Courses per catalogue page (4 rows of the widest grid). */
export const CATALOGUE_PAGE_SIZE = 24;

export const CATALOGUE_SORTS = ['newest', 'popular', 'rating'] as const satisfies readonly CourseSort[];
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];

export type SearchParams = Record<string, string | string[] | undefined>;

export type CatalogueParams = {
  all: boolean;
  category: string | null;
  subcategory: string | null;
  sort: CatalogueSort;
  page: number;
};

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function first(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function parseSlug(value: string | string[] | undefined): string | null {
  const v = first(value)?.trim().toLowerCase();
  return v && v.length <= 120 && SLUG.test(v) ? v : null;
}

export function parseSort(value: string | string[] | undefined): CatalogueSort {
  const v = first(value);
  return (CATALOGUE_SORTS as readonly string[]).includes(v ?? '') ? (v as CatalogueSort) : 'newest';
}

/** Catalogue query parameters (spec §2: /cursos-online/?all=true) with bad values ignored. */
export function parseCatalogueParams(sp: SearchParams): CatalogueParams {
  const category = parseSlug(sp.category);
  return {
    all: first(sp.all) === 'true',
    category,
    subcategory: category ? parseSlug(sp.subcategory) : null,
    sort: parseSort(sp.sort),
    page: parsePage(sp.page),
  };
}

/** Query string of the catalogue listing; defaults (page 1, newest) are left out. */
export function catalogueQuery(p: Partial<CatalogueParams>): Record<string, string> {
  const q: Record<string, string> = { all: 'true' };
  if (p.category) q.category = p.category;
  if (p.category && p.subcategory) q.subcategory = p.subcategory;
  if (p.sort && p.sort !== 'newest') q.sort = p.sort;
  if (p.page && p.page > 1) q.page = String(p.page);
  return q;
}

export function withQuery(path: string, query: Record<string, string>): string {
  const qs = new URLSearchParams(query).toString();
  return qs ? `${path}?${qs}` : path;
}

export function catalogueHref(p: Partial<CatalogueParams>): string {
  return withQuery('/cursos-online/', catalogueQuery(p));
}
