/**
 * Shared state of the site chrome (issue 6 items 7–8): the page's layout flags for the
 * banners and the chat (spec §2 "A cookies banner and a top banner are shown unless the
 * layout hides them. A page may pass a custom top banner"; spec §6 hide-chat flag), whether
 * search is open (spec §2 "opening it hides the top banner"), the phone dialog opened from
 * search, and the measured top-banner height (spec §4 "The top banner height is tracked").
 *
 * Plain functions, callable from any client component: the search overlay calls
 * `setSearchOpen(open)`, a search entry calls `openPhoneDialog()`, a page renders
 * <SiteChromeLayout …/> to pass its flags.
 */
import type { ReactNode } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

/** The layout flags the chrome reads (names as in lib/domain/menu/menu-visibility.ts, plus hideChat). */
export type SiteChromeLayoutFlags = {
  hideCookiesBanner?: boolean;
  hideTopBanner?: boolean;
  /** Spec §6 "disabled when a hide-chat flag is set". */
  hideChat?: boolean;
};

export type SiteChromeState = {
  layout: SiteChromeLayoutFlags;
  /** A page's own top banner (spec §2); null shows the default one. */
  customTopBanner: ReactNode | null;
  searchOpen: boolean;
  phoneDialogOpen: boolean;
  /** Where the phone dialog was opened from (analytics and the lead's source). */
  phoneDialogSource: string | null;
  topBannerHeight: number;
  /** Height of what is fixed at the bottom (the cookies banner), so the chat launcher stays above it. */
  bottomInset: number;
};

export const INITIAL_SITE_CHROME_STATE: SiteChromeState = {
  layout: {},
  customTopBanner: null,
  searchOpen: false,
  phoneDialogOpen: false,
  phoneDialogSource: null,
  topBannerHeight: 0,
  bottomInset: 0,
};

export const siteChromeStore = createStore<SiteChromeState>(() => INITIAL_SITE_CHROME_STATE);

export function useSiteChrome<T>(selector: (state: SiteChromeState) => T): T {
  return useStore(siteChromeStore, selector);
}

/** The search overlay says it opened or closed; the top banner hides while it is open. */
export function setSearchOpen(open: boolean): void {
  if (siteChromeStore.getState().searchOpen !== open) siteChromeStore.setState({ searchOpen: open });
}

export function openPhoneDialog(source: string = 'search'): void {
  siteChromeStore.setState({ phoneDialogOpen: true, phoneDialogSource: source });
}

export function closePhoneDialog(): void {
  siteChromeStore.setState({ phoneDialogOpen: false });
}

export function setSiteChromeLayout(layout: SiteChromeLayoutFlags, customTopBanner: ReactNode | null = null): void {
  siteChromeStore.setState({ layout, customTopBanner });
}

export function resetSiteChromeLayout(): void {
  siteChromeStore.setState({ layout: {}, customTopBanner: null });
}

export function setTopBannerHeight(height: number): void {
  if (siteChromeStore.getState().topBannerHeight !== height) siteChromeStore.setState({ topBannerHeight: height });
}

export function setBottomInset(height: number): void {
  if (siteChromeStore.getState().bottomInset !== height) siteChromeStore.setState({ bottomInset: height });
}
