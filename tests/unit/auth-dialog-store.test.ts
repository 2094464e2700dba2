// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  PENDING_COURSE_ID_KEY,
  authDialogStore,
  closeAuthDialog,
  dismissAuthDialog,
  installAuthDialogGlobals,
  resetAuthDialogStore,
  setAuthDialogView,
  showBasicData,
  showLogin,
  showRegister,
} from '@/lib/client/stores/auth-dialog-store';

const state = () => authDialogStore.getState();

describe('auth dialog store (spec §2 / §4 "Auth dialog")', () => {
  beforeEach(() => {
    resetAuthDialogStore();
    window.localStorage.clear();
  });
  afterEach(() => resetAuthDialogStore());

  it('starts closed, opens in the login or register view, and closes again', () => {
    expect(state().open).toBe(false);
    showLogin({ next: '/cursos-online/?all=true', sourcePage: '/', sourceComponent: 'MainMenu' });
    expect(state()).toMatchObject({ open: true, view: 'login', next: '/cursos-online/?all=true', sourcePage: '/', sourceComponent: 'MainMenu', promo: false });
    showRegister();
    expect(state()).toMatchObject({ open: true, view: 'register', next: null });
    expect(closeAuthDialog()).toBe(true);
    expect(state().open).toBe(false);
  });

  it('counts openings, keeps the page as the default source and switches views only while open', () => {
    const before = state().openCount;
    showRegister();
    expect(state().openCount).toBe(before + 1);
    expect(state().sourcePage).toBe(window.location.pathname);
    setAuthDialogView('login');
    expect(state().view).toBe('login');
    closeAuthDialog();
    setAuthDialogView('register');
    expect(state().view).toBe('login');
  });

  it('only follows a same-site next', () => {
    showLogin({ next: 'https://evil.example/' });
    expect(state().next).toBeNull();
    showLogin({ next: '//evil.example/' });
    expect(state().next).toBeNull();
    showLogin({ next: '/pt/blog/?page=2' });
    expect(state().next).toBe('/pt/blog/?page=2');
  });

  it('a promo dialog cannot be closed by the user (close, Escape, backdrop) until the dialog forces it', () => {
    showRegister({ promo: true });
    expect(state()).toMatchObject({ open: true, view: 'register', promo: true });
    expect(dismissAuthDialog()).toBe(false);
    expect(closeAuthDialog()).toBe(false);
    expect(state().open).toBe(true);
    // Switching to login keeps it a promo dialog.
    showLogin();
    expect(state().promo).toBe(true);
    expect(closeAuthDialog({ force: true })).toBe(true);
    expect(state()).toMatchObject({ open: false, promo: false });
  });

  it('closing removes the stored course id; a close after signing in may keep it', () => {
    window.localStorage.setItem(PENDING_COURSE_ID_KEY, '42');
    showLogin();
    closeAuthDialog();
    expect(window.localStorage.getItem(PENDING_COURSE_ID_KEY)).toBeNull();

    window.localStorage.setItem(PENDING_COURSE_ID_KEY, '43');
    showLogin();
    closeAuthDialog({ force: true, keepPendingCourse: true });
    expect(window.localStorage.getItem(PENDING_COURSE_ID_KEY)).toBe('43');
  });

  it('the promo dialog keeps the stored course id while it refuses to close', () => {
    window.localStorage.setItem(PENDING_COURSE_ID_KEY, '7');
    showRegister({ promo: true });
    dismissAuthDialog();
    expect(window.localStorage.getItem(PENDING_COURSE_ID_KEY)).toBe('7');
  });

  it('opens the basic-data form with its options', () => {
    showBasicData({ requirePhone: true, redirectUrl: '/carrito-de-compras/' });
    expect(state()).toMatchObject({ open: true, view: 'basicData', requirePhone: true, redirectUrl: '/carrito-de-compras/', promo: false });
    showBasicData({ redirectUrl: 'javascript:alert(1)' });
    expect(state()).toMatchObject({ requirePhone: false, redirectUrl: null });
  });

  it('exposes the actions on window.__cursaliaAuth for non-React callers', () => {
    const uninstall = installAuthDialogGlobals();
    expect(window.__cursaliaAuth).toBeDefined();
    window.__cursaliaAuth!.showRegister({ sourceComponent: 'LegacyWidget' });
    expect(state()).toMatchObject({ open: true, view: 'register', sourceComponent: 'LegacyWidget' });
    window.__cursaliaAuth!.closeAuthDialog();
    expect(state().open).toBe(false);
    uninstall();
    expect(window.__cursaliaAuth).toBeUndefined();
  });
});
