/**
 * Which browser origins the API trusts (issue 17 items 5 and 9), as pure rules.
 *
 * - CORS (every GraphQL endpoint): only a trusted origin gets `Access-Control-Allow-Origin`
 *   (with credentials); any other gets no CORS header at all, so a foreign page cannot read an
 *   answer made with the visitor's cookies. Same-origin calls need no CORS header.
 * - Collectors (the analytics and affiliate beacons): a post whose Origin is neither trusted nor
 *   the host it was sent to is a cross-site post and is refused before its body is read.
 */
import { normalizeOrigin, siteOrigin } from '@/lib/domain/seo/site-url';
import { publicEnv } from '@/lib/domain/config/public-env';
import { serverEnv } from '@/lib/server/env';

/** Where the trusted origins come from: the site's URL and an optional list of more. */
export type OriginSettings = {
  /** NEXT_PUBLIC_SITE_URL: the site's own public origin. */
  siteUrl?: string;
  /** CORS_ALLOWED_ORIGINS: more origins, comma-separated (a second domain serving the site). */
  extra?: string;
};

/** The trusted origins: the site's own (NEXT_PUBLIC_SITE_URL) plus CORS_ALLOWED_ORIGINS. */
export function allowedOrigins(settings: OriginSettings = { siteUrl: publicEnv().siteUrl, extra: serverEnv().corsAllowedOrigins }): ReadonlySet<string> {
  const origins = new Set([siteOrigin(settings.siteUrl)]);
  for (const item of (settings.extra ?? '').split(',')) {
    const origin = normalizeOrigin(item);
    if (origin) origins.add(origin);
  }
  return origins;
}

/**
 * The value for `Access-Control-Allow-Origin`: the request's Origin when it is trusted, else
 * null (no CORS header: the browser keeps the answer from the foreign page). Never `*` and never
 * a reflection of an untrusted origin.
 */
export function corsAllowedOrigin(origin: string | null | undefined, allowed: ReadonlySet<string>): string | null {
  const normalized = normalizeOrigin(origin);
  // The exact header value must match: "https://a.example/" or "HTTPS://A.EXAMPLE" is not an origin a browser sends.
  return normalized !== null && normalized === origin && allowed.has(normalized) ? normalized : null;
}

/** What a post tells about where it comes from (its headers). */
export type PostSource = {
  /** The Origin header: browsers send it with every POST (sendBeacon and keepalive fetch too). */
  origin: string | null;
  /** Sec-Fetch-Site, sent by current browsers. */
  secFetchSite: string | null;
  /** The host the post was addressed to: X-Forwarded-Host behind a proxy, else Host. */
  host: string | null;
};

/**
 * Whether a post to a collector is refused as cross-site: its Origin is `null`, unparseable, or
 * neither a trusted origin nor the host it was sent to (a same-origin post from a deployment
 * whose NEXT_PUBLIC_SITE_URL is another name still passes); or it has no Origin but the browser
 * says `Sec-Fetch-Site: cross-site`.
 *
 * A post with neither header comes from no browser (curl, a server): a forged Origin would pass
 * anyway, so refusing it would protect nothing — the rule exists to stop a foreign page from
 * making a visitor's browser post with the visitor's cookies.
 */
export function isCrossSitePost(source: PostSource, allowed: ReadonlySet<string>): boolean {
  if (source.origin !== null) {
    const origin = normalizeOrigin(source.origin);
    if (origin === null) return true;
    if (allowed.has(origin)) return false;
    const host = source.host?.split(',')[0]?.trim().toLowerCase();
    return !host || new URL(origin).host !== host;
  }
  return source.secFetchSite?.trim().toLowerCase() === 'cross-site';
}

/** The PostSource of a request (the host from its headers, else from its URL). */
export function postSource(request: Request): PostSource {
  const { headers } = request;
  let host = headers.get('x-forwarded-host') ?? headers.get('host');
  if (!host) {
    try {
      host = new URL(request.url).host;
    } catch {
      host = null;
    }
  }
  return { origin: headers.get('origin'), secFetchSite: headers.get('sec-fetch-site'), host };
}
