/**
 * Layout constants of spec §9. Pixel values unless the name says otherwise.
 * Responsive values are keyed by the MUI breakpoints of lib/domain/theme/breakpoints.ts so they can
 * be handed straight to `sx` (e.g. `height: NAV_HEIGHT`).
 */

/** Main menu bar height: 56 at xs, 72 at sm (768 px) and up. */
export const NAV_HEIGHT = { xs: 56, sm: 72 } as const;

/** Width of a submenu drawer (the left menu drawer). */
export const SUBMENU_DRAWER_WIDTH = 375;
/** Width of the user-menu popper. */
export const USER_MENU_POPPER_WIDTH = 375;

/** The menu bar's scroll handler is throttled at this interval (ms). */
export const SCROLL_THROTTLE_MS = 100;

/**
 * Drawer, dialog, snackbar and toast constants live with the UI kit (lib/domain/ui/ui-constants.ts);
 * re-exported here so existing imports keep working.
 */
export {
  CART_TOAST_MS,
  DRAWER_DEFAULT_POSITION as DRAWER_DEFAULT_ANCHOR,
  DRAWER_WIDTHS,
  SNACKBAR_ANIMATION_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_MAX_WIDTH,
} from '@/lib/domain/ui/ui-constants';

/** Grid: 12 columns. */
export const GRID_COLUMNS = 12;
