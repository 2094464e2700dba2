import { catalogueQuery, parseCatalogueParams, parseSlug, parseSort, type CatalogueParams, type SearchParams } from './catalogue-params';
import { pageQueryEntries } from '@/lib/domain/paths/page-query';
import { parsePage } from '@/lib/domain/pagination/page-numbers';

/**
 * What /cursos-online/ shows for a query (spec §2): the landing (categories, popular, newest)
 * or the listing (?all=true, a category, a sort or a page) with its parameters.
 */
export type CatalogueView = { kind: 'landing' } | { kind: 'listing'; params: CatalogueParams };

/** The catalogue's own path; its views are cached under CATALOGUE_VIEW_ROUTE (issue 14 item 1). */
export const CATALOGUE_PATH = '/cursos-online/';

/**
 * The internal route that serves the catalogue's views from the page cache, one cached page per
 * view: Next caches a page by its path, never by its query, so the proxy rewrites a canonical
 * catalogue URL to `/catalogue-view/<key>/` (lib/server/security/catalogue-rewrite.ts). Requested
 * directly, the path is unknown (404).
 */
export const CATALOGUE_VIEW_ROUTE = '/catalogue-view/';

export function catalogueViewOf(sp: SearchParams): CatalogueView {
  const params = parseCatalogueParams(sp);
  const listing = params.all || params.category !== null || sp.page !== undefined || sp.sort !== undefined;
  return listing ? { kind: 'listing', params } : { kind: 'landing' };
}

const LANDING_KEY = 'inicio';
const SEPARATOR = '_';
const ABSENT = '-';

/**
 * A view as one path segment: `inicio`, or `lista_<category>_<subcategory>_<sort>_<page>` with
 * `-` for an absent slug. Slugs are [a-z0-9] words joined by single hyphens, so '_' never occurs
 * in them and '-' is never one. No dots: the proxy's matcher takes a path with a dot for a file.
 */
export function catalogueViewKey(view: CatalogueView): string {
  if (view.kind === 'landing') return LANDING_KEY;
  const { category, subcategory, sort, page } = view.params;
  return ['lista', category ?? ABSENT, (category && subcategory) || ABSENT, sort, String(page)].join(SEPARATOR);
}

/** The view a key names, or null for a key catalogueViewKey would not write (the page is then unknown). */
export function parseCatalogueViewKey(key: string): CatalogueView | null {
  if (key === LANDING_KEY) return { kind: 'landing' };
  const parts = key.split(SEPARATOR);
  if (parts.length !== 5 || parts[0] !== 'lista') return null;
  const [, rawCategory, rawSubcategory, rawSort, rawPage] = parts;
  const category = rawCategory === ABSENT ? null : parseSlug(rawCategory);
  const subcategory = rawSubcategory === ABSENT ? null : parseSlug(rawSubcategory);
  const view: CatalogueView = { kind: 'listing', params: { all: true, category, subcategory, sort: parseSort(rawSort), page: parsePage(rawPage) } };
  return catalogueViewKey(view) === key ? view : null;
}

/**
 * The cached view's key for a catalogue query string, or null when the query is not exactly the
 * canonical one the site's own links write (catalogueHref: `all=true`, then category,
 * subcategory, sort and page when not their defaults, in any order). Only those are cached, so
 * tracking parameters, repeated or invalid values — anything a visitor can vary at will — render
 * per request instead of filling the cache with copies of one page. Next's own `_rsc`
 * parameter (client navigations) is not part of the query.
 */
export function cachedCatalogueViewKey(search: URLSearchParams): string | null {
  const entries = pageQueryEntries(search);
  if (entries.length === 0) return LANDING_KEY;
  const names = new Set(entries.map(([name]) => name));
  if (names.size !== entries.length) return null;
  const sp: SearchParams = Object.fromEntries(entries);
  const view = catalogueViewOf(sp);
  if (view.kind !== 'listing') return null;
  const canonical = catalogueQuery(view.params);
  const same = entries.length === Object.keys(canonical).length && entries.every(([name, value]) => canonical[name] === value);
  return same ? catalogueViewKey(view) : null;
}

/**
 * The internal path of the cached view serving a catalogue request (`pathname` without its
 * language prefix, `search` its query), or null when the request is not for a canonical view.
 */
export function catalogueViewPath(pathname: string, search: URLSearchParams): string | null {
  if (pathname !== CATALOGUE_PATH) return null;
  const key = cachedCatalogueViewKey(search);
  return key ? `${CATALOGUE_VIEW_ROUTE}${key}/` : null;
}
