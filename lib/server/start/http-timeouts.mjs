/**
 * Time limits of the production HTTP server (issue 17 item 10). Node's defaults let a client
 * take 60 s to send its headers and 5 minutes to send a request, so a few slow clients could
 * hold connections for minutes. Every server this process creates gets:
 *
 * - headersTimeout (HTTP_HEADERS_TIMEOUT_MS, default 15 s): the headers must have arrived;
 * - requestTimeout (HTTP_REQUEST_TIMEOUT_MS, default 30 s): the whole request, body included;
 * - a check every second (Node checks every 30 s by default, so a limit could be overrun by 30 s).
 *
 * Past either limit Node answers `408 Request Timeout` (when nothing was answered yet) and
 * closes the connection. Responses are not limited: a slow page still renders.
 *
 * Plain ESM because `next start` loads it before Next itself (`node --import …`, see
 * http-timeouts-preload.mjs and scripts/start.ts), without TypeScript: so it reads its two
 * variables raw, leniently; `npm start` has refused bad values already (lib/server/env.ts, which
 * takes its defaults from here).
 */

export const DEFAULT_HEADERS_TIMEOUT_MS = 15_000;
export const DEFAULT_REQUEST_TIMEOUT_MS = 30_000;
/**
 * How long an idle kept-alive connection stays open after its last answer. Node's 5 s made a
 * client that reused a connection just as the server closed it get ECONNRESET with no answer
 * (seen in CI: a sign-in POST of the e2e run); a load balancer that keeps connections to the
 * server for 60 s (AWS's default) hits the same race and answers 502. 65 s outlasts it.
 */
export const DEFAULT_KEEP_ALIVE_TIMEOUT_MS = 65_000;
const CHECK_INTERVAL_MS = 1_000;

/** A positive whole number of milliseconds from the environment, else the default. */
function milliseconds(raw, fallback) {
  const value = Number(raw?.trim());
  return Number.isInteger(value) && value > 0 ? value : fallback;
}

/**
 * The timeouts from the environment. Node requires headersTimeout ≤ requestTimeout, so a
 * headers limit above the request limit is lowered to it; the check runs at least twice per
 * limit, so a small limit (tests) is enforced promptly too.
 * @param {Record<string, string | undefined>} env
 */
export function httpTimeouts(env = process.env) {
  const requestTimeout = milliseconds(env.HTTP_REQUEST_TIMEOUT_MS, DEFAULT_REQUEST_TIMEOUT_MS);
  const headersTimeout = Math.min(milliseconds(env.HTTP_HEADERS_TIMEOUT_MS, DEFAULT_HEADERS_TIMEOUT_MS), requestTimeout);
  const connectionsCheckingInterval = Math.max(1, Math.min(CHECK_INTERVAL_MS, Math.floor(headersTimeout / 2)));
  const keepAliveTimeout = milliseconds(env.HTTP_KEEP_ALIVE_TIMEOUT_MS, DEFAULT_KEEP_ALIVE_TIMEOUT_MS);
  return { headersTimeout, requestTimeout, connectionsCheckingInterval, keepAliveTimeout };
}

/**
 * Makes `http.createServer` give every server the timeouts (options the caller passes win).
 * Next's `next start` creates its server with `http.createServer(listener)`, and offers no
 * option for these limits, so they are applied at creation, the only time Node reads the
 * check interval.
 * @param {typeof import('node:http')} http
 * @param {ReturnType<typeof httpTimeouts>} timeouts
 */
export function installServerTimeouts(http, timeouts) {
  const original = http.createServer;
  if (original.cursaliaTimeouts) return;
  const createServer = function createServer(optionsOrListener, maybeListener) {
    if (typeof optionsOrListener === 'function' || optionsOrListener === undefined) return original.call(http, { ...timeouts }, optionsOrListener);
    return original.call(http, { ...timeouts, ...optionsOrListener }, maybeListener);
  };
  createServer.cursaliaTimeouts = timeouts;
  http.createServer = createServer;
}
