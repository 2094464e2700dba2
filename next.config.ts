import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { createRequire } from 'node:module';
import path from 'node:path';
import { addCompileHints } from './lib/server/build/compile-hints';
import { EMBEDDABLE_HANDOUT_PATTERN, EMBEDDABLE_PATH_PATTERN, embeddableHeaders, securityHeaders, staticContentSecurityPolicy } from './lib/server/security/security-headers';

const require = createRequire(import.meta.url);

const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/server/i18n/request.ts',
  // Messages are compiled once at build time (icu-minify), so the browser gets no ICU parser
  // (intl-messageformat, ~12 KB gzip of every page's first load: issue 14). Code that reads
  // message values itself must go through a translator (app/global-error.tsx does).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

const nextConfig: NextConfig = {
  // Spec routes end with a slash; API paths must not be redirected (a 308 on POST
  // breaks GraphQL clients), so proxy.ts adds the slash for pages only.
  trailingSlash: true,
  skipTrailingSlashRedirect: true,
  // PGlite ships WASM and pg has optional native bits: bundling either breaks pages.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', '@node-rs/argon2', 'sharp', 'ioredis'],
  // Variables are read raw in this file: Next evaluates it before any app module, in `next build`
  // too, where lib/server/env.ts must not insist on the server's settings. NEXT_DIST_DIR and
  // SKIP_BUILD_TYPECHECK are build-tool knobs (README); COOKIE_SECURE and NEXT_PUBLIC_API_URL
  // are checked by lib/server/env.ts when the server starts.
  // A separate build folder lets several dev servers run side by side (one per DATA_DIR).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  experimental: {
    // Fewer, larger chunks for a first visit (issue 14). Lighthouse's simulated 4G queues every
    // request on six connections at 150 ms a round trip, so a page's LCP counted each of its ~14
    // small files. Weighting the first page load fully (`firstPageLoadPriority: 1`, "your bounce
    // rate") and charging 2 MB of source per extra request merged home's scripts from 14 files
    // into 9 and its stylesheets from 6 into 4, and made every route's first load smaller too
    // (`npm run budget`: −0.5 to −7 KB gzip on all 93 routes). CSS uses the graph chunker
    // (Turbopack only), which ships a few unused rules to save requests.
    turbopackChunking: { firstPageLoadPriority: 1, requestCost: 2_000_000, minChunkSize: 200_000 },
    cssChunking: { type: 'graph', requestCost: 2_000_000 },
  },
  // Next's ETag is a JavaScript hash of the whole body on every response: 2–3 ms of a core per
  // cached 300 KB page, the largest single cost of serving one (CPU profile, issue 14). Cached
  // pages are revalidated by their Cache-Control, not by If-None-Match, so the hash buys nothing.
  generateEtags: false,
  compiler: {
    // V8 compiles the first load's functions while the scripts download, instead of on the main
    // thread during hydration (lib/server/build/compile-hints.ts, issue 14). After the client
    // chunks are written, before the pages are prerendered.
    runAfterProductionCompile: async ({ projectDir, distDir }) => {
      const changed = addCompileHints(path.resolve(projectDir, distDir));
      console.log(`[build] V8 compile hint on ${changed} first-load script(s)`);
    },
  },
  // Paid lecture media live in media/lectures/ (not public/: issue 15) and are read at run time
  // by the lecture media route only (lib/server/http/lecture-media-handler.ts, relative to the
  // working directory `next start` runs in). A traced build (output: 'standalone') must carry
  // them along with that route.
  outputFileTracingIncludes: { '/api/classroom/lectures/\\[lectureId\\]/media/\\[\\.\\.\\.name\\]': ['./media/lectures/**/*'] },
  typescript: { ignoreBuildErrors: process.env.SKIP_BUILD_TYPECHECK === '1' },
  typedRoutes: false,
  devIndicators: false,
  // Public pages are cached (ISR) by Next's own cache, which also stores each page's CSP
  // (hashes of its inline scripts); in memory, shared by nothing (issue 14, docs/security.md).
  cacheHandler: require.resolve('./lib/server/cache/page-cache-handler.mjs'),
  // Framing, referrer, permissions and (in production over HTTPS) HSTS on every response. The
  // CSP of pages comes from proxy.ts (rendered per request) or the page cache (cached pages);
  // everything proxy.ts does not see (API, Next's files, media, files of public/) gets the
  // policy that lets nothing inline run. Pages must not get it too: both would be enforced.
  async headers() {
    const production = process.env.NODE_ENV === 'production';
    const options = { production, hsts: production && process.env.COOKIE_SECURE !== 'false', apiUrl: process.env.NEXT_PUBLIC_API_URL };
    const policy = [{ key: 'Content-Security-Policy', value: staticContentSecurityPolicy(options) }];
    return [
      { source: '/:path*', headers: securityHeaders(options) },
      { source: '/:prefix(api|graphql|_next|_vercel|media|sitemaps)/:rest*', headers: policy },
      { source: '/:file(.*\\.[A-Za-z0-9]+)', headers: policy },
      // The sprite's address changes with its content (components/ui/icon-sprite-url.ts), so it is cached for good.
      { source: '/icons.svg', headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }] },
      // Last, so it overrides the two framing headers above for these files only (issue 15).
      { source: EMBEDDABLE_PATH_PATTERN, headers: embeddableHeaders(options) },
      { source: EMBEDDABLE_HANDOUT_PATTERN, headers: embeddableHeaders(options) },
    ];
  },
};

export default withNextIntl(nextConfig);
