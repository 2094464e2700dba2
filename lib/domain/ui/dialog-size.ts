import type { SxProps, Theme } from '@mui/material/styles';
import { BREAKPOINTS } from '@/lib/domain/theme/breakpoints';
import { GRID_COLUMNS } from '@/lib/domain/theme/layout-constants';
import { DIALOG_COLUMNS, DIALOG_SMALL_MAX_HEIGHT, type DialogSize } from './ui-constants';

/**
 * Dialog sizing of spec §9: widths s/m/l/full on the 12-column grid, small dialogs at most
 * 90vh high. Pure, so the auth dialog and the kit's Dialog size the same way.
 */

/** Widest a dialog of `size` gets: its columns of the lg container (1366 px). */
export function dialogMaxWidth(size: DialogSize): number {
  return Math.round((BREAKPOINTS.lg * DIALOG_COLUMNS[size]) / GRID_COLUMNS);
}

/** Paper styles: the grid width, 90vh at most for small dialogs; square corners when full screen. */
export function dialogPaperSx(size: DialogSize, fullScreen: boolean): SxProps<Theme> {
  if (fullScreen || size === 'full') return { borderRadius: 0 };
  return {
    width: '100%',
    maxWidth: dialogMaxWidth(size),
    borderRadius: 3,
    ...(size === 's' ? { maxHeight: DIALOG_SMALL_MAX_HEIGHT } : {}),
  };
}

/** Why a dialog or drawer is asked to close. */
export type DialogCloseReason = 'escapeKeyDown' | 'backdropClick' | 'closeButton';

export type CloseFlags = { size?: DialogSize; ignoreEscape?: boolean; ignoreBackdropClick?: boolean };

/**
 * Whether a close request is honoured (spec §4 "Other"): Escape and a backdrop click close
 * unless ignored, and a full-size dialog always ignores an outside click (there is no outside
 * to click). The close button always closes: hide it (hideCloseBtn) to make a dialog modal.
 */
export function dialogMayClose(reason: DialogCloseReason, flags: CloseFlags): boolean {
  if (reason === 'escapeKeyDown') return !flags.ignoreEscape;
  if (reason === 'backdropClick') return !flags.ignoreBackdropClick && flags.size !== 'full';
  return true;
}
