// The production server process (started by scripts/start.ts, once or per cluster worker): Next's
// own request handler behind a plain Node HTTP server, which is what `next start` is too, plus one
// thing `next start` cannot do — tell the app the client's address from the TCP socket (issue 17
// item 6, lib/server/security/client-address.mjs). Plain ESM so cluster workers run it without tsx.
//
// Environment: PORT (3000), HOSTNAME (all interfaces when unset — see scripts/start.ts),
// TRUSTED_PROXY_HOPS (0), FRONT_PAGE_CACHE (on), COUNTRY_HEADER, NEXT_DIST_DIR as in next.config.ts. Read raw (plain ESM, before Next
// and the app's modules load); scripts/start.ts has checked them with lib/server/env.ts.
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { stampClientAddress, trustClientAddressHeader, trustedProxyHops } from '../lib/server/security/client-address.mjs';
import { createFrontPageCache } from '../lib/server/cache/front-page-cache.mjs';

// As `next start` does, before Next is loaded.
process.env.NODE_ENV = 'production';
process.env.NEXT_PRIVATE_START_TIME ??= String(Date.now());

const hops = trustedProxyHops(process.env);
if (!hops.ok) {
  console.error(`[start] ${hops.error}`);
  process.exit(2);
}

const dir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.PORT || 3000);
const hostname = process.env.HOSTNAME || undefined;
const { default: next } = await import('next');

// Without a bound hostname Next names itself localhost, as `next start` without -H does (bound to
// one address, next-intl's rewrite to localhost loops into 307s).
const app = next({ dev: false, dir, hostname: hostname ?? 'localhost', port });
const handle = app.getRequestHandler();
trustClientAddressHeader();
// Runs instrumentation.ts (migrate, seed, shutdown handlers) before the port opens.
await app.prepare();

// Whole responses of cached public pages, answered before Next's handler (docs/caching.md).
const front = createFrontPageCache(process.env);

const server = http.createServer((req, res) => {
  stampClientAddress(req, hops.hops);
  if (front?.handle(req, res)) return;
  handle(req, res).catch((err) => {
    console.error(`[server] failed to handle ${req.method} ${req.url}:`, err);
    if (!res.headersSent) res.statusCode = 500;
    res.end();
  });
});
server.on('error', (err) => {
  console.error('[server] failed to start:', err);
  process.exit(1);
});
server.listen(port, hostname, () => {
  // What `next start` sets once listening (server actions compare their origin with it).
  process.env.__NEXT_PRIVATE_ORIGIN = `http://${hostname ?? 'localhost'}:${port}`;
  console.log(`[server] ready on http://${hostname ?? 'localhost'}:${port} (trusted proxy hops: ${hops.hops})`);
});
