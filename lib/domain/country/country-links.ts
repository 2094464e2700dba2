/**
 * Links that carry the visitor's country as a prefix (spec §2: "some links carry a country
 * prefix, read from the page's initial data, lower-cased"). The site itself has no per-country
 * routes, so the links that do are the ones whose destination is per country: the external help
 * centre (`https://ayuda.cursalia.com/mx/`) and the App Store (`https://apps.apple.com/mx/app/…`,
 * Apple's own storefront prefix). Google Play and AppGallery pick the storefront themselves.
 *
 * Public pages are one cached markup for every visitor (lib/domain/country/visitor-country.ts),
 * so the server cannot write the visitor's prefix: it writes the default country's, and the
 * link's template in `data-country-href`. The inline head script (COUNTRY_LINKS_SCRIPT in
 * ./country-links-script.ts, part of lib/domain/theme/color-mode-script.ts) fills the template with `html[data-country]` the moment
 * a link is pointed at, focused, clicked or opened in a new tab, before any bundle has loaded.
 * Pure functions.
 */
import { normalizeCountryCode, DEFAULT_VISITOR_COUNTRY } from './visitor-country';

/** Attribute holding a link's template, with COUNTRY_LINK_PLACEHOLDER where the prefix goes. */
export const COUNTRY_LINK_ATTRIBUTE = 'data-country-href';
/** Stands for the country in a template; not a country code, so it never collides with one. */
export const COUNTRY_LINK_PLACEHOLDER = '__country__';

/** The country prefix of links, from the page's initial data (spec §2): its ISO code, lower-cased, or null. */
export function countryPrefix(initialData: { country?: string | null } | null | undefined): string | null {
  return normalizeCountryCode(initialData?.country);
}

/** `path` under the country prefix (`/pe/blog/`), or unchanged without one. */
export function withCountryPrefix(path: string, prefix: string | null): string {
  if (!prefix || !path.startsWith('/') || path.startsWith('//')) return path;
  if (path === `/${prefix}` || path.startsWith(`/${prefix}/`)) return path;
  return `/${prefix}${path}`;
}

/**
 * `href` with the country prefix as the first segment of its path: an app path as
 * withCountryPrefix, an absolute http(s) address after its origin (query and hash kept).
 * Anything else (mailto:, relative) is returned unchanged.
 */
export function countryPrefixedHref(href: string, prefix: string | null): string {
  if (!prefix) return href;
  if (href.startsWith('/') && !href.startsWith('//')) return withCountryPrefix(href, prefix);
  let url: URL;
  try {
    url = new URL(href);
  } catch {
    return href;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return href;
  const path = withCountryPrefix(url.pathname, prefix);
  return `${url.origin}${path}${url.search}${url.hash}`;
}

/**
 * The attributes of a link that carries the visitor's country: the default country's address
 * (what a visitor without the head script, or a crawler, follows) and the template the head
 * script fills in.
 */
export function countryLinkProps(href: string): { href: string; [COUNTRY_LINK_ATTRIBUTE]: string } {
  return {
    href: countryPrefixedHref(href, DEFAULT_VISITOR_COUNTRY),
    [COUNTRY_LINK_ATTRIBUTE]: countryPrefixedHref(href, COUNTRY_LINK_PLACEHOLDER),
  };
}
