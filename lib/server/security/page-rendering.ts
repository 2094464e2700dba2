import { locales } from '@/lib/domain/i18n/routing';

/**
 * How each page route is rendered (issue 14 item 1; docs/security.md), for proxy.ts.
 *
 * - 'cached': public pages served from Next's page cache (ISR) and revalidated when their data
 *   changes. The same HTML goes to everyone, so their CSP lists the hashes of their inline
 *   scripts, stored with the cached entry (lib/server/cache/page-cache-handler.mjs); the proxy
 *   must add no nonce and no policy of its own (two policies would both be enforced).
 * - 'per-request': private or query-driven pages (`dynamic = 'force-dynamic'`): the proxy gives
 *   each view a fresh nonce and the policy that carries it.
 *
 * The table mirrors app/[locale]/**\/page.tsx; tests/unit/page-rendering.test.ts fails when a
 * page is added, removed, or its `force-dynamic` export disagrees with this table. A path no
 * route matches falls to the catch-all (a 404 rendered per request).
 */
export type PageRendering = 'cached' | 'per-request';

export const PAGE_ROUTES: ReadonlyArray<readonly [route: string, rendering: PageRendering]> = [
  ['/[...rest]/', 'per-request'],
  ['/academias/', 'cached'],
  ['/afiliados/panel/', 'per-request'],
  ['/agenda-cursos/', 'cached'],
  ['/blog-view/[view]/', 'cached'],
  ['/blog/[slug]/', 'cached'],
  ['/blog/categoria/[category]/', 'per-request'],
  ['/blog/', 'per-request'],
  ['/business/descargables/', 'cached'],
  ['/business/higher-education/', 'cached'],
  ['/business/', 'cached'],
  ['/carrito-de-compras/confirmacion/', 'per-request'],
  ['/carrito-de-compras/', 'per-request'],
  ['/carrito-de-compras/pago/', 'per-request'],
  ['/casos-de-exito/', 'cached'],
  ['/certificaciones/[slug]/', 'cached'],
  ['/certificaciones/', 'cached'],
  ['/configuracion/', 'per-request'],
  ['/cursos-nuevos/', 'cached'],
  ['/catalogue-view/[view]/', 'cached'],
  ['/cursos-online/[category]/[slug]/clase/[n]/', 'per-request'],
  ['/cursos-online/[category]/[slug]/', 'cached'],
  ['/cursos-online/[category]/', 'cached'],
  ['/cursos-online/', 'per-request'],
  ['/cursos-online/search/', 'per-request'],
  ['/entrar/', 'cached'],
  ['/home/', 'cached'],
  ['/inbox/', 'per-request'],
  ['/learn/academies/', 'per-request'],
  ['/learn/bootcamp/', 'per-request'],
  ['/learn/certificates/[code]/', 'per-request'],
  ['/learn/certificates/', 'per-request'],
  ['/learn/content-for-you/', 'per-request'],
  ['/learn/microdegree/', 'per-request'],
  ['/learn/my-courses/enrolled/', 'per-request'],
  ['/learn/my-courses/notes/', 'per-request'],
  ['/learn/my-courses/saved/', 'per-request'],
  ['/learn/my-courses/tracks/', 'per-request'],
  ['/learn/', 'per-request'],
  ['/learn/projects/', 'per-request'],
  ['/learn/studyplan/', 'per-request'],
  ['/legal/[slug]/', 'cached'],
  ['/legal/terminos-y-condiciones/', 'cached'],
  ['/live/', 'cached'],
  ['/logout/', 'cached'],
  ['/mentor/panel/proyectos/', 'per-request'],
  ['/mentores/', 'cached'],
  ['/microgrados/[slug]/', 'cached'],
  ['/microgrados/', 'cached'],
  ['/nosotros/', 'cached'],
  ['/onboarding/', 'cached'],
  ['/org/[orgId]/cursos-online/[category]/[slug]/clase/[n]/', 'per-request'],
  ['/org/[orgId]/learn/academies/', 'per-request'],
  ['/org/[orgId]/learn/bootcamp/', 'per-request'],
  ['/org/[orgId]/learn/certificates/[code]/', 'per-request'],
  ['/org/[orgId]/learn/certificates/', 'per-request'],
  ['/org/[orgId]/learn/content-for-you/', 'per-request'],
  ['/org/[orgId]/learn/microdegree/', 'per-request'],
  ['/org/[orgId]/learn/my-courses/enrolled/', 'per-request'],
  ['/org/[orgId]/learn/my-courses/notes/', 'per-request'],
  ['/org/[orgId]/learn/my-courses/saved/', 'per-request'],
  ['/org/[orgId]/learn/my-courses/tracks/', 'per-request'],
  ['/org/[orgId]/learn/', 'per-request'],
  ['/org/[orgId]/learn/projects/', 'per-request'],
  ['/org/[orgId]/learn/studyplan/', 'per-request'],
  ['/org/[orgId]/panel/leader/', 'per-request'],
  ['/org/[orgId]/panel/', 'per-request'],
  ['/org/invitacion/[token]/', 'per-request'],
  ['/', 'cached'],
  ['/panel-profesor/', 'per-request'],
  ['/panel-profesor/respuestas-por-revisar/', 'per-request'],
  ['/panel/mi-plan-de-estudios/', 'per-request'],
  ['/panel/mis-apuntes/', 'per-request'],
  ['/panel/mis-cursos-guardados/', 'per-request'],
  ['/panel/mis-cursos/academias/', 'per-request'],
  ['/panel/mis-cursos/bootcamp/', 'per-request'],
  ['/panel/mis-cursos/especializaciones/', 'per-request'],
  ['/panel/mis-cursos/microdegree/', 'per-request'],
  ['/panel/mis-cursos/', 'per-request'],
  ['/panel/mis-diplomas/[code]/', 'per-request'],
  ['/panel/mis-diplomas/', 'per-request'],
  ['/panel/mis-proyectos/', 'per-request'],
  ['/planes/', 'cached'],
  ['/preguntas-frecuentes/', 'cached'],
  ['/premium/', 'cached'],
  ['/recursos/herramientas/', 'cached'],
  ['/referidos/', 'cached'],
  ['/registro/', 'cached'],
  ['/renovacion/', 'cached'],
  ['/staff/analytics/', 'per-request'],
  ['/trabaja-con-nosotros/', 'cached'],
];

type Segment = { kind: 'static'; value: string } | { kind: 'dynamic'; name: string } | { kind: 'catch-all' };

function segmentsOf(route: string): Segment[] {
  return route
    .split('/')
    .filter(Boolean)
    .map((part): Segment => (part.startsWith('[...') ? { kind: 'catch-all' } : part.startsWith('[') ? { kind: 'dynamic', name: part.slice(1, -1) } : { kind: 'static', value: part }));
}

const COMPILED = PAGE_ROUTES.map(([route, rendering]) => ({ route, segments: segmentsOf(route), rendering }));
const RANK = { static: 0, dynamic: 1, 'catch-all': 2 } as const;

/** Ranks of the route's segments when it matches `parts` (lower is more specific), or null. */
function matchRanks(segments: Segment[], parts: string[]): number[] | null {
  const ranks: number[] = [];
  for (let i = 0; i < segments.length; i++) {
    const segment = segments[i];
    if (segment.kind === 'catch-all') return parts.length > i ? [...ranks, RANK['catch-all']] : null;
    if (i >= parts.length) return null;
    if (segment.kind === 'static' && segment.value !== parts[i]) return null;
    ranks.push(RANK[segment.kind]);
  }
  return parts.length === segments.length ? ranks : null;
}

function moreSpecific(a: number[], b: number[]): boolean {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i] < b[i];
  return a.length > b.length;
}

/** Path segments without the locale prefix (/pt/…, /en/…); decoded, as the router sees them. */
function routeParts(pathname: string): string[] {
  const parts = pathname.split('/').filter(Boolean).map((part) => {
    try {
      return decodeURIComponent(part);
    } catch {
      return part;
    }
  });
  return parts.length > 0 && (locales as readonly string[]).includes(parts[0]) ? parts.slice(1) : parts;
}

/** The route that serves a path, how it renders and the values of its dynamic segments, or null when none does. */
export type RouteMatch = { route: string; rendering: PageRendering; params: Readonly<Record<string, string>> } | null;

/** The route of PAGE_ROUTES that serves `pathname`: the most specific match, as in Next's router. */
export function matchedRoute(pathname: string): RouteMatch {
  const parts = routeParts(pathname);
  let best: { ranks: number[]; segments: Segment[]; route: string; rendering: PageRendering } | null = null;
  for (const route of COMPILED) {
    const ranks = matchRanks(route.segments, parts);
    if (ranks && (!best || moreSpecific(ranks, best.ranks))) best = { ranks, segments: route.segments, route: route.route, rendering: route.rendering };
  }
  if (!best) return null;
  const params: Record<string, string> = {};
  best.segments.forEach((segment, i) => {
    if (segment.kind === 'dynamic') params[segment.name] = parts[i];
  });
  return { route: best.route, rendering: best.rendering, params };
}

/** How the page at `pathname` renders. */
export function pageRendering(pathname: string): PageRendering {
  return matchedRoute(pathname)?.rendering ?? 'per-request';
}

/** The catch-all of unknown paths (app/[locale]/[...rest]/page.tsx). */
export const UNKNOWN_PATH_ROUTE = '/[...rest]/';

/**
 * Routes only the proxy's rewrites reach (the cached views of the catalogue and of the blog
 * listing, behind /cursos-online/?… and /blog/?page=N: docs/caching.md). Asked for by their own path, they are
 * unknown paths.
 */
export const INTERNAL_ROUTES: ReadonlySet<string> = new Set(['/catalogue-view/[view]/', '/blog-view/[view]/']);

/**
 * Whether no page route but the catch-all serves `pathname` (issue 17 item 12), or only an
 * internal route does: the proxy then answers 404 with the translated not-found page the
 * catch-all renders. (A page that calls notFound() itself gets Next's 404, whose HTML is an
 * empty shell: vercel/next.js#62228.)
 */
export function isUnknownPagePath(pathname: string): boolean {
  return isUnknownRoute(matchedRoute(pathname));
}

/** isUnknownPagePath for a route already matched (the proxy matches each request once). */
export function isUnknownRoute(match: RouteMatch): boolean {
  return match?.route === UNKNOWN_PATH_ROUTE || isInternalRoute(match);
}

export function isInternalRoute(match: RouteMatch): boolean {
  return match !== null && INTERNAL_ROUTES.has(match.route);
}
