/**
 * Post-login redirect target (spec §2: "A query parameter next … gives a post-login
 * redirect target"). Only same-site paths are followed, so a crafted link cannot send a
 * user who just signed in to another site (open redirect).
 */

/** Where a user goes after signing in when no usable `next` is given. */
export const DEFAULT_AFTER_LOGIN_PATH = '/home/';

const MAX_NEXT_LENGTH = 2048;

/**
 * `next` when it is a same-site path, otherwise null. Accepted: a string starting with a
 * single '/' (path, query and fragment allowed). Rejected: '//host' (protocol-relative),
 * '/\host' and any backslash (browsers read it as '/'), schemes such as 'https:' or
 * 'javascript:', control characters and whitespace, and over-long values.
 */
export function safeNextPath(next: unknown): string | null {
  if (typeof next !== 'string') return null;
  if (next.length === 0 || next.length > MAX_NEXT_LENGTH) return null;
  if (!next.startsWith('/')) return null; // relative paths and every scheme ('https:', 'javascript:')
  if (next.startsWith('//')) return null;
  if (next.includes('\\')) return null;
  if (/[\u0000-\u001f\u007f\s]/.test(next)) return null;
  // An encoded second slash or backslash right after the first ('/%2F', '/%5C') decodes to '//'.
  if (/^\/%(2f|5c)/i.test(next)) return null;
  return next;
}

/** The target after a successful login or registration: `next` when safe, else `fallback`. */
export function postLoginTarget(next: unknown, fallback: string = DEFAULT_AFTER_LOGIN_PATH): string {
  return safeNextPath(next) ?? fallback;
}
