/**
 * The visitor's country (spec §2: country-dependent footer links, micro-degrees hidden for the
 * Brazil prefix; "the country prefix is read from the page's initial data, lower-cased").
 *
 * Public pages are cached and the same for everyone, so the server never picks the variant.
 * The country travels as the `country` cookie (set by the footer's selector, or on the first
 * visit from a CDN's geolocation header by proxy.ts) and the head script puts it on <html> as
 * `data-country` before the first paint. Server markup carries every variant; CSS shows the
 * visitor's, and client code reads the attribute after hydration.
 */

import { GEO_COUNTRY_HEADERS } from '../http/proxy-inputs.mjs';

/** Cookie and localStorage key of the country choice. */
export { COUNTRY_COOKIE } from '../http/proxy-inputs.mjs';
export const COUNTRY_STORAGE_KEY = 'country';
/** Attribute of <html> holding the visitor's country, lower-case. */
export const COUNTRY_ATTRIBUTE = 'data-country';
/** Spec §9: cookies live 1 day by default, path /. */
export const COUNTRY_COOKIE_MAX_AGE_S = 60 * 60 * 24;
/** The country of a visitor nobody told us about: the footer's default (Peru). */
export const DEFAULT_VISITOR_COUNTRY = 'pe';


/** A two-letter country code, lower-cased, or null for anything else (CDNs send XX or T1 for unknown/Tor). */
export function normalizeCountryCode(value: string | null | undefined): string | null {
  const code = value?.trim().toLowerCase();
  return code && /^[a-z]{2}$/.test(code) && code !== 'xx' ? code : null;
}

/**
 * The country a CDN geolocated the request to, from the first of GEO_COUNTRY_HEADERS (and
 * `extraHeader`) that holds a country code. A client can forge these: it only picks which
 * country's footer links a visitor sees, never anything that is checked.
 */
export function geoCountry(headers: Headers, extraHeader?: string | null): string | null {
  const names = extraHeader?.trim() ? [extraHeader.trim().toLowerCase(), ...GEO_COUNTRY_HEADERS] : GEO_COUNTRY_HEADERS;
  for (const name of names) {
    const code = normalizeCountryCode(headers.get(name));
    if (code) return code;
  }
  return null;
}
