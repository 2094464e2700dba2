// The client's network address (issue 17 item 6), shared by the production server process
// (scripts/next-server.mjs, plain Node: it cannot load TypeScript) and the app's route handlers.
// Plain ESM with client-address.d.mts, like content-security-policy.mjs: one rule, one home.
//
// Why not X-Forwarded-For: any client can send one, and `next start` keeps a client-sent header
// as it is (it only fills it in when absent). So the address comes from the TCP socket, read by
// our own server process, which writes it into CLIENT_ADDRESS_HEADER after dropping any copy the
// client sent. TRUSTED_PROXY_HOPS (default 0) says how many reverse proxies of ours stand in
// front: each appends the address it saw to X-Forwarded-For, so the client is that many entries
// from the right of "X-Forwarded-For entries + socket address"; everything further left is
// client-supplied and ignored.

/** Set by scripts/next-server.mjs only; a client-sent copy is removed before the app sees it. */
export const CLIENT_ADDRESS_HEADER = 'x-cursalia-client-address';

/** Marks this process as served by scripts/next-server.mjs (see `trustClientAddressHeader`). */
const TRUSTED = Symbol.for('cursalia.clientAddressHeaderTrusted');

/** The address for requests whose origin cannot be known (a bare `next start`/`next dev`, tools). */
export const UNKNOWN_ADDRESS = 'unknown';

/**
 * TRUSTED_PROXY_HOPS as a number of hops, or an error message for a value that is not a whole
 * number from 0 to 10 (the server refuses to start rather than guess).
 * @param {Record<string, string | undefined>} env
 * @returns {{ ok: true, hops: number } | { ok: false, error: string }}
 */
export function trustedProxyHops(env) {
  const raw = env.TRUSTED_PROXY_HOPS?.trim() || '0';
  if (!/^\d{1,2}$/.test(raw) || Number(raw) > 10) {
    return { ok: false, error: `TRUSTED_PROXY_HOPS must be a whole number from 0 to 10 (the reverse proxies in front of this server), got "${env.TRUSTED_PROXY_HOPS}".` };
  }
  return { ok: true, hops: Number(raw) };
}

/** '::ffff:203.0.113.9' (an IPv4 client on a dual-stack socket) → '203.0.113.9'; bounded length. */
function normalise(address) {
  const trimmed = address.trim().toLowerCase();
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  return (mapped ? mapped[1] : trimmed).slice(0, 64);
}

/**
 * The client's address from the socket's peer and the X-Forwarded-For header as received:
 * the entry `hops` places from the right of [...forwarded entries, socket address], or the
 * leftmost entry when the chain is shorter (a request that did not pass every proxy).
 * @param {{ forwardedFor: string | string[] | undefined, socketAddress: string | undefined, hops: number }} input
 * @returns {string}
 */
export function clientAddressFrom({ forwardedFor, socketAddress, hops }) {
  const forwarded = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const chain = [...forwarded, socketAddress ?? ''];
  const entry = chain[Math.max(0, chain.length - 1 - hops)];
  return entry ? normalise(entry) : UNKNOWN_ADDRESS;
}

/**
 * Called by the production server for every request before Next sees it: replaces whatever the
 * client sent in CLIENT_ADDRESS_HEADER with the address worked out from the socket.
 * @param {import('node:http').IncomingMessage} req
 * @param {number} hops
 */
export function stampClientAddress(req, hops) {
  req.headers[CLIENT_ADDRESS_HEADER] = clientAddressFrom({ forwardedFor: req.headers['x-forwarded-for'], socketAddress: req.socket.remoteAddress, hops });
}

/**
 * Tells the app, in this process, that CLIENT_ADDRESS_HEADER is set by our server (a bare
 * `next start` would pass a client-sent one through). Process-global: route handlers run in the
 * server's own process and realm.
 * @param {boolean} [trusted]
 */
export function trustClientAddressHeader(trusted = true) {
  globalThis[TRUSTED] = trusted;
}

/**
 * The client's address as the app sees it: the header our server stamped, or UNKNOWN_ADDRESS when
 * this process was not started by it (every such client then shares one throttle bucket, which
 * fails safe: no spoofing, at worst the shared limits trip).
 * @param {Headers} headers
 * @returns {string}
 */
export function clientAddress(headers) {
  if (globalThis[TRUSTED] !== true) return UNKNOWN_ADDRESS;
  return headers.get(CLIENT_ADDRESS_HEADER)?.trim() || UNKNOWN_ADDRESS;
}
