// Plain ESM (with content-security-policy.d.mts) because Next loads the page cache handler
// (lib/server/cache/page-cache-handler.mjs) at run time without compiling it, and the handler
// must build the very same policy as proxy.ts and next.config.ts: one rule, one home.
import { createHash } from 'node:crypto';

/** The origin of a configured API URL, or null (invalid or absent). */
function originOf(url) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The Content-Security-Policy of a response (docs/security.md).
 *
 * - Pages rendered per request (private pages): `nonce` — Next stamps it on its scripts —
 *   with 'strict-dynamic', plus `scriptHashes` for the constant theme script.
 * - Cached public pages: `scriptHashes` of every inline script of the cached HTML (computed
 *   once when the page is cached), and 'self' for the bundles: no nonce can live in HTML that
 *   is served to everyone.
 * - Anything else (API, files): neither, so nothing inline may run at all.
 * Scripts never get 'unsafe-inline'; 'unsafe-eval' only in development (fast refresh).
 * Styles: a page's `<style>` elements come from Emotion (MUI islands insert new ones in the
 * browser as dialogs open) and cannot carry a per-request nonce in cached HTML, so pages allow
 * inline styles; they run no code. Non-page responses allow none.
 *
 * @param {{ production: boolean, apiUrl?: string | null, nonce?: string | null, scriptHashes?: readonly string[], frameAncestors?: 'none' | 'self' }} options
 * @returns {string}
 */
export function contentSecurityPolicy({ production, apiUrl, nonce, scriptHashes = [], frameAncestors = 'none' }) {
  const api = originOf(apiUrl);
  const page = Boolean(nonce) || scriptHashes.length > 0;
  const hashes = [...new Set(scriptHashes)].map((hash) => `'${hash}'`);
  const directives = {
    'default-src': ["'self'"],
    // With a nonce, 'strict-dynamic' trusts what the nonce-bearing bootstrap loads ('self'
    // stays for browsers without CSP 3). Cached pages list their inline scripts by hash and
    // load bundles from 'self'.
    'script-src': ["'self'", ...(nonce ? [`'nonce-${nonce}'`] : []), ...hashes, ...(nonce ? ["'strict-dynamic'"] : []), ...(production ? [] : ["'unsafe-eval'"])],
    'style-src': ["'self'", ...(page ? ["'unsafe-inline'"] : [])],
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
    // Nothing may frame this app, except its own pages framing the lecture tools of
    // public/media/lectures/embed/ (IFRAME lectures, issue 15: frameAncestors 'self').
    'frame-ancestors': [frameAncestors === 'self' ? "'self'" : "'none'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

/**
 * The CSP hash source of a script's text ('sha256-…', without quotes).
 * @param {string} text
 * @returns {string}
 */
export function scriptHashSource(text) {
  return `sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}`;
}

// An inline classic script: no src attribute, and a type that runs (none, or a JavaScript
// one). Data blocks (application/ld+json, application/json) never run and need no hash.
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const RUNNABLE_TYPE = /^(?:text\/javascript|application\/javascript|module)$/i;

/**
 * The hash sources of every inline script of an HTML document, in order, without repeats.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const match of html.matchAll(INLINE_SCRIPT)) {
    const attributes = match[1];
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = attributes.match(/\btype\s*=\s*["']?([^"'\s>]+)/i)?.[1];
    if (type && !RUNNABLE_TYPE.test(type)) continue;
    hashes.add(scriptHashSource(match[2]));
  }
  return [...hashes];
}
