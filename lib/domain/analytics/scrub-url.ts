/**
 * Page addresses without secrets (issue 17 item 3): analytics stores page URLs, referrers and
 * paths, and a URL may carry a session token (`?current_token=`, spec §7), a reset or invitation
 * token (`/org/invitacion/<token>/`), a password or an e-mail address. These rules remove them.
 *
 * Pure and dependency-free: the browser applies them before an event is queued
 * (event-builder.ts, attribution.ts, web-vitals.ts, track-activity.ts) and the server again
 * when it stores one (lib/server/services/analytics.ts), since a client cannot be trusted.
 */

/** What replaces a secret path segment or an e-mail address. */
export const REDACTED = 'redacted';

/**
 * Query (and fragment) parameters whose value is a secret, by name: any name containing "token"
 * (current_token, access_token, tokenId…), a password, a secret, a signature or API key, or an
 * e-mail. Such parameters are dropped whole.
 */
const SECRET_NAME = /token|passw|secret|signature|api[-_]?key|e-?mail|^pwd$|^pass$/i;

/** Path segments after which the next segment is a secret (the organisation invitation page). */
const SECRET_PATH_PARENT = /^(invitacion|invitation|convite|token|tokens|reset|reset-password|password-reset|verify|verificar)$/i;

/** A JSON Web Token in a path segment (three base64url parts). */
const JWT = /^[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}$/;

/** An e-mail address inside a text (decoded). Deliberately broad: a false positive only hides a word. */
const EMAIL = /[A-Za-z0-9.!$%'*+^_`{|}~-]+@[A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+/g;

/** Whether a parameter or property name names a secret. */
export function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** `text` with every e-mail address replaced by REDACTED. */
export function redactEmails(text: string): string {
  return text.includes('@') ? text.replace(EMAIL, REDACTED) : text;
}

function decode(part: string, plusIsSpace: boolean): string {
  const text = plusIsSpace ? part.replace(/\+/g, ' ') : part;
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** `a=1&token=x&b=me@x.com` → `a=1&b=redacted`; untouched pairs keep their exact spelling. */
function scrubParams(params: string): string {
  return params
    .split('&')
    .flatMap((pair) => {
      const eq = pair.indexOf('=');
      const name = decode(eq < 0 ? pair : pair.slice(0, eq), true);
      if (isSecretName(name) || redactEmails(name) !== name) return [];
      if (eq < 0) return [pair];
      const value = decode(pair.slice(eq + 1), true);
      // A value may itself be an address (`?next=/x/?token=…`): it is scrubbed as one.
      const clean = scrubUrl(value);
      return [clean === value ? pair : `${pair.slice(0, eq)}=${encodeURIComponent(clean)}`];
    })
    .join('&');
}

function scrubPath(pathname: string): string {
  const segments = pathname.split('/');
  return segments
    .map((segment, i) => {
      if (!segment) return segment;
      const previous = decode(segments[i - 1] ?? '', false);
      const text = decode(segment, false);
      if (SECRET_PATH_PARENT.test(previous) || isSecretName(previous) || JWT.test(text)) return REDACTED;
      const clean = redactEmails(text);
      return clean === text ? segment : encodeURIComponent(clean);
    })
    .join('/');
}

/** A fragment: `#a=1&access_token=x` is scrubbed as parameters, any other as text. */
function scrubFragment(fragment: string): string {
  if (fragment.includes('=')) return scrubParams(fragment);
  const text = decode(fragment, false);
  const clean = redactEmails(text);
  return clean === text ? fragment : encodeURIComponent(clean);
}

/** `?a` / `#b` with their mark, or '' when nothing is left. */
function part(mark: '?' | '#', body: string): string {
  return body ? `${mark}${body}` : '';
}

/**
 * A page address without secrets: drops user:password@, secret query and fragment parameters
 * (`token`, `current_token`, any `*token*`, `password`, e-mail…), replaces a token segment of the
 * path (the one after `/invitacion/`, or a JWT) and every e-mail address in path, query or
 * fragment with REDACTED. Absolute http(s) URLs and paths ('/…') are scrubbed as addresses; any
 * other text only loses its e-mail addresses. An address with nothing to remove is returned
 * unchanged, character for character.
 */
export function scrubUrl(value: string): string {
  const absolute = /^https?:\/\//i.test(value);
  if (!absolute && !value.startsWith('/')) return redactEmails(value);
  let url: URL;
  try {
    url = new URL(value, 'http://scrub.invalid');
  } catch {
    return redactEmails(value);
  }
  const pathname = scrubPath(url.pathname);
  const search = part('?', scrubParams(url.search.slice(1)));
  const hash = part('#', scrubFragment(url.hash.slice(1)));
  const changed = Boolean(url.username || url.password) || pathname !== url.pathname || search !== url.search || hash !== url.hash;
  if (!changed) return value;
  return `${absolute ? url.origin : ''}${pathname}${search}${hash}`;
}

/** A query-parameter map (channel register) without secret names and with e-mail values redacted. */
export function scrubQueryParams(params: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) {
    if (isSecretName(name) || redactEmails(name) !== name) continue;
    out[name] = scrubUrl(value);
  }
  return out;
}

/**
 * Event properties (page_data, attribution) without secrets: properties named like a secret are
 * dropped, every string is scrubbed as an address (page_data.url, attribution.referrer) or, if
 * it is not one, loses its e-mail addresses. Nesting is walked to `maxDepth` (deeper values are
 * kept as they are: the schemas refuse deeper bodies anyway).
 */
export function scrubProperties<T>(value: T, maxDepth = 32): T {
  const walk = (item: unknown, depth: number): unknown => {
    if (typeof item === 'string') return scrubUrl(item);
    if (item === null || typeof item !== 'object' || depth >= maxDepth) return item;
    if (Array.isArray(item)) return item.map((child) => walk(child, depth + 1));
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(item)) {
      if (isSecretName(key)) continue;
      out[key] = walk(child, depth + 1);
    }
    return out;
  };
  return walk(value, 0) as T;
}
