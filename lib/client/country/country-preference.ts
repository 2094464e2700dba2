/**
 * Where the visitor's country choice is kept (browser only): localStorage and the `country`
 * cookie (the cookie lives a day, spec §9; the selector re-sets it from localStorage), and
 * `data-country` on <html>, which the footer's CSS and the menu read (lib/domain/country/visitor-country.ts).
 */
import { COUNTRY_ATTRIBUTE, COUNTRY_COOKIE, COUNTRY_COOKIE_MAX_AGE_S, COUNTRY_STORAGE_KEY } from '@/lib/domain/country/visitor-country';

export function readStoredCountry(): string | null {
  try {
    return window.localStorage.getItem(COUNTRY_STORAGE_KEY);
  } catch {
    return null; // storage unavailable (private mode, blocked): the cookie still works
  }
}

function readCountryCookie(): string | null {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${COUNTRY_COOKIE}=([^;]*)`));
  return match ? decodeURIComponent(match[1]) : null;
}

function writeCountryCookie(country: string) {
  const secure = window.location.protocol === 'https:' ? '; secure' : '';
  document.cookie = `${COUNTRY_COOKIE}=${encodeURIComponent(country)}; path=/; max-age=${COUNTRY_COOKIE_MAX_AGE_S}; samesite=lax${secure}`;
}

/** Stores the choice in localStorage and the cookie, and shows the page in it at once. */
export function storeCountry(country: string) {
  document.documentElement.setAttribute(COUNTRY_ATTRIBUTE, country.toLowerCase());
  try {
    window.localStorage.setItem(COUNTRY_STORAGE_KEY, country);
  } catch {
    // storage unavailable or full: keep the cookie only
  }
  writeCountryCookie(country);
}

/** Re-creates an expired cookie from the stored choice (the cookie lives a day, storage longer). */
export function syncCountryCookie(country: string) {
  if (readCountryCookie() !== country) writeCountryCookie(country);
}
