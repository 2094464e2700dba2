import { COLOR_MODE_ATTRIBUTE, COLOR_MODE_STORAGE_KEY, DEFAULT_COLOR_MODE, parseColorMode, type ColorMode } from '@/lib/domain/theme/color-mode';
import { colorModeStorage } from './color-mode-storage';

/**
 * The page's colour mode, without MUI (issue 14): the shell no longer mounts MUI's
 * ThemeProvider, whose colour-scheme manager used to hold it. The truth is the `data-theme`
 * attribute on <html>, which the inline head script sets before paint (the stored flag, else
 * light) and which the theme's CSS variables key on; `setColorMode` changes it, stores the flag
 * (localStorage + cookie, lib/client/theme/color-mode-storage.ts) and tells the subscribers. Another
 * tab's toggle (a `storage` event) is followed too. MUI islands read colours from the CSS
 * variables, so they follow the attribute without knowing the mode.
 */

type Listener = () => void;
const listeners = new Set<Listener>();
let crossTab: (() => void) | null = null;

function stored() {
  return colorModeStorage({ key: COLOR_MODE_STORAGE_KEY, storageWindow: typeof window === 'undefined' ? undefined : window });
}

/** The mode on <html>; null on the server (it cannot know) and before the head script ran. */
export function readColorMode(doc: Document | undefined = typeof document === 'undefined' ? undefined : document): ColorMode | null {
  return doc ? parseColorMode(doc.documentElement.getAttribute(COLOR_MODE_ATTRIBUTE)) : null;
}

function apply(mode: ColorMode): void {
  document.documentElement.setAttribute(COLOR_MODE_ATTRIBUTE, mode);
  for (const listener of listeners) listener();
}

/** Sets the mode on the page and stores it as the local flag. */
export function setColorMode(mode: ColorMode): void {
  if (readColorMode() !== mode) apply(mode);
  stored().set(mode);
}

/**
 * Puts the stored mode on <html> when the head script could not (a document Next rendered as
 * its error shell, as a 404 can be, carries no head script): without it no scheme would apply.
 */
export function ensureColorModeApplied(): void {
  if (readColorMode() !== null) return;
  apply(parseColorMode(stored().get(DEFAULT_COLOR_MODE)) ?? DEFAULT_COLOR_MODE);
}

/** For useSyncExternalStore: the first subscriber starts following other tabs. */
export function subscribeColorMode(listener: Listener): () => void {
  listeners.add(listener);
  if (!crossTab && typeof window !== 'undefined') {
    crossTab = stored().subscribe((value) => {
      const mode = parseColorMode(value);
      if (mode && readColorMode() !== mode) apply(mode);
    });
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && crossTab) {
      crossTab();
      crossTab = null;
    }
  };
}
