/** Where the visitor's country choice is kept: localStorage and a `country` cookie. */
export const COUNTRY_STORAGE_KEY = 'country';
export const COUNTRY_COOKIE = 'country';
/** Spec §9: cookies live 1 day by default, path /. The selector re-sets it from localStorage. */
export const COUNTRY_COOKIE_MAX_AGE_S = 60 * 60 * 24;

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

/** Stores the choice in localStorage and the cookie. */
export function storeCountry(country: string) {
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
