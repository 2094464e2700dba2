/**
 * The light/dark theme choice (spec §4 "Theme"): the rule, where the local flag lives, and how
 * it reaches <html> before paint. Pure and shared by the inline head script, MUI's storage
 * manager, the theme provider and their tests.
 */

export type ColorMode = 'light' | 'dark';

/** With no stored choice the product is light (the account default, user_settings.dark_mode = false). */
export const DEFAULT_COLOR_MODE: ColorMode = 'light';

/** localStorage key of the local flag; MUI's colour-scheme manager reads and writes it too. */
export const COLOR_MODE_STORAGE_KEY = 'mui-mode';

/**
 * The same flag as a cookie: sent with every request, so it survives a cleared or blocked
 * localStorage and server code that renders per request can read it. One year, like the
 * session id cookie (spec §9): a preference should not expire after the 1-day cookie default.
 */
export const COLOR_MODE_COOKIE = 'color_mode';
export const COLOR_MODE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Attribute on <html> naming the scheme; the theme's `colorSchemeSelector` matches it. */
export const COLOR_MODE_ATTRIBUTE = 'data-theme';

export function parseColorMode(value: unknown): ColorMode | null {
  return value === 'light' || value === 'dark' ? value : null;
}

export function colorModeFromDarkMode(darkMode: boolean): ColorMode {
  return darkMode ? 'dark' : 'light';
}

export function flipColorMode(mode: ColorMode): ColorMode {
  return mode === 'dark' ? 'light' : 'dark';
}

/**
 * Spec §4: "The initial value comes from a local flag, and the logged-in user's settings
 * override it when they arrive." So the account's darkMode wins when known; otherwise the local
 * flag (localStorage, else the cookie); otherwise light.
 */
export function chooseColorMode(input: { local: ColorMode | null; accountDarkMode: boolean | null | undefined }): ColorMode {
  if (typeof input.accountDarkMode === 'boolean') return colorModeFromDarkMode(input.accountDarkMode);
  return input.local ?? DEFAULT_COLOR_MODE;
}

/** The local flag: localStorage first (what this tab last chose), the cookie when storage has none. */
export function readLocalColorMode(stored: string | null, cookieHeader: string | null): ColorMode | null {
  return parseColorMode(stored) ?? colorModeFromCookie(cookieHeader);
}

export function colorModeFromCookie(cookieHeader: string | null): ColorMode | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === COLOR_MODE_COOKIE) return parseColorMode(rest.join('='));
  }
  return null;
}

/** The Set-Cookie / document.cookie string of the flag. Not httpOnly: the browser writes it. */
export function colorModeCookie(mode: ColorMode, secure: boolean): string {
  return `${COLOR_MODE_COOKIE}=${mode}; Path=/; Max-Age=${COLOR_MODE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** What to do when the current user changes: set a mode, save the local one to the account, or nothing. */
export type AccountSync = { apply: ColorMode | null; save: ColorMode | null; appliedFor: string | null };

/**
 * When the signed-in user's settings are applied: once per user, when they arrive. Later
 * refreshes of the same user (after saving basic data, say) must not undo a toggle made since;
 * a different user (logout, then login as someone else) is applied again.
 *
 * One exception to "the account wins": if the visitor toggled on this page before the account
 * answered, that click is the newest choice. It is kept and saved to the account instead of
 * being flipped back a moment later.
 */
export function accountColorModeToApply(
  appliedFor: string | null,
  user: { id: string; darkMode: boolean | null | undefined } | null,
  current: ColorMode | null,
  toggledBeforeUserArrived = false,
): AccountSync {
  if (!user) return { apply: null, save: null, appliedFor: null };
  if (typeof user.darkMode !== 'boolean' || appliedFor === user.id) return { apply: null, save: null, appliedFor };
  if (toggledBeforeUserArrived && current) {
    const differs = colorModeFromDarkMode(user.darkMode) !== current;
    return { apply: null, save: differs ? current : null, appliedFor: user.id };
  }
  const mode = chooseColorMode({ local: current, accountDarkMode: user.darkMode });
  return { apply: mode === current ? null : mode, save: null, appliedFor: user.id };
}
