/**
 * Response headers for every page and API route (issue 9 item 4; docs/security.md).
 *
 * The Content-Security-Policy has no per-request nonce on purpose: public pages are cached
 * (ISR) and identical for every visitor, so a nonce would either be stale in the cached HTML or
 * force every page to render per request. Inline scripts (Next's RSC payload, the theme
 * script) are therefore allowed, while every *origin* other than our own is refused for
 * scripts, styles, images, media, fonts, frames and connections — nothing loads from, posts
 * to or frames us from elsewhere.
 */
export type SecurityHeaderOptions = {
  production: boolean;
  hsts: boolean;
  /** NEXT_PUBLIC_API_URL when the GraphQL API lives on another origin (lib/apollo/endpoint-link.ts). */
  apiUrl?: string | null;
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

export function contentSecurityPolicy({ production, apiUrl }: Pick<SecurityHeaderOptions, 'production' | 'apiUrl'>): string {
  const api = originOf(apiUrl);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    // React's development runtime evaluates code (fast refresh); production never does.
    'script-src': ["'self'", "'unsafe-inline'", ...(production ? [] : ["'unsafe-eval'"])],
    // Emotion inserts <style> tags at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
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
