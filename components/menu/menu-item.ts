/**
 * Links and buttons of a submenu that the arrow keys move between carry this attribute. A plain
 * module (not the 'use client' MenuDropdown), so server components can use the string itself.
 */
export const MENU_ITEM_ATTRIBUTE = 'data-menu-item';
