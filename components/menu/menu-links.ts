/**
 * An href for the locale-aware Link of components/ui/LocalizedLink.tsx: a locale-less path with an
 * optional query (`/cursos-online/?all=true`); the Link adds the /pt/ or /en/ prefix.
 * Kept a string because MUI's ButtonBase types `href` as a string.
 */
export type AppHref = string;

export const SEARCH_PATH = '/cursos-online/search/';
export const LOGIN_PATH = '/entrar/';
export const REGISTER_PATH = '/registro/';
export const LOGOUT_PATH = '/logout/';

/** Ensures a trailing slash so `/blog` and `/blog/` compare equal. */
function withSlash(path: string): string {
  return path.endsWith('/') ? path : `${path}/`;
}

/**
 * Whether `match` is the current page: the same path, or a page below it (`/blog/x/` is in
 * the blog). The search landing is its own entry, so it does not mark the catalogue.
 */
export function isCurrentPath(pathname: string, match: string): boolean {
  const current = withSlash(pathname);
  const target = withSlash(match);
  if (target === '/') return current === '/';
  if (current.startsWith(withSlash(SEARCH_PATH)) && target !== withSlash(SEARCH_PATH)) return false;
  return current.startsWith(target);
}

/** `path` with `params` as its query string (entries with an undefined value are left out). */
export function withQuery(path: string, params: Record<string, string | undefined>): AppHref {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value !== undefined) query.set(key, value);
  const qs = query.toString();
  return qs ? `${path}?${qs}` : path;
}
