/**
 * Cookies banner consent and the cookies-disabled check (spec §2 "A cookies banner … shown
 * unless the layout hides them", "cookies-disabled notice"). The consent is kept twice: in a
 * first-party cookie (readable on the next visit even if storage is cleared) and in
 * localStorage (survives a cookie purge); either one is enough to stop asking.
 */

export const CONSENT_COOKIE = 'cookie_consent';
export const CONSENT_STORAGE_KEY = 'cursalia.cookieConsent';
export const CONSENT_VALUE = 'accepted';
/**
 * Set on <html> by the head script (lib/domain/theme/color-mode-script.ts) when consent was given
 * before: the banner is in every cached page's markup and this hides it before the first paint.
 */
export const CONSENT_ATTRIBUTE = 'data-cookie-consent';
/** One year: asking again every day (the spec §9 default cookie lifetime) would nag. */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;
/** The throw-away cookie written to see whether cookies can be set at all. */
export const TEST_COOKIE = 'cookie_test';

/** The value of cookie `name` in a `document.cookie` string, or null. */
export function readCookie(cookieHeader: string, name: string): string | null {
  for (const part of cookieHeader.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return part.slice(eq + 1).trim();
      }
    }
  }
  return null;
}

/** Consent is given when the cookie or the stored value says so. */
export function hasConsent(cookieHeader: string, storedValue: string | null): boolean {
  return readCookie(cookieHeader, CONSENT_COOKIE) === CONSENT_VALUE || storedValue === CONSENT_VALUE;
}

/** The Set-Cookie string (for `document.cookie`) that remembers the consent, site-wide. */
export function consentCookie(secure: boolean): string {
  return `${CONSENT_COOKIE}=${CONSENT_VALUE}; Path=/; Max-Age=${CONSENT_MAX_AGE_S}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** Where the browser checks run; in tests a fake. */
export type CookieEnvironment = {
  cookieEnabled: boolean | undefined;
  readCookies: () => string;
  writeCookie: (value: string) => void;
};

/**
 * Spec: the notice shows when navigator.cookieEnabled is false, or when a test cookie cannot
 * be set (some blockers leave cookieEnabled true but drop every write). The test cookie is
 * removed again.
 */
export function cookiesDisabled(env: CookieEnvironment): boolean {
  if (env.cookieEnabled === false) return true;
  try {
    env.writeCookie(`${TEST_COOKIE}=1; Path=/; SameSite=Lax`);
    const ok = readCookie(env.readCookies(), TEST_COOKIE) === '1';
    env.writeCookie(`${TEST_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`);
    return !ok;
  } catch {
    return true;
  }
}

/** The real browser environment. */
export function browserCookieEnvironment(): CookieEnvironment {
  return {
    cookieEnabled: typeof navigator === 'undefined' ? undefined : navigator.cookieEnabled,
    readCookies: () => document.cookie,
    writeCookie: (value) => {
      document.cookie = value;
    },
  };
}
