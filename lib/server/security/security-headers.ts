import { contentSecurityPolicy } from './content-security-policy.mjs';

export { contentSecurityPolicy };

/**
 * Response headers of every response (issue 9 item 4, issue 14; docs/security.md).
 *
 * The Content-Security-Policy itself is lib/server/security/content-security-policy.mjs. Pages get it
 * from proxy.ts (a fresh nonce per request, pages rendered per request) or from the page cache
 * (hashes of the cached page's inline scripts, lib/server/cache/page-cache-handler.mjs);
 * next.config.ts gives the policy without nonce or hashes to everything else (API, media,
 * files): nothing inline may run there at all.
 */
export type SecurityHeaderOptions = {
  production: boolean;
  hsts: boolean;
  /** NEXT_PUBLIC_API_URL when the GraphQL API lives on another origin (lib/client/apollo/endpoint-link.ts). */
  apiUrl?: string | null;
};

/** The same policy, for responses that are not pages: nothing inline. */
export function staticContentSecurityPolicy(options: SecurityHeaderOptions): string {
  return contentSecurityPolicy({ production: options.production, apiUrl: options.apiUrl });
}

/** Every header but the CSP (pages and files get theirs separately, see above). */
export function securityHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  return [
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // Nothing here uses these device features; fullscreen stays for the trailer player.
    { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=(), browsing-topics=(), fullscreen=(self)' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    { key: 'Cross-Origin-Resource-Policy', value: 'same-origin' },
    // Browsers only honour HSTS over HTTPS; plain-HTTP deployments (COOKIE_SECURE=false) leave it out.
    ...(options.hsts ? [{ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' }] : []),
  ];
}

/**
 * The small tools IFRAME lectures embed (public/media/lectures/embed/, issue 15): the classroom,
 * a page of this app, frames them, so they may be framed by this origin and no other; their
 * scripts and styles are files of their own ('self'), nothing inline runs. They are not course
 * content (no lecture's material is in them), so they stay public files.
 */
export const EMBEDDABLE_PATH_PATTERN = '/media/lectures/embed/:file*';

/**
 * The PDF handouts of PDF lectures: the classroom shows them inline in a frame, so the same
 * exception applies. They are paid course content, served only by the lecture media route
 * (`handout-{lang}.pdf` of /api/classroom/lectures/{id}/media/, lib/domain/learning/classroom/lecture-media.ts),
 * so the exception covers exactly those names and nothing else of the API.
 */
export const EMBEDDABLE_HANDOUT_PATTERN = '/api/classroom/lectures/:lectureId(\\d+)/media/:handout(handout-(?:es|pt|en)\\.pdf)';

export function embeddableHeaders(options: SecurityHeaderOptions): Array<{ key: string; value: string }> {
  return [
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'Content-Security-Policy', value: contentSecurityPolicy({ production: options.production, apiUrl: options.apiUrl, frameAncestors: 'self' }) },
  ];
}
