import { DRAWER_WIDTH_TOP_BOTTOM, DRAWER_WIDTHS, type DrawerPosition } from './ui-constants';

/** A width `sx` accepts: one value, or one per MUI breakpoint. */
export type ResponsiveWidth = number | string | Partial<Record<'xs' | 'sm' | 'md' | 'lg' | 'xl', number | string>>;

/**
 * The drawer paper's size (spec §9): side drawers take the given width or 80vw / 33vw / 25vw
 * by breakpoint; top and bottom drawers span the viewport (their height follows the content).
 * Side drawers never grow past the viewport, whatever width is asked for.
 */
export function drawerPaperSize(position: DrawerPosition, width?: ResponsiveWidth): { width: ResponsiveWidth; maxWidth: string } {
  if (position === 'top' || position === 'bottom') return { width: DRAWER_WIDTH_TOP_BOTTOM, maxWidth: '100vw' };
  return { width: width ?? DRAWER_WIDTHS, maxWidth: '100vw' };
}
