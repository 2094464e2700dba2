// The front page cache (issue 14 item 1 and its throughput target; docs/caching.md): a copy of each
// cached public page's whole response, held by the production server in front of Next's handler,
// so that an anonymous view of a page Next would answer from its page cache is written from
// memory without Next's routing, proxy and render pipeline (~4 ms of a core per view otherwise).
//
// It answers only what it can answer exactly as Next would:
// - a request is eligible only if it is a GET or HEAD of a page path with no header Next routes by
//   (RSC, prefetch, server action) and no session; its key holds every other input proxy.ts
//   and next-intl decide by (address, host, language, the locale and country cookies, the
//   geolocation headers, whether a CSRF cookie is present);
// - a response is kept only if Next served it from its page cache (`x-nextjs-cache: HIT`, status
//   200, `s-maxage`); the cookies it set are a function of the key, but for the CSRF token, which
//   each view then gets fresh;
// - a revalidation in this process (the page cache handler's revalidateTag) empties it at once,
//   one in another process too when Redis carries its announcement (redis-page-cache.mjs); a copy
//   lives FRONT_CACHE_TTL_MS at most, so a page Next renders again by time, or a revalidation
//   made elsewhere while Redis is down, shows here within that time.
//
// Plain ESM: scripts/next-server.mjs runs without a compiler.
import { gunzipSync, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';
import { COUNTRY_COOKIE, CSRF_COOKIE, GEO_COUNTRY_HEADERS, LOCALE_COOKIE, SESSION_COOKIE } from '../../domain/http/proxy-inputs.mjs';
import { isWellFormedCsrfToken, newCsrfToken } from '../security/csrf-token.mjs';

/** How long a copy is served: the most a time-based render, or an unannounced revalidation elsewhere, waits to show here. */
export const FRONT_CACHE_TTL_MS = 5_000;
/** Memory for copies (both encodings counted), least recently used out first. */
export const FRONT_CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** A response larger than this is passed on, not kept. */
const MAX_BODY_BYTES = 4 * 1024 * 1024;
/** The header a copy is marked with, for operators and tests. */
export const FRONT_CACHE_HEADER = 'x-front-cache';

/** Where scripts/next-server.mjs puts its cache, for the page cache handler's revalidations. */
const GLOBAL_KEY = Symbol.for('cursalia.frontPageCache');

/** Paths the proxy handles as pages (proxy.ts `config.matcher`), canonical (trailing slash), plain. */
const PAGE_PATH = /^\/((?!api|graphql|_next|_vercel|media)[^.%]*\/)?$/;

/** Request headers by which Next answers something other than the page's HTML. */
const ROUTING_HEADER = /^(rsc|range|next-.*|x-middleware.*|x-nextjs.*|x-invoke.*|x-matched-path|x-now-route-matches)$/;

/** Response headers the server writes per response, never copied. */
const PER_RESPONSE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'set-cookie']);

/**
 * The cookies of a Cookie header, by name, as written; null when one of the proxy's cookies
 * appears twice or is encoded (the proxy decodes values: leave such requests to it).
 * @param {string | undefined} header
 * @returns {Map<string, string> | null}
 */
function proxyCookies(header) {
  const cookies = new Map();
  if (!header) return cookies;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const name = part.slice(0, eq).trim();
    if (name !== SESSION_COOKIE && name !== CSRF_COOKIE && name !== COUNTRY_COOKIE && name !== LOCALE_COOKIE) continue;
    const value = part.slice(eq + 1).trim();
    if (cookies.has(name) || /[%"]/.test(value)) return null;
    cookies.set(name, value);
  }
  return cookies;
}

/**
 * The key of a request's copy, or null when the request must go to Next.
 * @param {{ method?: string, url?: string, headers: Record<string, string | string[] | undefined> }} req
 * @param {{ countryHeader?: string }} [options] COUNTRY_HEADER, the CDN's geolocation header
 * @returns {{ key: string, csrf: boolean } | null} csrf: whether the request carries a CSRF token
 */
export function frontCacheKey(req, options = {}) {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  const url = req.url ?? '';
  const query = url.indexOf('?');
  const pathname = query < 0 ? url : url.slice(0, query);
  if (!PAGE_PATH.test(pathname) || pathname.includes('//')) return null;
  if (query >= 0 && /(^|&)_rsc=/.test(url.slice(query + 1))) return null;
  for (const name of Object.keys(req.headers)) if (ROUTING_HEADER.test(name)) return null;
  const cookies = proxyCookies(typeof req.headers.cookie === 'string' ? req.headers.cookie : undefined);
  if (cookies === null || cookies.has(SESSION_COOKIE)) return null;
  const csrf = isWellFormedCsrfToken(cookies.get(CSRF_COOKIE));
  const header = (name) => {
    const value = req.headers[name];
    return Array.isArray(value) ? value.join(',') : (value ?? '');
  };
  // Without a country cookie, the proxy sets one from the first geolocation header with a country.
  const geo = options.countryHeader ? [options.countryHeader.toLowerCase(), ...GEO_COUNTRY_HEADERS] : GEO_COUNTRY_HEADERS;
  // (An empty cookie is none to the proxy.)
  const country = cookies.get(COUNTRY_COOKIE) ? '+' : `-${geo.map(header).join('|')}`;
  const parts = [url, header('host'), header('x-forwarded-host'), header('x-forwarded-proto'), header('accept-language'), cookies.get(LOCALE_COOKIE) ?? '', country, csrf ? '+' : '-'];
  return { key: JSON.stringify(parts), csrf };
}

/**
 * Whether a client accepts gzip (Accept-Encoding, q > 0).
 * @param {string | string[] | undefined} header
 */
export function acceptsGzip(header) {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const item of value.split(',')) {
    const [name, ...params] = item.trim().toLowerCase().split(';');
    if (name !== 'gzip' && name !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) return true;
  }
  return false;
}

/**
 * What of a finished response may be kept: its headers without the per-response ones, and the
 * cookies it set. Those are a function of the request's key (next-intl's locale cookie, the
 * country from the geolocation header, an affiliate link's ref), except the CSRF token, fresh on
 * each view, and the dates of their Expires (refreshCookie).
 * @param {{ status: number, headers: Record<string, number | string | string[] | undefined>, csrf: boolean }} response
 *   csrf: whether the request carried a CSRF token (without one the proxy sets a fresh one)
 * @returns {{ headers: Record<string, string>, cookies: string[], encoding: 'gzip' | 'identity' } | null}
 */
export function keptResponse({ status, headers, csrf }) {
  if (status !== 200 || headers['x-nextjs-cache'] !== 'HIT') return null;
  const cacheControl = String(headers['cache-control'] ?? '');
  if (!/\bs-maxage=\d+/.test(cacheControl) || /\b(private|no-store|no-cache)\b/.test(cacheControl)) return null;
  const encoding = headers['content-encoding'] === undefined ? 'identity' : headers['content-encoding'] === 'gzip' ? 'gzip' : null;
  if (encoding === null) return null;
  const raw = headers['set-cookie'];
  const cookies = raw === undefined ? [] : Array.isArray(raw) ? raw.map(String) : [String(raw)];
  // The proxy sets a CSRF token exactly when the request had none: anything else is not a
  // response this key always gets.
  if (cookies.filter((cookie) => cookie.startsWith(`${CSRF_COOKIE}=`)).length !== (csrf ? 0 : 1)) return null;
  /** @type {Record<string, string>} */
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (value === undefined || PER_RESPONSE_HEADERS.has(name)) continue;
    kept[name] = Array.isArray(value) ? value.join(', ') : String(value);
  }
  if (!/\baccept-encoding\b/i.test(kept.vary ?? '')) kept.vary = kept.vary ? `${kept.vary}, Accept-Encoding` : 'Accept-Encoding';
  return { headers: kept, cookies, encoding };
}

/**
 * A kept Set-Cookie value as this view must send it: the CSRF cookie with a fresh token, and an
 * Expires that says now + Max-Age again.
 * @param {string} cookie
 * @param {number} [now] milliseconds since the epoch
 */
export function refreshCookie(cookie, now = Date.now()) {
  let value = cookie;
  if (value.startsWith(`${CSRF_COOKIE}=`)) {
    const end = value.indexOf(';');
    value = `${CSRF_COOKIE}=${newCsrfToken()}${end < 0 ? '' : value.slice(end)}`;
  }
  const maxAge = /;\s*max-age=(\d+)/i.exec(value);
  if (maxAge) value = value.replace(/(;\s*expires=)[^;]*/i, (_, head) => `${head}${new Date(now + Number(maxAge[1]) * 1000).toUTCString()}`);
  return value;
}

/**
 * @typedef {{ headers: Record<string, string>, cookies: string[], identity: Buffer, gzip: Buffer }} Copy
 */

export class FrontPageCache {
  /**
   * @param {{ countryHeader?: string, ttlMs?: number, maxBytes?: number, perf?: { now(): number } }} [options]
   */
  constructor(options = {}) {
    this.countryHeader = options.countryHeader;
    /** Bumped by every revalidation: a response begun before one is not kept. */
    this.generation = 0;
    /** @type {LRUCache<string, Copy>} */
    this.copies = new LRUCache({
      maxSize: options.maxBytes ?? FRONT_CACHE_MAX_BYTES,
      sizeCalculation: (copy) => copy.identity.length + copy.gzip.length + 1024,
      ttl: options.ttlMs ?? FRONT_CACHE_TTL_MS,
      ...(options.perf ? { perf: options.perf } : {}),
    });
  }

  /** Forgets every copy (a revalidation: which pages it touched is Next's to know). */
  invalidate() {
    this.generation += 1;
    this.copies.clear();
  }

  /**
   * Answers the request from a copy and returns true; otherwise returns false, and a response
   * Next then writes for it is kept if it may be.
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   */
  handle(req, res) {
    const eligible = frontCacheKey(req, { countryHeader: this.countryHeader });
    if (!eligible) return false;
    // A client's `Cache-Control: no-cache` (a hard reload) asks the origin, as RFC 9111 has a
    // shared cache do; the answer renews the copy.
    const copy = /\bno-cache\b/i.test(String(req.headers['cache-control'] ?? '')) ? undefined : this.copies.get(eligible.key);
    if (copy) {
      this.write(req, res, copy);
      return true;
    }
    if (req.method === 'GET') this.keep(res, eligible);
    return false;
  }

  /**
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {Copy} copy
   */
  write(req, res, copy) {
    const gzip = acceptsGzip(req.headers['accept-encoding']);
    const body = gzip ? copy.gzip : copy.identity;
    /** @type {Record<string, string | number | string[]>} */
    const headers = { ...copy.headers, 'content-length': body.length, [FRONT_CACHE_HEADER]: 'HIT' };
    if (gzip) headers['content-encoding'] = 'gzip';
    if (copy.cookies.length > 0) headers['set-cookie'] = copy.cookies.map((cookie) => refreshCookie(cookie));
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  /**
   * Watches what Next writes to `res` and keeps it if keptResponse allows.
   * @param {import('node:http').ServerResponse} res
   * @param {{ key: string, csrf: boolean }} eligible
   */
  keep(res, eligible) {
    const generation = this.generation;
    /** What of the response may be kept, decided with its first chunk; null: nothing. */
    let kept;
    /** @type {Buffer[]} */
    const chunks = [];
    let size = 0;
    const collect = (chunk, encoding) => {
      if (kept === null || chunk === undefined || chunk === null || typeof chunk === 'function') return;
      // The headers are final when the first chunk comes: a response that cannot be kept
      // (rendered for this view, an error) is not collected at all.
      kept ??= keptResponse({ status: res.statusCode, headers: res.getHeaders(), csrf: eligible.csrf });
      if (kept === null) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      size += buffer.length;
      if (size > MAX_BODY_BYTES) kept = null;
      else chunks.push(buffer);
    };
    const write = res.write;
    const end = res.end;
    res.write = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return write.call(this, chunk, encoding, callback);
    };
    res.end = function (chunk, encoding, callback) {
      collect(chunk, encoding);
      return end.call(this, chunk, encoding, callback);
    };
    res.once('finish', () => {
      if (!kept || generation !== this.generation) return;
      const body = Buffer.concat(chunks);
      try {
        const identity = kept.encoding === 'gzip' ? gunzipSync(body) : body;
        const gzip = kept.encoding === 'gzip' ? body : gzipSync(body);
        this.copies.set(eligible.key, { headers: kept.headers, cookies: kept.cookies, identity, gzip });
      } catch {
        // A body that does not decompress is not kept; the client got Next's response as it was.
      }
    });
  }
}

/**
 * The production server's front page cache, or null when FRONT_PAGE_CACHE=off. Registered where
 * the page cache handler finds it (invalidateFrontPageCache).
 * @param {Record<string, string | undefined>} env
 */
export function createFrontPageCache(env) {
  if (env.FRONT_PAGE_CACHE === 'off') return null;
  const cache = new FrontPageCache({ countryHeader: env.COUNTRY_HEADER || undefined });
  globalThis[GLOBAL_KEY] = cache;
  return cache;
}

/** Empties this process's front page cache, if it has one (the page cache handler's revalidations). */
export function invalidateFrontPageCache() {
  // Duck-typed: Next may load this module apart from the server's copy of it.
  const cache = globalThis[GLOBAL_KEY];
  if (cache && typeof cache.invalidate === 'function') cache.invalidate();
}
