import { describe, expect, it, vi } from 'vitest';
import {
  accountColorModeToApply,
  chooseColorMode,
  colorModeCookie,
  colorModeFromCookie,
  COLOR_MODE_COOKIE,
  COLOR_MODE_STORAGE_KEY,
  DEFAULT_COLOR_MODE,
  flipColorMode,
  readLocalColorMode,
} from '@/lib/domain/theme/color-mode';
import { COLOR_MODE_SCRIPT } from '@/lib/domain/theme/color-mode-script';
import { COUNTRY_ATTRIBUTE, COUNTRY_STORAGE_KEY } from '@/lib/domain/country/visitor-country';
import { TOP_BANNER_DISMISSED_ATTRIBUTE, TOP_BANNER_DISMISSED_KEY } from '@/lib/domain/site-chrome/top-banner';
import { CONSENT_ATTRIBUTE, CONSENT_STORAGE_KEY } from '@/lib/domain/site-chrome/cookie-consent';
import { createColorModeStorage } from '@/lib/client/theme/color-mode-storage';

// Spec §4 "Theme": light or dark; the initial value comes from a local flag, and the logged-in
// user's settings override it when they arrive; toggling flips it, saves it locally and sends it.
describe('theme choice rule (spec §4 Theme)', () => {
  it('the account setting, once known, overrides the local flag', () => {
    expect(chooseColorMode({ local: 'light', accountDarkMode: true })).toBe('dark');
    expect(chooseColorMode({ local: 'dark', accountDarkMode: false })).toBe('light');
  });

  it('without an account setting the local flag decides, else light', () => {
    expect(chooseColorMode({ local: 'dark', accountDarkMode: undefined })).toBe('dark');
    expect(chooseColorMode({ local: 'dark', accountDarkMode: null })).toBe('dark');
    expect(chooseColorMode({ local: null, accountDarkMode: undefined })).toBe('light');
    expect(DEFAULT_COLOR_MODE).toBe('light');
  });

  it('toggling flips the mode', () => {
    expect(flipColorMode('light')).toBe('dark');
    expect(flipColorMode('dark')).toBe('light');
  });

  it('the local flag is localStorage first, then the cookie; junk is ignored', () => {
    expect(readLocalColorMode('dark', `${COLOR_MODE_COOKIE}=light`)).toBe('dark');
    expect(readLocalColorMode(null, `a=1; ${COLOR_MODE_COOKIE}=dark; b=2`)).toBe('dark');
    expect(readLocalColorMode('system', `${COLOR_MODE_COOKIE}=light`)).toBe('light');
    expect(readLocalColorMode('purple', `${COLOR_MODE_COOKIE}=blue`)).toBeNull();
    expect(colorModeFromCookie(`x${COLOR_MODE_COOKIE}=dark`)).toBeNull();
    expect(colorModeFromCookie(null)).toBeNull();
  });

  it('the cookie is a year long, site-wide, Lax, Secure over https', () => {
    expect(colorModeCookie('dark', false)).toBe('color_mode=dark; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(colorModeCookie('light', true)).toMatch(/; Secure$/);
  });
});

describe('when the account setting is applied', () => {
  const premium = { id: 'VXNlcjo3', darkMode: true };

  it('applies once when the user arrives, then leaves later toggles alone', () => {
    const first = accountColorModeToApply(null, premium, 'light');
    expect(first).toEqual({ apply: 'dark', save: null, appliedFor: premium.id });
    // The user toggled back to light; a refresh of the same user must not flip it again.
    expect(accountColorModeToApply(first.appliedFor, premium, 'light')).toEqual({ apply: null, save: null, appliedFor: premium.id });
  });

  it('does nothing when the account agrees, and nothing for visitors (the local flag stays)', () => {
    expect(accountColorModeToApply(null, premium, 'dark')).toEqual({ apply: null, save: null, appliedFor: premium.id });
    expect(accountColorModeToApply(null, null, 'dark')).toEqual({ apply: null, save: null, appliedFor: null });
  });

  it('applies again for another user (logout, then login as someone else)', () => {
    expect(accountColorModeToApply(premium.id, { id: 'VXNlcjo5', darkMode: false }, 'dark')).toEqual({ apply: 'light', save: null, appliedFor: 'VXNlcjo5' });
    // Signed out in between: the next sign-in is applied even for the same user.
    const out = accountColorModeToApply(premium.id, null, 'dark');
    expect(accountColorModeToApply(out.appliedFor, premium, 'light').apply).toBe('dark');
  });

  it('waits for a user whose settings are unknown', () => {
    expect(accountColorModeToApply(null, { id: 'x', darkMode: undefined }, 'light')).toEqual({ apply: null, save: null, appliedFor: null });
  });

  it('a toggle clicked before the account answered is the newest choice: kept and saved', () => {
    expect(accountColorModeToApply(null, premium, 'light', true)).toEqual({ apply: null, save: 'light', appliedFor: premium.id });
    expect(accountColorModeToApply(null, premium, 'dark', true)).toEqual({ apply: null, save: null, appliedFor: premium.id });
  });
});

/**
 * Runs the inline head script against a fake page, as the browser would before paint, and
 * returns the attributes it put on <html>. `stored` is localStorage ('throws': privacy mode).
 */
function headScriptAttributes(stored: Record<string, string | null> | 'throws', cookie: string): Map<string, string> {
  const attributes = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => {
      if (stored === 'throws') throw new Error('SecurityError');
      return stored[key] ?? null;
    },
  };
  const document = { cookie, addEventListener: () => undefined, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('localStorage', 'document', COLOR_MODE_SCRIPT)(localStorage, document);
  return attributes;
}

function runHeadScript(storage: { value: string | null; throws?: boolean }, cookie: string): string | null {
  return headScriptAttributes(storage.throws ? 'throws' : { [COLOR_MODE_STORAGE_KEY]: storage.value }, cookie).get('data-theme') ?? null;
}

describe('the inline head script (no flash on cached pages)', () => {
  it('paints the local flag: localStorage, then the cookie, then light', () => {
    expect(runHeadScript({ value: 'dark' }, '')).toBe('dark');
    expect(runHeadScript({ value: 'light' }, `${COLOR_MODE_COOKIE}=dark`)).toBe('light');
    expect(runHeadScript({ value: null }, `csrftoken=abc; ${COLOR_MODE_COOKIE}=dark`)).toBe('dark');
    expect(runHeadScript({ value: null }, '')).toBe('light');
    expect(runHeadScript({ value: 'system' }, 'other_color_mode=dark')).toBe('light');
  });

  it('survives storage that throws (privacy mode) by reading the cookie', () => {
    expect(runHeadScript({ value: null, throws: true }, `${COLOR_MODE_COOKIE}=dark`)).toBe('dark');
  });

  it('marks <html> before paint when the visitor closed the top banner (no shift after paint)', () => {
    const run = (dismissed: string | null) => headScriptAttributes({ [TOP_BANNER_DISMISSED_KEY]: dismissed }, '');
    expect(run('1').has(TOP_BANNER_DISMISSED_ATTRIBUTE)).toBe(true);
    expect(run(null).has(TOP_BANNER_DISMISSED_ATTRIBUTE)).toBe(false);
    expect(run('1').get('data-theme')).toBe('light');
  });

  it('marks <html> before paint when cookies were accepted before: the cookie or the stored value (the banner in the markup stays hidden)', () => {
    const run = (stored: string | null, cookie: string, throws = false) =>
      headScriptAttributes(throws ? 'throws' : { [CONSENT_STORAGE_KEY]: stored }, cookie).has(CONSENT_ATTRIBUTE);
    expect(run(null, '')).toBe(false);
    expect(run('accepted', '')).toBe(true);
    expect(run(null, 'csrftoken=abc; cookie_consent=accepted')).toBe(true);
    expect(run(null, 'cookie_consent=maybe; other_cookie_consent=accepted')).toBe(false);
    expect(run(null, 'cookie_consent=accepted', true)).toBe(true);
    expect(run('no', '', true)).toBe(false);
  });

  it("puts the visitor's country on <html>: the stored choice, else the country cookie, lower-cased (issue 18 item 1)", () => {
    const run = (stored: string | null, cookie: string, throws = false) =>
      headScriptAttributes(throws ? 'throws' : { [COUNTRY_STORAGE_KEY]: stored }, cookie).get(COUNTRY_ATTRIBUTE) ?? null;
    expect(run('MX', 'country=br')).toBe('mx');
    expect(run(null, 'csrftoken=a; country=BR')).toBe('br');
    expect(run(null, 'country=br', true)).toBe('br');
    // Nothing known, or not a country code: the server markup's default stays.
    expect(run(null, '')).toBeNull();
    expect(run('peru', 'xcountry=mx')).toBeNull();
  });

  it('is small (it is inlined in every page: about 1 KB, 0.5 KB of it gzipped)', () => {
    expect(COLOR_MODE_SCRIPT.length).toBeLessThan(1000);
  });
});

describe("MUI's storage manager for the mode", () => {
  function fakeWindow() {
    const listeners = new Set<(e: StorageEvent) => void>();
    return {
      listeners,
      addEventListener: (_: string, l: (e: StorageEvent) => void) => listeners.add(l),
      removeEventListener: (_: string, l: (e: StorageEvent) => void) => listeners.delete(l),
    } as unknown as Window & { listeners: Set<(e: StorageEvent) => void> };
  }

  it('reads the cookie when localStorage has nothing, writes both, and ignores scheme-name keys', () => {
    vi.stubGlobal('window', {});
    const written: string[] = [];
    const manager = createColorModeStorage({ readCookie: () => `${COLOR_MODE_COOKIE}=dark`, writeCookie: (c) => written.push(c), secure: () => false });
    const mode = manager({ key: COLOR_MODE_STORAGE_KEY, storageWindow: fakeWindow() });
    expect(mode.get('light')).toBe('dark');
    mode.set('light');
    expect(written).toEqual(['color_mode=light; Path=/; Max-Age=31536000; SameSite=Lax']);
    mode.set('system'); // not a mode of this product: ignored
    expect(written).toHaveLength(1);
    const scheme = manager({ key: 'mui-color-scheme-dark', storageWindow: fakeWindow() });
    expect(scheme.get('dark')).toBe('dark');
    scheme.set('other');
    expect(written).toHaveLength(1);
    vi.unstubAllGlobals();
  });

  it('answers undefined on the server, like MUI\'s own manager', () => {
    const manager = createColorModeStorage({ readCookie: () => `${COLOR_MODE_COOKIE}=dark` });
    expect(manager({ key: COLOR_MODE_STORAGE_KEY }).get('light')).toBeUndefined();
  });

  it('follows another tab through the storage event', () => {
    const win = fakeWindow();
    const manager = createColorModeStorage({ readCookie: () => '' });
    const handler = vi.fn();
    const unsubscribe = manager({ key: COLOR_MODE_STORAGE_KEY, storageWindow: win }).subscribe(handler);
    for (const l of win.listeners) l({ key: COLOR_MODE_STORAGE_KEY, newValue: 'dark' } as StorageEvent);
    for (const l of win.listeners) l({ key: 'other', newValue: 'x' } as StorageEvent);
    expect(handler).toHaveBeenCalledTimes(1);
    expect(handler).toHaveBeenCalledWith('dark');
    unsubscribe();
    expect(win.listeners.size).toBe(0);
  });
});
