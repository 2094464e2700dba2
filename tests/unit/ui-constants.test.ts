import { describe, expect, it } from 'vitest';
import * as ui from '@/lib/domain/ui/ui-constants';
import * as layout from '@/lib/domain/theme/layout-constants';
import { dialogMaxWidth, dialogMayClose, dialogPaperSx } from '@/lib/domain/ui/dialog-size';
import { drawerPaperSize } from '@/lib/domain/ui/drawer-size';
import { snackbarAnchor, snackbarSlideDirection } from '@/lib/domain/ui/snackbar-position';

describe('UI kit constants (spec §9 "Business constants and limits")', () => {
  it('snackbar: auto-dismiss 3000 ms, max width 468 px, default bottom-right, animation 150 ms', () => {
    expect(ui.SNACKBAR_AUTO_HIDE_MS).toBe(3000);
    expect(ui.SNACKBAR_MAX_WIDTH).toBe(468);
    expect(ui.SNACKBAR_DEFAULT_POSITION).toBe('bottom-right');
    expect(ui.SNACKBAR_ANIMATION_MS).toBe(150);
    expect(ui.CART_TOAST_MS).toBe(2500);
  });

  it('snackbar states are success, error, info and warning (spec §3 "state")', () => {
    expect([...ui.SNACKBAR_STATES].sort()).toEqual(['error', 'info', 'success', 'warning']);
  });

  it('dialog: sizes s/m/l/full on the 12-column grid, small ones 90vh high, backdrop blur 4 px', () => {
    expect(ui.DIALOG_SIZES).toEqual(['s', 'm', 'l', 'full']);
    expect(ui.DIALOG_COLUMNS).toEqual({ s: 4, m: 6, l: 8, full: 12 });
    expect(ui.DIALOG_SMALL_MAX_HEIGHT).toBe('90vh');
    expect(ui.DIALOG_BACKDROP_BLUR_PX).toBe(4);
  });

  it('drawer: 80vw (xs), 33vw (sm), 25vw (md and lg); top and bottom 100vw; right by default', () => {
    expect(ui.DRAWER_WIDTHS).toEqual({ xs: '80vw', sm: '33vw', md: '25vw', lg: '25vw' });
    expect(ui.DRAWER_WIDTH_TOP_BOTTOM).toBe('100vw');
    expect(ui.DRAWER_DEFAULT_POSITION).toBe('right');
    expect(ui.DRAWER_POSITIONS).toEqual(['top', 'bottom', 'left', 'right']);
  });

  it('text clamp: 3 lines by default; the spec §8 error text, typo included', () => {
    expect(ui.TEXT_CLAMP_DEFAULT_LINES).toBe(3);
    expect(ui.TEXT_CLAMP_ERROR).toBe('Invaild clamp number!');
  });

  it('slider: autoplay delay 3000 ms, zoom ratio 1 to 3, cube shadow offset 20 and scale 0.94, coverflow rotate 50 and depth 100', () => {
    expect(ui.SLIDER_DEFAULTS).toEqual({
      autoplay: { delay: 3000 },
      zoom: { minRatio: 1, maxRatio: 3 },
      cubeEffect: { shadowOffset: 20, shadowScale: 0.94 },
      coverflowEffect: { rotate: 50, depth: 100 },
    });
  });

  it('layout-constants re-exports the same values (one source of truth)', () => {
    expect(layout.SNACKBAR_AUTO_HIDE_MS).toBe(ui.SNACKBAR_AUTO_HIDE_MS);
    expect(layout.SNACKBAR_MAX_WIDTH).toBe(ui.SNACKBAR_MAX_WIDTH);
    expect(layout.SNACKBAR_ANIMATION_MS).toBe(ui.SNACKBAR_ANIMATION_MS);
    expect(layout.CART_TOAST_MS).toBe(ui.CART_TOAST_MS);
    expect(layout.DRAWER_WIDTHS).toBe(ui.DRAWER_WIDTHS);
    expect(layout.DRAWER_DEFAULT_ANCHOR).toBe('right');
  });
});

describe('UI kit rules (spec §3, §4 "Other", §9)', () => {
  it('maps every snackbar position to an MUI anchor and slide direction', () => {
    expect(snackbarAnchor('bottom-right')).toEqual({ vertical: 'bottom', horizontal: 'right' });
    expect(snackbarAnchor('top-center')).toEqual({ vertical: 'top', horizontal: 'center' });
    expect(snackbarSlideDirection('top-left')).toBe('down');
    expect(snackbarSlideDirection('bottom-center')).toBe('up');
  });

  it('dialog widths are their columns of the 1366 px container; small ones capped at 90vh', () => {
    expect(dialogMaxWidth('s')).toBe(455);
    expect(dialogMaxWidth('m')).toBe(683);
    expect(dialogMaxWidth('l')).toBe(911);
    expect(dialogPaperSx('s', false)).toMatchObject({ maxWidth: 455, maxHeight: '90vh' });
    expect(dialogPaperSx('m', false)).not.toHaveProperty('maxHeight');
    expect(dialogPaperSx('full', true)).toEqual({ borderRadius: 0 });
  });

  it('Escape and backdrop close unless ignored; a full dialog ignores an outside click', () => {
    expect(dialogMayClose('escapeKeyDown', {})).toBe(true);
    expect(dialogMayClose('escapeKeyDown', { ignoreEscape: true })).toBe(false);
    expect(dialogMayClose('backdropClick', { size: 'm' })).toBe(true);
    expect(dialogMayClose('backdropClick', { size: 'm', ignoreBackdropClick: true })).toBe(false);
    expect(dialogMayClose('backdropClick', { size: 'full' })).toBe(false);
    expect(dialogMayClose('closeButton', { ignoreEscape: true, ignoreBackdropClick: true })).toBe(true);
  });

  it('side drawers default to the spec widths; top and bottom span the viewport', () => {
    expect(drawerPaperSize('right').width).toEqual({ xs: '80vw', sm: '33vw', md: '25vw', lg: '25vw' });
    expect(drawerPaperSize('left', 375).width).toBe(375);
    expect(drawerPaperSize('top', 375).width).toBe('100vw');
    expect(drawerPaperSize('bottom').width).toBe('100vw');
  });
});
