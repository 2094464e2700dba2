// The cookies proxy.ts reads to answer a page request (next-intl reads the locale cookie for it).
// Their names live here, in plain ESM, because the production server's front page cache
// (lib/server/cache/front-page-cache.mjs, loaded uncompiled) must know every request input the
// proxy decides by; the TypeScript modules that set or read these cookies re-export them.

/** The session token (httpOnly; set by the auth module). */
export const SESSION_COOKIE = 'cursalia_jwt';
/** The CSRF double-submit token the proxy sets on a page view that has none. */
export const CSRF_COOKIE = 'csrftoken';
/** The visitor's country (the footer's choice, or the proxy's from a CDN's geolocation header). */
export const COUNTRY_COOKIE = 'country';
/** The language next-intl remembers (lib/domain/i18n/routing.ts). */
export const LOCALE_COOKIE = 'NEXT_LOCALE';
