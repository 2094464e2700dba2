/**
 * "Which submenu is open" (spec §2), shared by every part of the menu: the bar's dropdowns,
 * the left drawer, the notifications drawer, the user menu and search. One zustand store, so
 * opening one closes another wherever it lives. The transitions are the pure rules of
 * lib/domain/menu/menu-rules.ts.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { afterEscape, toggleSubmenu, type SubmenuKey } from '@/lib/domain/menu/menu-rules';

export type MenuState = { open: SubmenuKey | null };

export const menuStore = createStore<MenuState>(() => ({ open: null }));

export function useOpenSubmenu(): SubmenuKey | null {
  return useStore(menuStore, (s) => s.open);
}

export function useSubmenuOpen(key: SubmenuKey): boolean {
  return useStore(menuStore, (s) => s.open === key);
}

/** Opens `key`, closing whatever else was open. */
export function openSubmenu(key: SubmenuKey): void {
  if (menuStore.getState().open !== key) menuStore.setState({ open: key });
}

/** Opens `key`, or closes it when it is the open one. */
export function toggleMenuSubmenu(key: SubmenuKey): void {
  menuStore.setState({ open: toggleSubmenu(menuStore.getState().open, key) });
}

/** Closes `key` if it is the open one (a stale close never closes another submenu). */
export function closeSubmenu(key: SubmenuKey): void {
  if (menuStore.getState().open === key) menuStore.setState({ open: null });
}

/** Spec §2: Escape closes any submenu except search. */
export function escapeSubmenus(): void {
  const next = afterEscape(menuStore.getState().open);
  if (next !== menuStore.getState().open) menuStore.setState({ open: next });
}

export function closeAllSubmenus(): void {
  menuStore.setState({ open: null });
}
