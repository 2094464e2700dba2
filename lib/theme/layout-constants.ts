/**
 * Layout constants of spec §9. Pixel values unless the name says otherwise.
 * Responsive values are keyed by the MUI breakpoints of lib/theme/breakpoints.ts so they can
 * be handed straight to `sx` (e.g. `height: NAV_HEIGHT`).
 */

/** Main menu bar height: 56 at xs, 72 at sm (768 px) and up. */
export const NAV_HEIGHT = { xs: 56, sm: 72 } as const;
export const NAV_HEIGHT_XS = NAV_HEIGHT.xs;
export const NAV_HEIGHT_SM_UP = NAV_HEIGHT.sm;

/** z-index of the main menu bar (below MUI's drawers 1200, modals 1300 and snackbars 1400). */
export const NAV_Z_INDEX = 999;

/** Width of a submenu drawer (the left menu drawer). */
export const SUBMENU_DRAWER_WIDTH = 375;
/** Width of the user-menu popper. */
export const USER_MENU_POPPER_WIDTH = 375;
/** Width of the middle (catalogue / solutions) popper. */
export const MIDDLE_POPPER_WIDTH = 1152;

/** Search field width, and its width in the small variant. */
export const SEARCH_FIELD_WIDTH = 300;
export const SEARCH_FIELD_WIDTH_SMALL = 254;

/** The menu bar's scroll handler is throttled at this interval (ms). */
export const SCROLL_THROTTLE_MS = 100;

/** Dashboard sidebar logo width. */
export const DASHBOARD_SIDEBAR_LOGO_WIDTH = 256;
/** Organisation logo box (max 32 high by 128 wide once loaded). */
export const ORGANIZATION_LOGO = { width: 128, height: 32 } as const;

/**
 * Drawer, dialog, snackbar and toast constants live with the UI kit (lib/ui/ui-constants.ts);
 * re-exported here so existing imports keep working.
 */
export {
  CART_TOAST_MS,
  DIALOG_BACKDROP_BLUR_PX,
  DIALOG_SMALL_MAX_HEIGHT,
  DRAWER_DEFAULT_POSITION as DRAWER_DEFAULT_ANCHOR,
  DRAWER_WIDTH_TOP_BOTTOM,
  DRAWER_WIDTHS,
  SNACKBAR_ANIMATION_MS,
  SNACKBAR_AUTO_HIDE_MS,
  SNACKBAR_MAX_WIDTH,
} from '@/lib/ui/ui-constants';

/** Grid: 12 columns, default gutter 8 at xs. */
export const GRID_COLUMNS = 12;
export const GRID_GUTTER_XS = 8;

/** Collapse animation duration (ms). */
export const COLLAPSE_ANIMATION_MS = 500;

/** Default icon size (px). */
export const DEFAULT_ICON_SIZE = 32;
