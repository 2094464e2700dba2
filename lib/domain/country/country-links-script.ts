/**
 * The inline head script's part that gives country links their prefix (./country-links.ts).
 * Its own module: the links' markup (country-links.ts) is imported by first-load islands, and
 * this string is only ever inlined by the server into the head script.
 */
import { COUNTRY_ATTRIBUTE, DEFAULT_VISITOR_COUNTRY } from './visitor-country';
import { COUNTRY_LINK_ATTRIBUTE, COUNTRY_LINK_PLACEHOLDER } from './country-links';

/** Events on which a country link gets its address: before the status bar shows it, and before it is followed or copied. */
const COUNTRY_LINK_EVENTS = ['pointerover', 'focusin', 'click', 'auxclick', 'contextmenu'] as const;

/**
 * The head script's part that fills in country links (a statement; `d` is document.documentElement
 * in the script). It reads `html[data-country]` at the moment of use, so a country chosen in the
 * footer's selector applies at once; capture phase, so it runs before any handler of the page.
 */
export const COUNTRY_LINKS_SCRIPT = `var f=function(e){var t=e.target,a=t&&t.closest&&t.closest(${JSON.stringify(`a[${COUNTRY_LINK_ATTRIBUTE}]`)});if(a)a.href=a.getAttribute(${JSON.stringify(COUNTRY_LINK_ATTRIBUTE)}).split(${JSON.stringify(COUNTRY_LINK_PLACEHOLDER)}).join(d.getAttribute(${JSON.stringify(COUNTRY_ATTRIBUTE)})||${JSON.stringify(DEFAULT_VISITOR_COUNTRY)})};${JSON.stringify(COUNTRY_LINK_EVENTS)}.forEach(function(n){document.addEventListener(n,f,true)});`;
