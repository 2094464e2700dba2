import type { StorageManager } from '@mui/material/styles';
import { readItem, writeItem } from '@/lib/client/session/browser-storage';
import { COLOR_MODE_STORAGE_KEY, colorModeCookie, parseColorMode, readLocalColorMode } from '@/lib/domain/theme/color-mode';

type Options = {
  /** document.cookie, injectable for tests. */
  readCookie?: () => string;
  writeCookie?: (cookie: string) => void;
  secure?: () => boolean;
};

/**
 * Where the colour mode is stored: the same local flag the head script reads (localStorage,
 * then the cookie), every change written to both, other tabs' changes reported through the
 * `storage` event. Shaped as MUI's StorageManager (it served MUI's colour-scheme manager until
 * issue 14); lib/client/theme/color-mode-store.ts uses it now, with no MUI on the page.
 *
 * Only the mode is stored; any other key answers its default and is never written.
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
