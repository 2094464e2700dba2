// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  ADMIN_DASHBOARD_POPUP_KEY,
  JUST_LOGGED_IN_KEY,
  SESSION_STORAGE_KEY,
  TRACKING_DATA_KEY,
  USER_ORIGINAL_ID_KEY,
} from '@/lib/domain/session/keys';
import { applyUserLoad, ensureDistinctIdCookie, isJustLoggedIn, markJustLoggedIn } from '@/lib/client/session/session-client';
import { logout } from '@/lib/client/session/logout';
import { useSessionSync } from '@/lib/client/session/use-session-sync';
import { currentUserStore, resetCurrentUserStore, type CurrentUser } from '@/lib/client/stores/current-user-store';

const USER = {
  id: 'VXNlcjo3',
  originalId: 7,
  email: 'mateo@example.com',
  username: 'mateo',
  firstName: 'Mateo',
  lastName: 'González',
  displayName: 'Mateo',
  fullName: 'Mateo González',
  phoneCode: null,
  phoneNumber: null,
  segmentation: 'Member',
  isStaff: false,
  isMentor: false,
  isProfessor: false,
  isAffiliate: false,
  hasMembership: true,
} satisfies CurrentUser;

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Max-Age=0; Path=/`;
  }
}

function setVisibility(state: 'visible' | 'hidden') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('session in the browser (spec §3 / §4)', () => {
  beforeEach(() => {
    window.localStorage.clear();
    clearCookies();
    resetCurrentUserStore({ fetcher: async () => ({ status: 'anonymous', user: null }) });
  });
  afterEach(() => {
    cleanup();
    resetCurrentUserStore();
  });

  it('creates the session_distinct_id cookie once and then keeps it', () => {
    const first = ensureDistinctIdCookie();
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(document.cookie).toContain(`session_distinct_id=${first}`);
    expect(ensureDistinctIdCookie()).toBe(first);
  });

  it('stores the id and tracking data when the user loads, and removes the id when there is none', () => {
    expect(applyUserLoad({ status: 'authenticated', user: USER })).toBe('7');
    expect(window.localStorage.getItem(USER_ORIGINAL_ID_KEY)).toBe('7');
    expect(JSON.parse(window.localStorage.getItem(TRACKING_DATA_KEY)!)).toEqual({ segment: 'Member', username: 'mateo' });
    expect(applyUserLoad({ status: 'loading', user: null })).toBeUndefined();
    expect(window.localStorage.getItem(USER_ORIGINAL_ID_KEY)).toBe('7');
    expect(applyUserLoad({ status: 'anonymous', user: null })).toBeNull();
    expect(window.localStorage.getItem(USER_ORIGINAL_ID_KEY)).toBeNull();
  });

  it('clears the just-logged-in marker once its date is past', () => {
    markJustLoggedIn(new Date());
    expect(isJustLoggedIn()).toBe(true);
    markJustLoggedIn(new Date(Date.now() - 24 * 60 * 60 * 1000));
    expect(isJustLoggedIn()).toBe(false);
    expect(window.localStorage.getItem(JUST_LOGGED_IN_KEY)).toBeNull();
  });

  it('logout clears tracking, stored user, admin popup flag, server session and stored id, then goes to /logout/', async () => {
    for (const key of [TRACKING_DATA_KEY, SESSION_STORAGE_KEY, ADMIN_DASHBOARD_POPUP_KEY, USER_ORIGINAL_ID_KEY, JUST_LOGGED_IN_KEY]) window.localStorage.setItem(key, 'x');
    resetCurrentUserStore({ state: { status: 'authenticated', user: USER } });
    const seenAtServerCall: Array<string | null> = [];
    const endServerSession = vi.fn(async () => {
      seenAtServerCall.push(window.localStorage.getItem(TRACKING_DATA_KEY), window.localStorage.getItem(USER_ORIGINAL_ID_KEY));
      return true;
    });
    const navigate = vi.fn();
    const result = await logout({ endServerSession, navigate, locale: 'pt' });
    expect(result).toEqual({ ok: true });
    expect(endServerSession).toHaveBeenCalledOnce();
    // Tracking data is gone before the server call; the stored id after it.
    expect(seenAtServerCall).toEqual([null, 'x']);
    for (const key of [TRACKING_DATA_KEY, SESSION_STORAGE_KEY, ADMIN_DASHBOARD_POPUP_KEY, USER_ORIGINAL_ID_KEY, JUST_LOGGED_IN_KEY]) {
      expect(window.localStorage.getItem(key), key).toBeNull();
    }
    expect(currentUserStore.getState().status).toBe('anonymous');
    expect(navigate).toHaveBeenCalledWith('/pt/logout/');
  });

  it('logout calls a supplied handler instead of navigating, and reports a failed server call', async () => {
    const navigate = vi.fn();
    const onLogout = vi.fn();
    await logout({ endServerSession: async () => false, navigate, onLogout });
    expect(onLogout).toHaveBeenCalledWith({ ok: false });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('reloads on returning to the tab when another tab changed the stored user, unless disabled', async () => {
    resetCurrentUserStore({ fetcher: async () => ({ status: 'authenticated', user: USER }) });
    const reload = vi.fn();
    const { rerender } = renderHook(({ enabled }) => useSessionSync({ enabled, reload }), { initialProps: { enabled: true } });
    await waitFor(() => expect(window.localStorage.getItem(USER_ORIGINAL_ID_KEY)).toBe('7'));

    act(() => setVisibility('visible'));
    expect(reload).not.toHaveBeenCalled();

    window.localStorage.setItem(USER_ORIGINAL_ID_KEY, '8'); // someone else logged in elsewhere
    act(() => setVisibility('hidden'));
    expect(reload).not.toHaveBeenCalled();
    act(() => setVisibility('visible'));
    expect(reload).toHaveBeenCalledOnce();

    rerender({ enabled: false });
    act(() => setVisibility('visible'));
    expect(reload).toHaveBeenCalledOnce();
    expect(document.cookie).toMatch(/session_distinct_id=/);
  });
});
