/**
 * The auth dialog's state (spec §2 "Authentication dialog", §4 "Auth dialog"): closed, then
 * open in one of its views, then closed again. The actions are plain functions, callable from
 * anywhere: React components, other stores, and non-React code through `window.__cursaliaAuth`.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { safeNextPath } from '@/lib/domain/paths/next-path';
import { removeItem } from '@/lib/client/session/browser-storage';

export type AuthDialogView = 'login' | 'register' | 'userData' | 'basicData';

/** localStorage key of a course waiting for the user to sign in; closing the dialog removes it (spec §2). */
export const PENDING_COURSE_ID_KEY = 'cursalia.pendingCourseId';

export interface AuthDialogOptions {
  /** Where to go after signing in (a same-site path; anything else is ignored). */
  next?: string | null;
  /** Promo register view: promo title and subtitle, and the dialog cannot be closed by the user. */
  promo?: boolean;
  /** Analytics: the page and the component that opened the dialog. */
  sourcePage?: string | null;
  sourceComponent?: string | null;
}

export interface BasicDataOptions {
  /** The phone code and number become required. */
  requirePhone?: boolean;
  /** Where to go once the data is saved (a same-site path). */
  redirectUrl?: string | null;
  sourcePage?: string | null;
  sourceComponent?: string | null;
}

export interface AuthDialogState {
  open: boolean;
  view: AuthDialogView;
  next: string | null;
  promo: boolean;
  sourcePage: string | null;
  sourceComponent: string | null;
  requirePhone: boolean;
  redirectUrl: string | null;
  /** Grows with every opening, so per-opening effects (the 'Render Signup' event) run once. */
  openCount: number;
}

export const INITIAL_AUTH_DIALOG_STATE: AuthDialogState = {
  open: false,
  view: 'login',
  next: null,
  promo: false,
  sourcePage: null,
  sourceComponent: null,
  requirePhone: false,
  redirectUrl: null,
  openCount: 0,
};

export const authDialogStore = createStore<AuthDialogState>(() => INITIAL_AUTH_DIALOG_STATE);

function currentPage(): string | null {
  return typeof window === 'undefined' ? null : window.location.pathname;
}

function openIn(view: 'login' | 'register', options: AuthDialogOptions = {}): void {
  const previous = authDialogStore.getState();
  authDialogStore.setState(
    {
      ...INITIAL_AUTH_DIALOG_STATE,
      open: true,
      view,
      next: safeNextPath(options.next ?? null),
      // A promo dialog that is already showing stays a promo dialog.
      promo: Boolean(options.promo) || (previous.open && previous.promo),
      sourcePage: options.sourcePage ?? currentPage(),
      sourceComponent: options.sourceComponent ?? null,
      openCount: previous.openCount + 1,
    },
    true,
  );
}

/** Opens the dialog in the login view. */
export function showLogin(options?: AuthDialogOptions): void {
  openIn('login', options);
}

/** Opens the dialog in the register view. */
export function showRegister(options?: AuthDialogOptions): void {
  openIn('register', options);
}

/** Opens the basic-data form (names and phone) for a signed-in user (spec §2). */
export function showBasicData(options: BasicDataOptions = {}): void {
  const previous = authDialogStore.getState();
  authDialogStore.setState(
    {
      ...INITIAL_AUTH_DIALOG_STATE,
      open: true,
      view: 'basicData',
      requirePhone: Boolean(options.requirePhone),
      redirectUrl: safeNextPath(options.redirectUrl ?? null),
      sourcePage: options.sourcePage ?? currentPage(),
      sourceComponent: options.sourceComponent ?? null,
      openCount: previous.openCount + 1,
    },
    true,
  );
}

/** Switches the open dialog to another view ('¿No tienes una cuenta? Regístrate', …). */
export function setAuthDialogView(view: AuthDialogView): void {
  if (!authDialogStore.getState().open) return;
  authDialogStore.setState({ view });
}

/**
 * Closes the dialog and removes the stored course id (spec §2). A promo dialog cannot be closed
 * (returns false) unless `force` is set, which the dialog itself uses once the user has signed
 * in; it also passes `keepPendingCourse`, so a course chosen before signing in (e.g. "add to
 * cart") can still be picked up afterwards.
 */
export function closeAuthDialog(options: { force?: boolean; keepPendingCourse?: boolean } = {}): boolean {
  const state = authDialogStore.getState();
  if (state.open && state.promo && !options.force) return false;
  if (!options.keepPendingCourse) removeItem(PENDING_COURSE_ID_KEY);
  if (state.open) authDialogStore.setState({ open: false, promo: false });
  return true;
}

/** What the user's own close gestures (Escape, backdrop, close button) do: ignored for a promo dialog. */
export function dismissAuthDialog(): boolean {
  return closeAuthDialog();
}

export function isAuthDialogClosable(state: Pick<AuthDialogState, 'promo'>): boolean {
  return !state.promo;
}

/** The React hook over the store, with an optional selector. */
export function useAuthDialogStore(): AuthDialogState;
export function useAuthDialogStore<T>(selector: (state: AuthDialogState) => T): T;
export function useAuthDialogStore<T>(selector?: (state: AuthDialogState) => T) {
  return useStore(authDialogStore, selector ?? ((s: AuthDialogState) => s as unknown as T));
}

/** Tests: back to the first state. */
export function resetAuthDialogStore(): void {
  authDialogStore.setState(INITIAL_AUTH_DIALOG_STATE, true);
}

/** The API for code outside React (spec §2: "opened, and closed, from anywhere"). */
export interface CursaliaAuthGlobal {
  showLogin: typeof showLogin;
  showRegister: typeof showRegister;
  showBasicData: typeof showBasicData;
  closeAuthDialog: typeof closeAuthDialog;
}

declare global {
  interface Window {
    __cursaliaAuth?: CursaliaAuthGlobal;
  }
}

/** Exposes the actions on `window.__cursaliaAuth`; returns a function that removes them. */
export function installAuthDialogGlobals(target: Window | undefined = typeof window === 'undefined' ? undefined : window): () => void {
  if (!target) return () => {};
  const api: CursaliaAuthGlobal = { showLogin, showRegister, showBasicData, closeAuthDialog };
  target.__cursaliaAuth = api;
  return () => {
    if (target.__cursaliaAuth === api) delete target.__cursaliaAuth;
  };
}
