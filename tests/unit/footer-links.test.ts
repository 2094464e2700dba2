/**
 * Spec §2 "Footer (all pages)":
 * - Three link columns (company, help, protection policies).
 * - Links: about us, business (/business/), success stories, hiring (can be hidden by a layout
 *   option), help centre, terms and conditions, privacy policy (a Mexico-specific privacy
 *   notice when country is mx), cookies policy, ARCO request.
 * - Mexico adds a cancellation policy link. Peru adds a complaints-book link.
 * - Links starting with http open in a new tab.
 */
import { describe, expect, it } from 'vitest';
import { footerColumns, isExternalHref, type FooterColumn, type FooterLinkKey } from '../../lib/domain/footer/footer-links';

const keysOf = (columns: FooterColumn[], column: FooterColumn['key']): FooterLinkKey[] =>
  columns.find((c) => c.key === column)?.links.map((l) => l.key) ?? [];

const allLinks = (columns: FooterColumn[]) => columns.flatMap((c) => c.links);

describe('footerColumns (spec §2 footer)', () => {
  it('has the three columns company, help and protection policies, in that order', () => {
    expect(footerColumns('pe').map((c) => c.key)).toEqual(['company', 'help', 'protection']);
  });

  it('lists the common links of every country', () => {
    const columns = footerColumns('co');
    expect(keysOf(columns, 'company')).toEqual(['aboutUs', 'business', 'successStories', 'hiring']);
    expect(keysOf(columns, 'help')).toEqual(['helpCenter', 'terms', 'faqs']);
    expect(keysOf(columns, 'protection')).toEqual(['privacyPolicy', 'cookiesPolicy', 'arcoRequest']);
    const hrefs = Object.fromEntries(allLinks(columns).map((l) => [l.key, l.href]));
    expect(hrefs.business).toBe('/business/');
    expect(hrefs.terms).toBe('/legal/terminos-y-condiciones/');
  });

  it('mx swaps the privacy policy for the Mexico privacy notice and adds the cancellation policy', () => {
    const protection = keysOf(footerColumns('mx'), 'protection');
    expect(protection).toContain('privacyNoticeMx');
    expect(protection).not.toContain('privacyPolicy');
    expect(protection).toContain('cancellationPolicy');
    expect(protection).not.toContain('complaintsBook');
  });

  it('pe adds the complaints book and keeps the general privacy policy', () => {
    const protection = keysOf(footerColumns('pe'), 'protection');
    expect(protection).toEqual(['privacyPolicy', 'cookiesPolicy', 'arcoRequest', 'complaintsBook']);
    expect(protection).not.toContain('cancellationPolicy');
  });

  it('other countries get neither the cancellation policy nor the complaints book', () => {
    for (const country of ['co', 'ar', 'br', 'us']) {
      const protection = keysOf(footerColumns(country), 'protection');
      expect(protection).not.toContain('cancellationPolicy');
      expect(protection).not.toContain('complaintsBook');
    }
  });

  it('compares the country case-insensitively and defaults to pe', () => {
    expect(footerColumns('MX')).toEqual(footerColumns('mx'));
    expect(footerColumns()).toEqual(footerColumns('pe'));
    expect(footerColumns(null)).toEqual(footerColumns('pe'));
    expect(footerColumns('')).toEqual(footerColumns('pe'));
  });

  it('hides the hiring link when the layout option asks for it', () => {
    expect(keysOf(footerColumns('pe'), 'company')).toContain('hiring');
    expect(keysOf(footerColumns('pe', { hideHiring: true }), 'company')).not.toContain('hiring');
    expect(keysOf(footerColumns('pe', { hideHiring: false }), 'company')).toContain('hiring');
  });

  it('flags links starting with http as external (they open in a new tab)', () => {
    const columns = footerColumns('pe', { helpCenterUrl: 'https://help.example.com/' });
    const help = allLinks(columns).find((l) => l.key === 'helpCenter');
    // The help centre is per country: its link carries the visitor's prefix (spec §2, country-links.ts).
    expect(help).toEqual({ key: 'helpCenter', href: 'https://help.example.com/', external: true, countryPrefixed: true });
    expect(allLinks(columns).filter((l) => l.countryPrefixed).map((l) => l.key)).toEqual(['helpCenter']);
    for (const l of allLinks(columns)) expect(l.external).toBe(l.href.startsWith('http'));
    expect(allLinks(columns).filter((l) => l.external).map((l) => l.key)).toEqual(['helpCenter']);
  });

  it('isExternalHref: http and https are external, site paths are not', () => {
    expect(isExternalHref('http://example.com')).toBe(true);
    expect(isExternalHref('https://example.com/x')).toBe(true);
    expect(isExternalHref('/legal/terminos-y-condiciones/')).toBe(false);
    expect(isExternalHref('/http-guide/')).toBe(false);
  });
});
