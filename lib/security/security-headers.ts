/**
 * Response headers for every page and API route (issue 9 item 4; docs/security.md).
 *
 * Pages get a Content-Security-Policy with a fresh nonce per request (proxy.ts): only scripts
 * carrying it run — Next's own bootstrap and RSC payload, the theme script — and what they load
 * is trusted through 'strict-dynamic'. Emotion (MUI) stamps the same nonce on its <style> tags.
 * Every *origin* other than our own is refused for scripts, styles, images, media, fonts,
 * frames and connections. Responses that are not pages (API, media, files) get the same policy
 * without a nonce: nothing inline may run there at all.
 */
export type SecurityHeaderOptions = {
  production: boolean;
  hsts: boolean;
  /** NEXT_PUBLIC_API_URL when the GraphQL API lives on another origin (lib/apollo/endpoint-link.ts). */
  apiUrl?: string | null;
  /** The request's nonce (pages); without one no inline script or style element may run. */
  nonce?: string | null;
};

/** The origin of a configured API URL, or null (invalid or absent). */
function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

export function contentSecurityPolicy({ production, apiUrl, nonce }: Pick<SecurityHeaderOptions, 'production' | 'apiUrl' | 'nonce'>): string {
  const api = originOf(apiUrl);
  const allowNonce = nonce ? [`'nonce-${nonce}'`] : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // 'strict-dynamic': chunks loaded by a nonce-bearing script are trusted; 'self' remains for
    // browsers without CSP 3 (which ignore strict-dynamic). React's development runtime
    // evaluates code (fast refresh); production never does.
    'script-src': ["'self'", ...allowNonce, ...(nonce ? ["'strict-dynamic'"] : []), ...(production ? [] : ["'unsafe-eval'"])],
    // <style> elements (Emotion's) need the nonce; style *attributes* (React style props, MUI's
    // inline sizes) cannot carry one and cannot run code, so they stay allowed.
    'style-src': ["'self'", ...allowNonce],
    'style-src-attr': ["'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:'],
    'media-src': ["'self'", 'blob:'],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...(api ? [api] : []), ...(production ? [] : ['ws:'])],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'frame-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

export function securityHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing here uses these device features; fullscreen stays for the trailer player.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), fullscreen=(self)' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Browsers only honour HSTS over HTTPS; plain-HTTP deployments (COOKIE_SECURE=false) leave it out.
    ...(options.hsts ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}
