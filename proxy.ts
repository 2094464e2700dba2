import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/domain/i18n/routing';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_SECONDS, affiliateRefFromParam } from './lib/domain/commerce/affiliate-cookie';
import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, isWellFormedCsrfToken, newCsrfToken } from './lib/server/security/csrf';
import { newCspNonce } from './lib/server/security/csp-nonce';
import { contentSecurityPolicy, scriptHashSource } from './lib/server/security/content-security-policy.mjs';
import { isInternalRoute, isUnknownRoute, matchedRoute, pageRendering } from './lib/server/security/page-rendering';
import { catalogueViewPath } from './lib/domain/catalogue/catalogue-view';
import { blogViewPath } from './lib/domain/blog/blog-view';
import { withoutLocalePrefix } from './lib/domain/paths/localized-path';
import { statusForRoute } from './lib/server/security/page-access';
import { signedInPageStatus } from './lib/server/security/page-viewer-status';
import { COLOR_MODE_SCRIPT } from './lib/domain/theme/color-mode-script';
import { COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, geoCountry } from './lib/domain/country/visitor-country';
import { SESSION_COOKIE, urlTokenExchangeTarget } from './lib/server/auth/session-rules';
import { verifySessionToken } from './lib/server/auth/session-token';
import { isDecodablePath, isPagePath, malformedPathResponse } from './lib/domain/paths/malformed-path';
import { signedInHomeInstead } from './lib/domain/paths/home-target';
import { publicEnv } from './lib/domain/config/public-env';
import { serverEnv } from './lib/server/env';

const intl = createMiddleware(routing);

/** The inline theme script is the same on every page: pages rendered per request allow it by hash. */
const COLOR_MODE_SCRIPT_HASH = scriptHashSource(COLOR_MODE_SCRIPT);

/** Last path segment looks like a file (robots.txt, sitemap.xml, logo.svg). */
const FILE_LIKE = /\.[a-z0-9]+$/i;

export default async function proxy(req: NextRequest) {
  // Build from new URL(req.url), not NextURL: NextURL re-applies trailingSlash and loops.
  const url = new URL(req.url);
  // A path that does not decode (/%ff/) is refused here, before Next's route matching and
  // next-intl's routing throw on it (a bare 500 otherwise; lib/domain/paths/malformed-path.ts).
  if (!isDecodablePath(url.pathname)) return malformedPathResponse();
  // API, media and files reach the proxy only through the second matcher (a path with '%'):
  // well-formed ones go on untouched.
  if (!isPagePath(url.pathname)) return NextResponse.next();
  // A session token in the address (spec §7 current_token) never reaches a page: the exchange
  // route turns it into a cookie once, for a signed-out browser only, and comes back without it
  // (issue 17 item 2; lib/server/auth/url-token-exchange.ts).
  const exchange = urlTokenExchangeTarget(url);
  if (exchange) return NextResponse.redirect(exchange, 303);
  if (!url.pathname.endsWith('/') && !FILE_LIKE.test(url.pathname)) {
    url.pathname += '/';
    return NextResponse.redirect(url, 308);
  }
  // A session counts here when its token is well signed and unexpired (issue 18 item 7): a stale
  // or tampered cookie is a visitor's. Whether a good token was revoked since (logout
  // everywhere) needs the database: asked below, for sign-in-only pages only.
  const sessionToken = req.cookies.get(SESSION_COOKIE)?.value;
  const claims = sessionToken ? await verifySessionToken(sessionToken) : null;
  const signedIn = claims !== null;
  // The visitor landing is not a page for a signed-in user (spec §2 home target).
  const home = signedIn ? signedInHomeInstead(url.pathname) : null;
  if (home) return NextResponse.redirect(new URL(`${home}${url.search}`, url), 307);
  const forwarded = new Headers(req.headers);
  // Only we say what the render's nonce is.
  forwarded.delete('content-security-policy');
  // The catalogue and the blog listing with a canonical query are served by their cached views
  // (issue 14 item 1; docs/caching.md): the page rendered is that route's, so its rendering
  // decides the policy below.
  const locale = localeOfPath(url.pathname);
  const appPath = withoutLocalePrefix(url.pathname);
  const viewPath = req.method === 'GET' || req.method === 'HEAD' ? (catalogueViewPath(appPath, url.searchParams) ?? blogViewPath(appPath, url.searchParams)) : null;
  // The route table is matched once for the requested path; its rendering, 404 and 401 follow.
  const match = matchedRoute(url.pathname);
  // An internal route asked for by its own path is unknown: the catch-all renders it.
  const renderedPath = viewPath ?? (isInternalRoute(match) ? INTERNAL_PATH_NOT_FOUND : url.pathname);
  const rendering = renderedPath === url.pathname ? (match?.rendering ?? 'per-request') : pageRendering(renderedPath);
  let csp: string | null = null;
  if (rendering === 'per-request') {
    // A fresh CSP nonce per view of a page rendered per request, given to the render (Next
    // stamps it on its scripts, read from the request's policy) and to the browser. Cached
    // pages get their policy from the page cache instead (hashes of their inline scripts,
    // lib/server/cache/page-cache-handler.mjs): a second policy here would be enforced too.
    const nonce = newCspNonce();
    csp = contentSecurityPolicy({ production: serverEnv().production, apiUrl: publicEnv().apiUrl, nonce, scriptHashes: [COLOR_MODE_SCRIPT_HASH] });
    forwarded.set('content-security-policy', csp);
  }
  // next-intl passes the request's headers on to the page it rewrites or continues to.
  let routed = intl(new NextRequest(req, { headers: forwarded }));
  if (renderedPath !== url.pathname && !routed.headers.has('location')) routed = rewriteTo(routed, new URL(`/${locale}${renderedPath}`, url));
  // An unknown path: the catch-all renders the translated not-found page, answered as a 404; a
  // sign-in-only page without a valid session: the sign-in prompt, answered as a 401 (Next passes a
  // proxy response's status on to the page it rewrites or continues to).
  // A signed-in visitor of such a page whose session has ended since gets 401 too, and one whose
  // roles the page refuses gets 403 with the "no access" notice (lib/server/security/page-viewer-status.ts).
  const status = isUnknownRoute(match) ? 404 : (statusForRoute(match, signedIn) ?? (claims ? await signedInPageStatus(match, claims) : null));
  const response = status ? new NextResponse(null, { status, headers: routed.headers }) : routed;
  if (csp) response.headers.set('Content-Security-Policy', csp);
  // Every page view leaves a CSRF token the client echoes in X-CSRFToken on mutations.
  if (!isWellFormedCsrfToken(req.cookies.get(CSRF_COOKIE)?.value)) {
    response.cookies.set(CSRF_COOKIE, newCsrfToken(), {
      path: '/',
      sameSite: 'lax',
      maxAge: CSRF_MAX_AGE_SECONDS,
      secure: serverEnv().cookieSecure,
    });
  }
  // A first visit through a CDN that geolocates: its country becomes the visitor's until they
  // pick one in the footer (read before paint by the head script; lib/domain/country/visitor-country.ts).
  const country = req.cookies.get(COUNTRY_COOKIE)?.value ? null : geoCountry(req.headers, serverEnv().countryHeader);
  if (country) {
    response.cookies.set(COUNTRY_COOKIE, country, {
      path: '/',
      sameSite: 'lax',
      maxAge: COUNTRY_COOKIE_MAX_AGE_S,
      secure: serverEnv().cookieSecure,
    });
  }
  // An affiliate link ('/?ref=<username>') is remembered for 30 days; the latest link wins.
  const ref = affiliateRefFromParam(url.searchParams.get('ref'));
  if (ref) {
    response.cookies.set(AFFILIATE_COOKIE, ref, {
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      maxAge: AFFILIATE_COOKIE_MAX_AGE_SECONDS,
      secure: serverEnv().cookieSecure,
    });
  }
  return response;
}

/** A path only the catch-all serves (a 404), for internal routes asked for directly. */
const INTERNAL_PATH_NOT_FOUND = '/pagina-interna/';

/** The language of a browser path: its /pt/ or /en/ prefix, Spanish without one. */
function localeOfPath(pathname: string): string {
  const first = pathname.split('/')[1] ?? '';
  return (routing.locales as readonly string[]).includes(first) ? first : routing.defaultLocale;
}

/**
 * Makes next-intl's answer (a rewrite to the localized route, or a plain continue) a rewrite to
 * `target`, keeping its headers and request-header overrides. This is what NextResponse.rewrite
 * sets; a continue's marker must go, or Next would render the original path.
 */
function rewriteTo(routed: NextResponse, target: URL): NextResponse {
  routed.headers.delete('x-middleware-next');
  routed.headers.set('x-middleware-rewrite', target.toString());
  return routed;
}

export const config = {
  // Pages only: API handlers, Next internals, generated media and static files are left alone
  // (lib/domain/paths/malformed-path.ts isPagePath says the same) — except that any path with a '%'
  // comes here too, so one that does not decode gets a 400 whatever route it aims at.
  matcher: ['/((?!api|graphql|_next|_vercel|media|.*\\..*).*)', '/(.*%.*)'],
};
