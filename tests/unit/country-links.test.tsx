// @vitest-environment happy-dom
/**
 * Issue 18 item 3, spec §2 "Some links carry a country prefix (read from the page's initial
 * data, lower-cased)": links to per-country destinations (help centre, App Store) are written
 * with the default country and a template, and the inline head script gives them the visitor's
 * prefix when they are pointed at, focused or followed — the same address countryPrefixedHref
 * computes, so the rule has one home.
 */
import { afterEach, describe, expect, it } from 'vitest';
import {
  COUNTRY_LINK_ATTRIBUTE,
  countryLinkProps,
  countryPrefix,
  countryPrefixedHref,
  withCountryPrefix,
} from '@/lib/domain/country/country-links';
import { COUNTRY_ATTRIBUTE, COUNTRY_COOKIE, DEFAULT_VISITOR_COUNTRY } from '@/lib/domain/country/visitor-country';
import { COLOR_MODE_SCRIPT } from '@/lib/domain/theme/color-mode-script';

const HELP = 'https://ayuda.cursalia.com/';
const IOS = 'https://apps.apple.com/app/cursalia/id6450000000?mt=8#top';

describe('countryPrefixedHref (spec §2 country prefix)', () => {
  it('puts the lower-cased country first in the path of an absolute address, keeping query and hash', () => {
    expect(countryPrefixedHref(HELP, 'mx')).toBe('https://ayuda.cursalia.com/mx/');
    expect(countryPrefixedHref(IOS, 'br')).toBe('https://apps.apple.com/br/app/cursalia/id6450000000?mt=8#top');
  });

  it('prefixes app paths once, and leaves other links and a missing country alone', () => {
    expect(countryPrefixedHref('/blog/', 'pe')).toBe('/pe/blog/');
    expect(countryPrefixedHref('/pe/blog/', 'pe')).toBe('/pe/blog/');
    expect(countryPrefixedHref('mailto:ayuda@cursalia.com', 'pe')).toBe('mailto:ayuda@cursalia.com');
    expect(countryPrefixedHref('//cdn.test/x', 'pe')).toBe('//cdn.test/x');
    expect(countryPrefixedHref(HELP, null)).toBe(HELP);
    expect(withCountryPrefix('https://x.test/', 'pe')).toBe('https://x.test/');
  });

  it('reads the prefix from the initial data, lower-cased, or none', () => {
    expect(countryPrefix({ country: 'MX' })).toBe('mx');
    expect(countryPrefix({ country: 'Mexico' })).toBeNull();
    expect(countryPrefix(undefined)).toBeNull();
  });

  it("writes the default country's address for visitors without the script, and a template", () => {
    const props = countryLinkProps(HELP);
    expect(props.href).toBe(`https://ayuda.cursalia.com/${DEFAULT_VISITOR_COUNTRY}/`);
    expect(props[COUNTRY_LINK_ATTRIBUTE]).not.toBe(props.href);
  });
});

describe('the head script fills country links in (cached markup, the visitor country)', () => {
  afterEach(() => {
    document.body.innerHTML = '';
    document.cookie = `${COUNTRY_COOKIE}=; max-age=0; path=/`;
    localStorage.clear();
  });

  function pageWithLinks(cookieCountry: string | null) {
    if (cookieCountry) document.cookie = `${COUNTRY_COOKIE}=${cookieCountry}; path=/`;
    document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, DEFAULT_VISITOR_COUNTRY);
    new Function(COLOR_MODE_SCRIPT)();
    const link = (href: string) => {
      const a = document.createElement('a');
      for (const [name, value] of Object.entries(countryLinkProps(href))) a.setAttribute(name, value);
      a.innerHTML = '<span>Centro de ayuda</span>';
      document.body.append(a);
      return a;
    };
    return { help: link(HELP), ios: link(IOS) };
  }

  it.each(['pointerover', 'focusin', 'click', 'auxclick', 'contextmenu'])('on %s, the link gets the country of <html>', (type) => {
    const { help, ios } = pageWithLinks('MX');
    expect(help.getAttribute('href')).toBe(countryPrefixedHref(HELP, DEFAULT_VISITOR_COUNTRY));
    help.querySelector('span')!.dispatchEvent(new Event(type, { bubbles: true }));
    expect(help.getAttribute('href')).toBe(countryPrefixedHref(HELP, 'mx'));
    ios.dispatchEvent(new Event(type, { bubbles: true }));
    expect(ios.getAttribute('href')).toBe(countryPrefixedHref(IOS, 'mx'));
  });

  it('follows a country chosen later in the footer selector, and keeps the default without one', () => {
    const { help } = pageWithLinks(null);
    help.dispatchEvent(new Event('click', { bubbles: true }));
    expect(help.getAttribute('href')).toBe(countryPrefixedHref(HELP, DEFAULT_VISITOR_COUNTRY));
    document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, 'br');
    help.dispatchEvent(new Event('click', { bubbles: true }));
    expect(help.getAttribute('href')).toBe(countryPrefixedHref(HELP, 'br'));
  });
});
