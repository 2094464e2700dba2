/**
 * Which sitemaps exist and what goes where: the sitemap index at /sitemap.xml lists one file
 * per type and chunk, /sitemaps/{type}-{n}.xml. Pure (the route table is data).
 */
import { SPEC_ROUTES, type SpecRoute } from '@/lib/domain/paths/spec-routes';

export const SITEMAP_TYPES = ['static', 'categories', 'courses', 'bundles', 'microdegrees', 'academies', 'blog', 'legal'] as const;
export type SitemapType = (typeof SITEMAP_TYPES)[number];

export type SitemapName = { type: SitemapType; chunk: number };

/** Where each route of the spec table (§2) goes: a sitemap, or nowhere and why. */
export const SPEC_ROUTE_SITEMAP: Readonly<Record<SpecRoute, 'static' | 'academies' | 'legal' | 'private' | 'noindex'>> = {
  login: 'noindex',
  register: 'noindex',
  onboarding: 'noindex',
  homeAnonymous: 'static',
  homeLoggedIn: 'noindex',
  logout: 'private',
  cart: 'private',
  settings: 'private',
  premium: 'static',
  academies: 'academies',
  referrals: 'static',
  higherEducation: 'static',
  business: 'static',
  businessPlans: 'static',
  businessDownloads: 'static',
  search: 'noindex',
  catalogue: 'static',
  newCourses: 'static',
  blog: 'static',
  live: 'static',
  tools: 'static',
  agenda: 'static',
  mentors: 'static',
  inbox: 'private',
  legalTerms: 'legal',
  renewal: 'static',
  orgLearn: 'private',
  orgPanel: 'private',
  mentorDashboard: 'private',
  teacherDashboard: 'private',
  affiliateDashboard: 'private',
};

/** Public landings outside the spec table (footer and menu pages). */
export const EXTRA_STATIC_PATHS = ['/certificaciones/', '/microgrados/', '/nosotros/', '/casos-de-exito/', '/preguntas-frecuentes/', '/trabaja-con-nosotros/'] as const;

/** Every public, indexable page with a fixed path, in table order. */
export function staticSitemapPaths(): string[] {
  const fromTable = (Object.keys(SPEC_ROUTES) as SpecRoute[]).filter((r) => SPEC_ROUTE_SITEMAP[r] === 'static').map((r) => SPEC_ROUTES[r]);
  return [...new Set([...fromTable, ...EXTRA_STATIC_PATHS])];
}

/** '/sitemaps/courses-3.xml' for { type: 'courses', chunk: 3 }. */
export function sitemapPath(name: SitemapName): string {
  return `/sitemaps/${name.type}-${name.chunk}.xml`;
}

/** 'courses-3.xml' → { type: 'courses', chunk: 3 }; anything else → null. */
export function parseSitemapName(file: string): SitemapName | null {
  const m = /^([a-z]+)-([1-9]\d{0,5})\.xml$/.exec(file);
  if (!m || !(SITEMAP_TYPES as readonly string[]).includes(m[1])) return null;
  return { type: m[1] as SitemapType, chunk: Number(m[2]) };
}

/** Path prefixes crawlers must not visit: private areas, in every language, and the APIs. */
export const ROBOTS_PRIVATE_PREFIXES = [
  '/inbox/',
  '/configuracion/',
  '/carrito-de-compras/',
  '/org/',
  '/panel-profesor/',
  '/mentor/',
  '/afiliados/',
  '/logout/',
] as const;

export const ROBOTS_API_PREFIXES = ['/api/', '/graphql'] as const;

export function robotsDisallow(locales: readonly string[], defaultLocale: string): string[] {
  const prefixed = locales.filter((l) => l !== defaultLocale);
  return [
    ...ROBOTS_PRIVATE_PREFIXES,
    ...prefixed.flatMap((l) => ROBOTS_PRIVATE_PREFIXES.map((p) => `/${l}${p}`)),
    ...ROBOTS_API_PREFIXES,
  ];
}
