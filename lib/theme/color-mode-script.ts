import { TOP_BANNER_DISMISSED_ATTRIBUTE, TOP_BANNER_DISMISSED_KEY } from '@/lib/site-chrome/top-banner';
import { COUNTRY_ATTRIBUTE, COUNTRY_COOKIE, COUNTRY_STORAGE_KEY } from '@/lib/country/visitor-country';
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
 * It also marks <html> when the visitor closed the top banner (lib/site-chrome/top-banner.ts),
 * so the server-rendered banner is hidden before paint instead of moving the page later, and
 * puts the visitor's country on it (the stored choice, else the `country` cookie; the server
 * markup says the default), which picks the country's footer links (lib/country/visitor-country.ts).
 *
 * Kept tiny and dependency-free (it is inlined in every page); storage that throws (privacy
 * mode) falls through to the cookie, then to light. The values are JSON-encoded constants.
 */
export const COLOR_MODE_SCRIPT = `(function(){var d=document.documentElement,m=null;try{m=localStorage.getItem(${JSON.stringify(COLOR_MODE_STORAGE_KEY)});if(localStorage.getItem(${JSON.stringify(TOP_BANNER_DISMISSED_KEY)})==="1")d.setAttribute(${JSON.stringify(TOP_BANNER_DISMISSED_ATTRIBUTE)},"")}catch(e){}if(m!=="light"&&m!=="dark"){var c=document.cookie.match(/(?:^|;\\s*)${COLOR_MODE_COOKIE}=(light|dark)(?:;|$)/);m=c?c[1]:${JSON.stringify(DEFAULT_COLOR_MODE)}}d.setAttribute(${JSON.stringify(COLOR_MODE_ATTRIBUTE)},m);var k=null;try{k=localStorage.getItem(${JSON.stringify(COUNTRY_STORAGE_KEY)})}catch(e){}if(!k){var q=document.cookie.match(/(?:^|;\\s*)${COUNTRY_COOKIE}=([A-Za-z]{2})(?:;|$)/);k=q&&q[1]}if(k&&/^[A-Za-z]{2}$/.test(k))d.setAttribute(${JSON.stringify(COUNTRY_ATTRIBUTE)},k.toLowerCase())})();`;

/** id of the script element (tests and the e2e check look for it). */
export const COLOR_MODE_SCRIPT_ID = 'color-mode-init';
