import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { securityHeaders } from './lib/security/security-headers';

const withNextIntl = createNextIntlPlugin('./lib/i18n/request.ts');

const nextConfig: NextConfig = {
  // Spec routes end with a slash; API paths must not be redirected (a 308 on POST
  // breaks GraphQL clients), so proxy.ts adds the slash for pages only.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and pg has optional native bits: bundling either breaks pages.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'ioredis'],
  // A separate build folder lets several dev servers run side by side (one per DATA_DIR).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  typedRoutes: false,
  devIndicators: false,
  // CSP, framing, referrer, permissions and (in production over HTTPS) HSTS on every response.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    return [{ source: '/:path*', headers: securityHeaders({ production, hsts: production && process.env.COOKIE_SECURE !== 'false', apiUrl: process.env.NEXT_PUBLIC_API_URL }) }];
  },
};

export default withNextIntl(nextConfig);
