import { describe, expect, it } from 'vitest';
import {
  JUST_LOGGED_IN_TTL_MS,
  isValidDistinctId,
  justLoggedInStatus,
  justLoggedInValue,
  navigationAfterAuth,
  planDistinctId,
  serializeDistinctIdCookie,
  shouldReloadOnReturn,
  userLoadAction,
} from '@/lib/domain/session/rules';
import { checkStorageHealth, isQuotaError } from '@/lib/client/session/browser-storage';
import { safeNextPath } from '@/lib/domain/paths/next-path';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';

describe('session_distinct_id cookie (spec §3, 365 days, path /)', () => {
  it('creates a random uuid cookie when missing', () => {
    const plan = planDistinctId('csrftoken=abc; country=PE', { createId: () => UUID, now: NOW, secure: false });
    expect(plan.id).toBe(UUID);
    expect(plan.cookie).toBe(`session_distinct_id=${UUID}; Max-Age=31536000; Expires=Mon, 01 Mar 2027 12:00:00 GMT; Path=/; SameSite=Lax`);
  });

  it('keeps an existing id and writes nothing', () => {
    let created = 0;
    const plan = planDistinctId(`a=1; session_distinct_id=${UUID}`, { createId: () => `x${++created}`, now: NOW, secure: true });
    expect(plan).toEqual({ id: UUID, cookie: null });
    expect(created).toBe(0);
  });

  it('replaces an unusable value and marks the cookie Secure on https', () => {
    const plan = planDistinctId('session_distinct_id=%3Cscript%3E', { createId: () => UUID, now: NOW, secure: true });
    expect(plan.id).toBe(UUID);
    expect(plan.cookie).toMatch(/; Secure$/);
    expect(isValidDistinctId('')).toBe(false);
    expect(isValidDistinctId(UUID)).toBe(true);
    expect(serializeDistinctIdCookie(UUID, NOW, false)).toContain('Path=/');
  });
});

describe('just-logged-in marker (spec §3: cleared once its stored date is past)', () => {
  it('is active until its expiry date, then expired', () => {
    const raw = justLoggedInValue(NOW);
    expect(JSON.parse(raw)).toEqual({ expiresAt: new Date(NOW.getTime() + JUST_LOGGED_IN_TTL_MS).toISOString() });
    expect(justLoggedInStatus(raw, NOW)).toBe('active');
    expect(justLoggedInStatus(raw, new Date(NOW.getTime() + JUST_LOGGED_IN_TTL_MS - 1))).toBe('active');
    expect(justLoggedInStatus(raw, new Date(NOW.getTime() + JUST_LOGGED_IN_TTL_MS))).toBe('expired');
  });

  it('treats a missing marker as none and an unreadable one as expired (to clear)', () => {
    expect(justLoggedInStatus(null, NOW)).toBe('none');
    expect(justLoggedInStatus('not json', NOW)).toBe('expired');
    expect(justLoggedInStatus('{"expiresAt":"tomorrow"}', NOW)).toBe('expired');
  });
});

describe('user load (spec §4)', () => {
  it('stores the original id and tracking data when the user loads', () => {
    expect(userLoadAction({ status: 'authenticated', user: { originalId: 7, segmentation: 'Member', username: 'mateo' } })).toEqual({
      kind: 'store',
      originalId: '7',
      tracking: { segment: 'Member', username: 'mateo' },
    });
  });

  it('removes the stored id when no user is found, and waits while loading or after an error', () => {
    expect(userLoadAction({ status: 'anonymous', user: null })).toEqual({ kind: 'remove' });
    expect(userLoadAction({ status: 'loading', user: null })).toEqual({ kind: 'none' });
    expect(userLoadAction({ status: 'error', user: null })).toEqual({ kind: 'none' });
  });
});

describe('reload on returning to the tab (spec §4)', () => {
  const base = { enabled: true, visibilityState: 'visible', idAtLoad: '7' as string | null | undefined, storedId: '7' as string | null };

  it('reloads when the stored id differs from the one at load', () => {
    expect(shouldReloadOnReturn(base)).toBe(false);
    expect(shouldReloadOnReturn({ ...base, storedId: '8' })).toBe(true); // another user in another tab
    expect(shouldReloadOnReturn({ ...base, storedId: null })).toBe(true); // logged out elsewhere
    expect(shouldReloadOnReturn({ ...base, idAtLoad: null, storedId: '7' })).toBe(true); // logged in elsewhere
    expect(shouldReloadOnReturn({ ...base, idAtLoad: null, storedId: null })).toBe(false);
  });

  it('never reloads when disabled, hidden, or before the user has loaded', () => {
    expect(shouldReloadOnReturn({ ...base, storedId: '8', enabled: false })).toBe(false);
    expect(shouldReloadOnReturn({ ...base, storedId: '8', visibilityState: 'hidden' })).toBe(false);
    expect(shouldReloadOnReturn({ ...base, storedId: '8', idAtLoad: undefined })).toBe(false);
  });
});

describe('navigation after signing in from the dialog', () => {
  it('goes to a same-site next that is not the current page', () => {
    expect(navigationAfterAuth('/inbox/', '/entrar/?next=%2Finbox%2F', safeNextPath)).toBe('/inbox/');
    expect(navigationAfterAuth('/blog/?page=2', '/blog/?page=2', safeNextPath)).toBeNull();
    expect(navigationAfterAuth('/blog/#top', '/blog/', safeNextPath)).toBeNull();
    // An unsafe next is ignored: on the visitor landing that means the signed-in home (spec §2).
    expect(navigationAfterAuth('https://evil.example/', '/', safeNextPath)).toBe('/home/');
    expect(navigationAfterAuth('https://evil.example/', '/blog/', safeNextPath)).toBeNull();
    expect(navigationAfterAuth(null, '/blog/', safeNextPath)).toBeNull();
  });
});

describe('storage health (spec §2 storage warning)', () => {
  const fakeStorage = (setItem: () => void) => ({ setItem, removeItem: () => {} }) as unknown as Storage;

  it('is ok, unavailable or full', () => {
    expect(checkStorageHealth(() => fakeStorage(() => {}))).toBe('ok');
    expect(checkStorageHealth(() => null)).toBe('unavailable');
    expect(
      checkStorageHealth(() => {
        throw new Error('SecurityError');
      }),
    ).toBe('unavailable');
    const quota = Object.assign(new Error('full'), { name: 'QuotaExceededError' });
    expect(
      checkStorageHealth(() =>
        fakeStorage(() => {
          throw quota;
        }),
      ),
    ).toBe('full');
    expect(isQuotaError({ code: 22 })).toBe(true);
    expect(isQuotaError(new Error('x'))).toBe(false);
  });
});
