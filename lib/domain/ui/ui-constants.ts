/**
 * Constants of the UI kit (components/ui/), as spec §9 "Business constants and limits" gives
 * them. One module, so a widget and its test read the same number; layout-constants.ts
 * re-exports the ones it used to hold.
 */

/** Snackbar (spec §9): auto-dismiss 3000 ms, max width 468 px, default bottom-right, animation 150 ms. */
export const SNACKBAR_AUTO_HIDE_MS = 3000;
export const SNACKBAR_MAX_WIDTH = 468;
export const SNACKBAR_ANIMATION_MS = 150;
export const SNACKBAR_DEFAULT_POSITION = 'bottom-right' as const;

/** Where a snackbar can sit (spec §3 "position"): vertical edge, then horizontal place. */
export const SNACKBAR_POSITIONS = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export type SnackbarPosition = (typeof SNACKBAR_POSITIONS)[number];

/** Snackbar states (spec §3 "state"); MUI Alert severities of the same names (spec §9 alert colours). */
export const SNACKBAR_STATES = ['success', 'error', 'info', 'warning'] as const;
export type SnackbarState = (typeof SNACKBAR_STATES)[number];

/** Cart-change toast (spec §9): 2500 ms, shorter than a snackbar. */
export const CART_TOAST_MS = 2500;

/**
 * Dialog sizes (spec §3) as columns of the 12-column grid (spec §9). `full` is the whole
 * screen: it is what the auth dialog uses below md, and the only size that fills 12 columns.
 */
export const DIALOG_SIZES = ['s', 'm', 'l', 'full'] as const;
export type DialogSize = (typeof DIALOG_SIZES)[number];
export const DIALOG_COLUMNS: Record<DialogSize, number> = { s: 4, m: 6, l: 8, full: 12 };
/** Small dialogs are at most 90vh high; every dialog's backdrop is blurred by 4 px (spec §9). */
export const DIALOG_SMALL_MAX_HEIGHT = '90vh';
export const DIALOG_BACKDROP_BLUR_PX = 4;

/**
 * Drawers (spec §9): side drawers are 80vw at xs, 33vw at sm, 25vw at md and lg; top and
 * bottom drawers span 100vw; the default side is right. xl is not given: it keeps lg's 25vw.
 */
export const DRAWER_POSITIONS = ['top', 'bottom', 'left', 'right'] as const;
export type DrawerPosition = (typeof DRAWER_POSITIONS)[number];
export const DRAWER_WIDTHS = { xs: '80vw', sm: '33vw', md: '25vw', lg: '25vw' } as const;
export const DRAWER_WIDTH_TOP_BOTTOM = '100vw';
export const DRAWER_DEFAULT_POSITION: DrawerPosition = 'right';

/** Text clamp (spec §9): 3 lines by default; below 1 is an error with the spec's exact text (§8, typo kept). */
export const TEXT_CLAMP_DEFAULT_LINES = 3;
export const TEXT_CLAMP_ERROR = 'Invaild clamp number!';

/**
 * Slider defaults (spec §9 "autoplay delay 3000 ms, zoom ratio 1 to 3, cube shadow offset 20 and
 * scale 0.94, coverflow rotate 50 and depth 100"), shaped as a slider's options so one can be
 * spread into it. No page has a slider yet (the spec describes none); a slider added later
 * starts from these.
 */
export const SLIDER_DEFAULTS = {
  autoplay: { delay: 3000 },
  zoom: { minRatio: 1, maxRatio: 3 },
  cubeEffect: { shadowOffset: 20, shadowScale: 0.94 },
  coverflowEffect: { rotate: 50, depth: 100 },
} as const;
