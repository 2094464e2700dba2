import createMiddleware from 'next-intl/middleware';
import { NextRequest, NextResponse } from 'next/server';
import { routing } from './lib/i18n/routing';
import { AFFILIATE_COOKIE, AFFILIATE_COOKIE_MAX_AGE_SECONDS, affiliateRefFromParam } from './lib/commerce/affiliate-cookie';
import { CSRF_COOKIE, CSRF_MAX_AGE_SECONDS, isWellFormedCsrfToken, newCsrfToken } from './lib/security/csrf';
import { newCspNonce, NONCE_HEADER } from './lib/security/csp-nonce';
import { contentSecurityPolicy } from './lib/security/security-headers';

const intl = createMiddleware(routing);

/** Last path segment looks like a file (robots.txt, sitemap.xml, logo.svg). */
const FILE_LIKE = /\.[a-z0-9]+$/i;

export default function proxy(req: NextRequest) {
  // Build from new URL(req.url), not NextURL: NextURL re-applies trailingSlash and loops.
  const url = new URL(req.url);
  if (!url.pathname.endsWith('/') && !FILE_LIKE.test(url.pathname)) {
    url.pathname += '/';
    return NextResponse.redirect(url, 308);
  }
  // A fresh CSP nonce per page view, given to the render (request headers: Next stamps it on
  // its scripts, the layout on the theme script and Emotion's styles) and to the browser.
  const nonce = newCspNonce();
  const csp = contentSecurityPolicy({ production: process.env.NODE_ENV === 'production', apiUrl: process.env.NEXT_PUBLIC_API_URL, nonce });
  const forwarded = new Headers(req.headers);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('content-security-policy', csp);
  // next-intl passes the request's headers on to the page it rewrites or continues to.
  const response = intl(new NextRequest(req, { headers: forwarded }));
  response.headers.set('Content-Security-Policy', csp);
  // Every page view leaves a CSRF token the client echoes in X-CSRFToken on mutations.
  if (!isWellFormedCsrfToken(req.cookies.get(CSRF_COOKIE)?.value)) {
    response.cookies.set(CSRF_COOKIE, newCsrfToken(), {
      path: '/',
      sameSite: 'lax',
      maxAge: CSRF_MAX_AGE_SECONDS,
      secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false',
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
      secure: process.env.NODE_ENV === 'production' && process.env.COOKIE_SECURE !== 'false',
    });
  }
  return response;
}

export const config = {
  // Pages only: API handlers, Next internals, generated media and static files are left alone.
  matcher: ['/((?!api|graphql|_next|_vercel|media|.*\\..*).*)'],
};
