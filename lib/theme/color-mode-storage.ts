import type { StorageManager } from '@mui/material/styles';
import { readItem, writeItem } from '@/lib/session/browser-storage';
import { COLOR_MODE_STORAGE_KEY, colorModeCookie, parseColorMode, readLocalColorMode } from './color-mode';

type Options = {
  /** document.cookie, injectable for tests. */
  readCookie?: () => string;
  writeCookie?: (cookie: string) => void;
  secure?: () => boolean;
};

/**
 * MUI's colour-scheme storage for this app (ThemeProvider `storageManager`): the mode is read
 * from the same local flag the head script reads (localStorage, then the cookie), so the
 * provider and the already painted page agree, and every change is written to both.
 *
 * Only the mode is stored. MUI also asks for the light and dark scheme names; there is one of
 * each, so those keys answer the default and are never written.
 */
export function createColorModeStorage(options: Options = {}): StorageManager {
  const readCookie = options.readCookie ?? (() => (typeof document === 'undefined' ? '' : document.cookie));
  const writeCookie =
    options.writeCookie ??
    ((cookie: string) => {
      if (typeof document !== 'undefined') document.cookie = cookie;
    });
  const secure = options.secure ?? (() => typeof location !== 'undefined' && location.protocol === 'https:');

  return ({ key, storageWindow }) => {
    if (key !== COLOR_MODE_STORAGE_KEY) {
      return { get: (defaultValue: unknown) => defaultValue, set: () => {}, subscribe: () => () => {} };
    }
    const win = storageWindow ?? (typeof window === 'undefined' ? null : window);
    return {
      get(defaultValue: unknown) {
        // Undefined on the server, as MUI's own manager does: the first render uses the default.
        if (typeof window === 'undefined') return undefined;
        return readLocalColorMode(readItem(key), readCookie()) ?? defaultValue;
      },
      set(value: unknown) {
        const mode = parseColorMode(value);
        if (!mode) return;
        writeItem(key, mode);
        writeCookie(colorModeCookie(mode, secure()));
      },
      // Another tab toggled: follow it (localStorage fires `storage` in the other tabs only).
      subscribe(handler: (value: unknown) => void) {
        if (!win) return () => {};
        const listener = (event: StorageEvent) => {
          if (event.key === key) handler(parseColorMode(event.newValue));
        };
        win.addEventListener('storage', listener);
        return () => win.removeEventListener('storage', listener);
      },
    };
  };
}

/** The app's instance (stable identity, so MUI does not rebuild its storage each render). */
export const colorModeStorage = createColorModeStorage();
