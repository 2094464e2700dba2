/**
 * The browser side of the session rules (spec §3/§4): reads and writes localStorage and the
 * session id cookie. Never throws; every decision is made by the pure functions in rules.ts.
 */
import { createOperationId } from '@/lib/domain/graphql/headers';
import { readItem, readJson, removeItem, writeItem } from './browser-storage';
import {
  ADMIN_DASHBOARD_POPUP_KEY,
  JUST_LOGGED_IN_KEY,
  LEGACY_USER_KEYS,
  SESSION_STORAGE_KEY,
  TRACKING_DATA_KEY,
  USER_ORIGINAL_ID_KEY,
} from '@/lib/domain/session/keys';
import { justLoggedInStatus, justLoggedInValue, planDistinctId, userLoadAction, type SessionUser, type TrackingData } from '@/lib/domain/session/rules';

/** Creates the `session_distinct_id` cookie when it is missing; returns the session id (or null off the browser). */
export function ensureDistinctIdCookie(): string | null {
  if (typeof document === 'undefined') return null;
  try {
    const plan = planDistinctId(document.cookie, {
      createId: createOperationId,
      now: new Date(),
      secure: window.location.protocol === 'https:',
    });
    if (plan.cookie) document.cookie = plan.cookie;
    return plan.id;
  } catch {
    return null; // cookies blocked
  }
}

export function readStoredOriginalId(): string | null {
  return readItem(USER_ORIGINAL_ID_KEY);
}

export function readTrackingData(): TrackingData | null {
  return readJson<TrackingData>(TRACKING_DATA_KEY);
}

/**
 * Applies spec §4 "when the user loads": stores the original id and tracking data, or removes
 * the stored id when there is no user. Returns the id this tab now knows (null for nobody),
 * or undefined while the user is still loading (or failed to load).
 */
export function applyUserLoad(state: { status: 'loading' | 'anonymous' | 'authenticated' | 'error'; user: SessionUser | null }): string | null | undefined {
  const action = userLoadAction(state);
  if (action.kind === 'store') {
    writeItem(USER_ORIGINAL_ID_KEY, action.originalId);
    writeItem(TRACKING_DATA_KEY, JSON.stringify(action.tracking));
    return action.originalId;
  }
  if (action.kind === 'remove') {
    removeItem(USER_ORIGINAL_ID_KEY);
    return null;
  }
  return undefined;
}

/** Sets the just-logged-in marker with its expiry date (after a login or a registration). */
export function markJustLoggedIn(now: Date = new Date()): void {
  writeItem(JUST_LOGGED_IN_KEY, justLoggedInValue(now));
}

/** Whether the marker is still valid; an expired marker is cleared on the way (spec §3). */
export function isJustLoggedIn(now: Date = new Date()): boolean {
  const status = justLoggedInStatus(readItem(JUST_LOGGED_IN_KEY), now);
  if (status === 'expired') removeItem(JUST_LOGGED_IN_KEY);
  return status === 'active';
}

/**
 * Clears what the browser keeps about the signed-in user, in the order of spec §4 (the
 * httpOnly session cookie is cleared by the server, see logout.ts).
 */
export function clearTrackingData(): void {
  removeItem(TRACKING_DATA_KEY);
}

export function clearStoredUser(): void {
  removeItem(SESSION_STORAGE_KEY);
  removeItem(JUST_LOGGED_IN_KEY);
}

export function clearAdminDashboardPopup(): void {
  removeItem(ADMIN_DASHBOARD_POPUP_KEY);
}

export function clearStoredOriginalId(): void {
  removeItem(USER_ORIGINAL_ID_KEY);
  for (const key of LEGACY_USER_KEYS) removeItem(key);
}
