// @vitest-environment happy-dom
/**
 * Issue 18 item 2, spec §2 "Micro-degrees hidden for the Brazil country prefix": the menu
 * reads the visitor's country from <html data-country> (set before paint by the head script,
 * changed by the footer's selector) once the page runs, never while hydrating cached markup.
 */
import { act, cleanup, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { storeCountry } from '@/lib/client/country/country-preference';
import { useVisitorCountry } from '@/lib/client/country/use-visitor-country';
import { COUNTRY_ATTRIBUTE, normalizeCountryCode } from '@/lib/domain/country/visitor-country';
import { visibleMenuItems } from '@/lib/domain/menu/menu-visibility';
import { menuUserView } from '@/lib/domain/roles';

function Programmes() {
  const country = useVisitorCountry();
  const visible = visibleMenuItems({ user: menuUserView(null), loading: false, featureFlags: {}, orgHigherEducationHome: false, countryPrefix: country, academyBucketCount: 1 });
  return <p>{`${country ?? 'none'}:${visible.has('microdegrees') ? 'programmes' : 'hidden'}`}</p>;
}

afterEach(() => {
  cleanup();
  document.documentElement.removeAttribute(COUNTRY_ATTRIBUTE);
  window.localStorage.clear();
});

describe('the visitor country on the client', () => {
  it('normalizes two-letter codes and refuses the rest (CDNs send XX for unknown)', () => {
    expect(normalizeCountryCode(' BR ')).toBe('br');
    expect(normalizeCountryCode('XX')).toBeNull();
    expect(normalizeCountryCode('bra')).toBeNull();
    expect(normalizeCountryCode(null)).toBeNull();
  });

  it('is unknown in server markup, so cached pages are the same for every country', () => {
    document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, 'br');
    expect(renderToString(<Programmes />)).toContain('none:programmes');
  });

  it('hides the micro-degrees for Brazil and follows the footer selector without a reload', async () => {
    document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, 'br');
    render(<Programmes />);
    expect(screen.getByText('br:hidden')).toBeTruthy();
    await act(async () => {
      storeCountry('MX');
      await new Promise((resolve) => setTimeout(resolve, 0)); // MutationObserver callbacks are microtasks
    });
    expect(screen.getByText('mx:programmes')).toBeTruthy();
    expect(document.cookie).toContain('country=MX');
  });
});

describe('the country a CDN geolocated the request to', () => {
  it('reads the first known header with a country code, the configured one first', async () => {
    const { geoCountry } = await import('@/lib/domain/country/visitor-country');
    expect(geoCountry(new Headers({ 'cf-ipcountry': 'MX' }))).toBe('mx');
    expect(geoCountry(new Headers({ 'cf-ipcountry': 'XX', 'x-vercel-ip-country': 'BR' }))).toBe('br');
    expect(geoCountry(new Headers({ 'x-geo': 'co', 'cf-ipcountry': 'pe' }), 'X-Geo')).toBe('co');
    expect(geoCountry(new Headers({ 'cf-ipcountry': 'T1' }))).toBeNull();
    expect(geoCountry(new Headers())).toBeNull();
  });
});
