import 'server-only';
import type { Plugin } from 'graphql-yoga';
import { allowedOrigins, corsAllowedOrigin } from '@/lib/server/security/allowed-origins';

/** How long a browser may reuse an allowed preflight (s). */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/**
 * yoga's `cors` option on every endpoint (issue 17 item 5). yoga's default reflects any Origin
 * with `Access-Control-Allow-Credentials: true`, so any site could read a signed-in visitor's
 * answers. Only a trusted origin (the site's, NEXT_PUBLIC_SITE_URL, and CORS_ALLOWED_ORIGINS;
 * lib/server/security/allowed-origins.ts) gets CORS headers; for any other the answer has none, and the
 * browser keeps it (and a preflight fails). Same-origin calls never need them.
 */
export function corsOptions(request: Request): { origin: string; credentials: true; maxAge: number } | false {
  const origin = corsAllowedOrigin(request.headers.get('origin'), allowedOrigins());
  return origin ? { origin, credentials: true, maxAge: PREFLIGHT_MAX_AGE_SECONDS } : false;
}

/** The answer depends on the Origin header: say so to every cache between us and the browser. */
export const varyByOrigin: Plugin = {
  onResponse: ({ response }) => {
    const vary = response.headers.get('vary');
    if (!vary?.split(',').some((name) => name.trim().toLowerCase() === 'origin')) response.headers.append('vary', 'Origin');
  },
};
