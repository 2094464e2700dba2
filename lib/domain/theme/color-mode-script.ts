import { TOP_BANNER_DISMISSED_ATTRIBUTE, TOP_BANNER_DISMISSED_KEY } from '@/lib/domain/site-chrome/top-banner';
import { CONSENT_ATTRIBUTE, CONSENT_COOKIE, CONSENT_STORAGE_KEY, CONSENT_VALUE } from '@/lib/domain/site-chrome/cookie-consent';
import { COUNTRY_ATTRIBUTE, COUNTRY_COOKIE, COUNTRY_STORAGE_KEY } from '@/lib/domain/country/visitor-country';
import { COUNTRY_LINKS_SCRIPT } from '@/lib/domain/country/country-links-script';
import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_COOKIE, COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE } from './color-mode';

/**
 * The inline <head> script that puts the visitor's scheme on <html> before the first paint.
 *
 * The server renders public pages without reading cookies (the same HTML for everyone), so it
 * does not know the visitor's choice; this runs while the head is parsed, before any body content is painted or
 * any bundle loads. It reads the same local flag as the app (localStorage, then the cookie;
 * see readLocalColorMode) and sets `data-theme`, which the theme's CSS variables key on.
 * Both schemes are already in the server CSS, so the right one applies at once: no flash.
 *
 * It also marks <html> when the visitor closed the top banner (lib/domain/site-chrome/top-banner.ts),
 * so the server-rendered banner is hidden before paint instead of moving the page later, marks
 * it when the visitor accepted cookies before (the cookie or the stored value, as
 * lib/domain/site-chrome/cookie-consent.ts `hasConsent`), so the cookies banner, in the markup for the
 * first-time visitor's first paint, is hidden for everyone else, and
 * puts the visitor's country on it (the stored choice, else the `country` cookie; the server
 * markup says the default), which picks the country's footer links (lib/domain/country/visitor-country.ts),
 * and gives links to per-country destinations the visitor's prefix when they are used
 * (lib/domain/country/country-links.ts).
 *
 * Kept tiny and dependency-free (it is inlined in every page); storage that throws (privacy
 * mode) falls through to the cookie, then to light. The values are JSON-encoded constants.
 */
export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement,c=document.cookie,s=function(n,v){d.setAttribute(n,v||"")},g=function(k){try{return localStorage.getItem(k)}catch(e){return null}},r=function(n){var x=c.match(new RegExp("(?:^|; )"+n+"=([^;]*)"));return x&&x[1]},m=g(${JSON.stringify(COLOR_MODE_STORAGE_KEY)}),k;if(g(${JSON.stringify(TOP_BANNER_DISMISSED_KEY)})==="1")s(${JSON.stringify(TOP_BANNER_DISMISSED_ATTRIBUTE)});if(m!=="light"&&m!=="dark")m=r(${JSON.stringify(COLOR_MODE_COOKIE)});s(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m==="light"||m==="dark"?m:${JSON.stringify(DEFAULT_COLOR_MODE)});if(g(${JSON.stringify(CONSENT_STORAGE_KEY)})===${JSON.stringify(CONSENT_VALUE)}||r(${JSON.stringify(CONSENT_COOKIE)})===${JSON.stringify(CONSENT_VALUE)})s(${JSON.stringify(CONSENT_ATTRIBUTE)});k=g(${JSON.stringify(COUNTRY_STORAGE_KEY)})||r(${JSON.stringify(COUNTRY_COOKIE)});if(k&&/^[A-Za-z]{2}$/.test(k))s(${JSON.stringify(COUNTRY_ATTRIBUTE)},k.toLowerCase());${COUNTRY_LINKS_SCRIPT}})();`;

/** id of the script element (tests and the e2e check look for it). */
export const COLOR_MODE_SCRIPT_ID = 'color-mode-init';
