/**
 * How many entries the menu lists at each breakpoint, and the key of its new-items section
 * (spec §9 "Menu: … per-breakpoint counts xs 10, sm 14, md 12, lg 18, and a second set xs 6,
 * sm 6, md 4, lg 6; a menu key for new items 'nuevos'").
 *
 * The spec names the numbers but not the lists; here the first set is the catalogue's
 * categories and the second its software (docs/main-menu.md, "Interpretations"). The menu's
 * panels are server markup cached for every visitor, so the width cannot be known when they
 * render: every entry up to the largest count is in the HTML, and `menuEntryHiddenAt` names the
 * breakpoints at which an entry is beyond the count (Menu.module.css hides it there).
 */

/** The menu's breakpoints (spec §9 "The menu code uses sm 768, md 1024, lg 1366"; xs below). xl keeps lg's count. */
export const MENU_COUNT_BREAKPOINTS = ['xs', 'sm', 'md', 'lg'] as const;
export type MenuCountBreakpoint = (typeof MENU_COUNT_BREAKPOINTS)[number];
export type MenuCounts = Readonly<Record<MenuCountBreakpoint, number>>;

/** Spec §9 first set: the catalogue's categories. */
export const MENU_CATEGORY_COUNTS: MenuCounts = { xs: 10, sm: 14, md: 12, lg: 18 };
/** Spec §9 second set: the catalogue's software. */
export const MENU_SOFTWARE_COUNTS: MenuCounts = { xs: 6, sm: 6, md: 4, lg: 6 };

/** Spec §9 "a menu key for new items 'nuevos'": the key of the catalogue's new-releases section. */
export const MENU_NEW_ITEMS_KEY = 'nuevos';

/** The most entries any breakpoint shows: how many the server reads and sends. */
export function maxMenuCount(counts: MenuCounts): number {
  return Math.max(...MENU_COUNT_BREAKPOINTS.map((b) => counts[b]));
}

/**
 * The breakpoints at which the entry at `index` (0-based) is past the count. The counts do not
 * grow with the width (sm 14, md 12), so this is a set, not a "from" breakpoint.
 */
export function menuEntryHiddenAt(index: number, counts: MenuCounts): MenuCountBreakpoint[] {
  return MENU_COUNT_BREAKPOINTS.filter((b) => index >= counts[b]);
}

/** The `data-menu-hide` attribute of an entry (space-separated breakpoints), or undefined when it always shows. */
export function menuHideAttribute(index: number, counts: MenuCounts): string | undefined {
  const hidden = menuEntryHiddenAt(index, counts);
  return hidden.length > 0 ? hidden.join(' ') : undefined;
}
