// What proxy.ts reads of a page request besides its address: the cookies (next-intl reads the
// locale cookie for it) and a CDN's geolocation headers. They live here, in plain ESM, because
// the production server's front page cache (lib/server/cache/front-page-cache.mjs, loaded
// uncompiled) must key its copies by every input the proxy decides by; the TypeScript modules
// that set or read them re-export them.

/** The session token (httpOnly; set by the auth module). */
export const SESSION_COOKIE = 'cursalia_jwt';
/** The CSRF double-submit token the proxy sets on a page view that has none. */
export const CSRF_COOKIE = 'csrftoken';
/** The visitor's country (the footer's choice, or the proxy's from a CDN's geolocation header). */
export const COUNTRY_COOKIE = 'country';
/** The language next-intl remembers (lib/domain/i18n/routing.ts names it too; a unit test keeps them equal). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';

/**
 * Request headers a CDN sets with the visitor's geolocated country (Cloudflare, Vercel, a
 * plain proxy). `COUNTRY_HEADER` names one more for other deployments.
 * @type {readonly string[]}
 */
export const GEO_COUNTRY_HEADERS = ['cf-ipcountry', 'x-vercel-ip-country', 'x-country-code'];
