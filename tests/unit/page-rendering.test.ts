/**
 * Which pages are cached and which render per request (issue 14 item 1;
 * lib/server/security/page-rendering.ts): the proxy's table must match the pages themselves, or a
 * cached page would get a second, nonce-only policy (and run no script), or a private page none.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { matchedRoute, PAGE_ROUTES, pageRendering } from '@/lib/server/security/page-rendering';

const APP = path.resolve(import.meta.dirname, '../../app/[locale]');

function pageFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return pageFiles(full);
    return entry.name === 'page.tsx' ? [full] : [];
  });
}

function routeOf(file: string): string {
  const relative = path.relative(APP, path.dirname(file)).split(path.sep).filter(Boolean).join('/');
  return relative ? `/${relative}/` : '/';
}

describe('page rendering table', () => {
  it('lists every page of app/[locale] once, per request exactly when the page is force-dynamic', () => {
    const actual = pageFiles(APP)
      .map((file) => [routeOf(file), /export const dynamic = 'force-dynamic'/.test(readFileSync(file, 'utf8')) ? 'per-request' : 'cached'] as const)
      .sort(([a], [b]) => a.localeCompare(b));
    const table = [...PAGE_ROUTES].sort(([a], [b]) => a.localeCompare(b));
    expect(table).toEqual(actual);
  });

  it('public pages are cached, in every language', () => {
    for (const pathname of ['/', '/pt/', '/en/', '/cursos-online/diseno/', '/en/cursos-online/diseno/curso-de-ilustracion/', '/agenda-cursos/', '/blog/un-articulo/', '/certificaciones/', '/certificaciones/un-bundle/', '/live/', '/academias/', '/premium/', '/legal/terminos-y-condiciones/', '/legal/privacidad/']) {
      expect(pageRendering(pathname), pathname).toBe('cached');
    }
  });

  it('private, query-driven and unknown pages render per request', () => {
    for (const pathname of ['/learn/', '/pt/learn/my-courses/enrolled/', '/panel/mis-cursos/', '/carrito-de-compras/', '/carrito-de-compras/pago/', '/inbox/', '/configuracion/', '/org/acme/learn/', '/org/acme/panel/leader/', '/staff/analytics/', '/cursos-online/', '/blog/', '/blog/categoria/diseno/', '/no-existe/', '/pt/no/existe/', '/cursos-online/a/b/c/']) {
      expect(pageRendering(pathname), pathname).toBe('per-request');
    }
  });

  it('a static segment beats a dynamic one, as in the router', () => {
    // /cursos-online/search/ is its own (per-request) page, not a category called "search".
    expect(pageRendering('/cursos-online/search/')).toBe('per-request');
    expect(pageRendering('/cursos-online/searching/')).toBe('cached');
    expect(pageRendering('/legal/terminos-y-condiciones/')).toBe('cached');
  });

  it('names the values of the dynamic segments of the route it matched, without the language prefix', () => {
    expect(matchedRoute('/pt/org/acme-learning/panel/leader/')).toEqual({ route: '/org/[orgId]/panel/leader/', rendering: 'per-request', params: { orgId: 'acme-learning' } });
    expect(matchedRoute('/cursos-online/diseno/mi-curso/clase/3/')?.params).toEqual({ category: 'diseno', slug: 'mi-curso', n: '3' });
    expect(matchedRoute('/panel-profesor/')?.params).toEqual({});
    expect(matchedRoute('/org/caf%C3%A9/learn/')?.params).toEqual({ orgId: 'café' });
  });
});

describe('unknown paths (issue 17 item 12)', () => {
  it('are those only the catch-all serves, in every language', async () => {
    const { isUnknownPagePath } = await import('@/lib/server/security/page-rendering');
    // The catalogue's cached views are reached only through /cursos-online/?… (lib/domain/catalogue/catalogue-view.ts).
    for (const path of ['/no-existe/', '/pt/no-existe/', '/en/a/b/c/', '/cursos-online/a/b/c/d/e/', '/catalogue-view/inicio/', '/pt/catalogue-view/lista_-_-_newest_1/', '/blog-view/pagina-2/']) expect(isUnknownPagePath(path), path).toBe(true);
    for (const path of ['/', '/pt/', '/cursos-online/', '/cursos-online/fotografia/', '/microgrados/x/', '/org/acme/learn/', '/en/planes/']) expect(isUnknownPagePath(path), path).toBe(false);
  });
});
