/**
 * Footer links (spec §2 "Footer (all pages)"): which links the three columns hold for a
 * country. Pure data and rules, shared by the server-rendered footer and any client code.
 *
 * - Columns: company (about us, business, success stories, hiring), help (help centre,
 *   terms and conditions, FAQs) and protection policies (privacy, cookies, ARCO request).
 * - Mexico (mx) swaps the privacy policy for a Mexico privacy notice and adds a cancellation
 *   policy; Peru (pe) adds the complaints book ('Libro de reclamaciones').
 * - Hiring can be hidden by a layout option.
 * - Links starting with http are external and open in a new tab.
 *
 * Paths other than /business/ and /legal/terminos-y-condiciones/ are not fixed by the spec;
 * the ones in footer-paths.ts follow its Spanish, trailing-slash style (legal texts under /legal/).
 */

import { DEFAULT_VISITOR_COUNTRY } from '@/lib/domain/country/visitor-country';
import { publicAppStoreUrls, publicHelpCenterUrl } from '@/lib/domain/config/public-env';
import { FOOTER_PATHS } from './footer-paths';

export type FooterColumnKey = 'company' | 'help' | 'protection';

export type FooterLinkKey =
  | 'aboutUs'
  | 'business'
  | 'successStories'
  | 'hiring'
  | 'helpCenter'
  | 'terms'
  | 'faqs'
  | 'privacyPolicy'
  | 'privacyNoticeMx'
  | 'cookiesPolicy'
  | 'arcoRequest'
  | 'cancellationPolicy'
  | 'complaintsBook';

export interface FooterLink {
  /** Message key under `footer.links` and a stable id for tests. */
  key: FooterLinkKey;
  href: string;
  /** Starts with http: rendered as a plain anchor opening in a new tab (rel noopener). */
  external: boolean;
  /** Carries the visitor's country as a prefix (lib/domain/country/country-links.ts): the help centre. */
  countryPrefixed?: true;
}

export interface FooterColumn {
  key: FooterColumnKey;
  links: FooterLink[];
}

export interface FooterOptions {
  /** Layout option of spec §2: hide the hiring link. */
  hideHiring?: boolean;
  /** Overrides the external help-centre address. */
  helpCenterUrl?: string;
}

/** The footer's country for a visitor whose country is unknown. */
export const DEFAULT_FOOTER_COUNTRY: string = DEFAULT_VISITOR_COUNTRY;

/** External help centre (spec §2: "an external help centre"). */
export const HELP_CENTER_URL: string = publicHelpCenterUrl();


/** App-store badges of the app-download block (spec §2: Apple, Google and Huawei). */
export const APP_STORE_LINKS: Readonly<{ android: string; ios: string; huawei: string }> = publicAppStoreUrls();

/**
 * The stores whose address carries the visitor's country (spec §2 country prefix): Apple's
 * storefronts are path prefixes (apps.apple.com/mx/app/…); Google Play and AppGallery choose
 * the storefront from the visitor's account instead.
 */
export const COUNTRY_PREFIXED_APP_STORES: ReadonlySet<keyof typeof APP_STORE_LINKS> = new Set(['ios']);

export type SocialNetwork = 'facebook' | 'twitter' | 'instagram' | 'linkedin' | 'youtube';

/** Social links in the order of spec §2. */
export const SOCIAL_LINKS: ReadonlyArray<{ network: SocialNetwork; href: string }> = [
  { network: 'facebook', href: 'https://www.facebook.com/cursalia' },
  { network: 'twitter', href: 'https://x.com/cursalia' },
  { network: 'instagram', href: 'https://www.instagram.com/cursalia/' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/cursalia/' },
  { network: 'youtube', href: 'https://www.youtube.com/@cursalia' },
];

/** Spec §2: "Links starting with http open in a new tab." */
export function isExternalHref(href: string): boolean {
  return href.startsWith('http');
}

function link(key: FooterLinkKey, href: string): FooterLink {
  return { key, href, external: isExternalHref(href) };
}

/** Country codes are compared lower-cased (spec §2: the country prefix is lower-cased). */
export function normalizeCountry(country: string | null | undefined): string {
  const value = country?.trim().toLowerCase();
  return value ? value : DEFAULT_FOOTER_COUNTRY;
}

/** The three footer columns for `country`, in display order. */
export function footerColumns(country: string | null | undefined = DEFAULT_FOOTER_COUNTRY, options: FooterOptions = {}): FooterColumn[] {
  const code = normalizeCountry(country);
  const isMexico = code === 'mx';
  const isPeru = code === 'pe';

  const company: FooterLink[] = [
    link('aboutUs', FOOTER_PATHS.aboutUs),
    link('business', FOOTER_PATHS.business),
    link('successStories', FOOTER_PATHS.successStories),
  ];
  if (!options.hideHiring) company.push(link('hiring', FOOTER_PATHS.hiring));

  const help: FooterLink[] = [
    { ...link('helpCenter', options.helpCenterUrl ?? HELP_CENTER_URL), countryPrefixed: true },
    link('terms', FOOTER_PATHS.terms),
    link('faqs', FOOTER_PATHS.faqs),
  ];

  const protection: FooterLink[] = [
    isMexico ? link('privacyNoticeMx', FOOTER_PATHS.privacyNoticeMx) : link('privacyPolicy', FOOTER_PATHS.privacyPolicy),
    link('cookiesPolicy', FOOTER_PATHS.cookiesPolicy),
    link('arcoRequest', FOOTER_PATHS.arcoRequest),
  ];
  if (isMexico) protection.push(link('cancellationPolicy', FOOTER_PATHS.cancellationPolicy));
  if (isPeru) protection.push(link('complaintsBook', FOOTER_PATHS.complaintsBook));

  return [
    { key: 'company', links: company },
    { key: 'help', links: help },
    { key: 'protection', links: protection },
  ];
}

/** Countries offered by the footer's country selector (lower-case ISO 3166-1 alpha-2). */
export const FOOTER_COUNTRIES = ['pe', 'mx', 'co', 'ar', 'cl', 'ec', 'bo', 'uy', 'py', 've', 'cr', 'gt', 'pa', 'do', 'es', 'us', 'br'] as const;
export type FooterCountryCode = (typeof FOOTER_COUNTRIES)[number];

export function isFooterCountry(value: string): value is FooterCountryCode {
  return (FOOTER_COUNTRIES as readonly string[]).includes(value);
}

/**
 * Which visitors see a link of the footer's one cached markup: everyone (null), only the
 * countries listed, or every country but those listed. Any country outside FOOTER_COUNTRIES
 * gets what the rules give every other country.
 */
export type CountryScope = { only: string[] } | { except: string[] } | null;

export interface ScopedFooterLink extends FooterLink {
  countries: CountryScope;
}

export interface ScopedFooterColumn {
  key: FooterColumnKey;
  links: ScopedFooterLink[];
}

/** Stands for every country footerColumns has no rule for (never a real ISO code). */
const ANY_OTHER_COUNTRY = '--';

/**
 * Every country's footer in one: the columns of footerColumns for each country, merged in
 * order, each link scoped to the countries that get it (footerColumns stays the one rule).
 * The page shows the visitor's variant with CSS on `html[data-country]` (Footer.module.css).
 */
export function footerColumnsForAllCountries(options: FooterOptions = {}): ScopedFooterColumn[] {
  const universe = [...FOOTER_COUNTRIES, ANY_OTHER_COUNTRY];
  const perCountry = universe.map((country) => ({ country, columns: footerColumns(country, options) }));
  return perCountry[0].columns.map((first, columnIndex) => {
    const order: FooterLink[] = [];
    const seenBy = new Map<FooterLinkKey, Set<string>>();
    for (const { country, columns } of perCountry) {
      let previous = -1;
      for (const item of columns[columnIndex].links) {
        let at = order.findIndex((x) => x.key === item.key);
        if (at === -1) {
          at = previous + 1;
          order.splice(at, 0, item);
        }
        previous = at;
        const seen = seenBy.get(item.key) ?? new Set<string>();
        seen.add(country);
        seenBy.set(item.key, seen);
      }
    }
    return {
      key: first.key,
      links: order.map((item) => {
        const seen = seenBy.get(item.key)!;
        const countries: CountryScope =
          seen.size === universe.length
            ? null
            : seen.has(ANY_OTHER_COUNTRY)
              ? { except: universe.filter((c) => !seen.has(c)) }
              : { only: [...seen] };
        return { ...item, countries };
      }),
    };
  });
}
