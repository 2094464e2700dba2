/**
 * Session rules of spec §3/§4 as pure functions (no browser access), shared by the session
 * sync, login, logout and their tests.
 */
import { parseCookies } from '@/lib/domain/graphql/headers';
import { DISTINCT_ID_COOKIE, DISTINCT_ID_MAX_AGE_SECONDS } from './keys';
import { signedInHomeInstead } from '@/lib/domain/paths/home-target';

// ---- session_distinct_id cookie (spec §3, 365 days, path /) ----

const DISTINCT_ID_PATTERN = /^[A-Za-z0-9._-]{1,200}$/;

export function isValidDistinctId(value: string | null | undefined): value is string {
  return typeof value === 'string' && DISTINCT_ID_PATTERN.test(value);
}

/** The `session_distinct_id` cookie string (Max-Age and Expires: 365 days; path /; SameSite=Lax). */
export function serializeDistinctIdCookie(id: string, now: Date, secure: boolean): string {
  const expires = new Date(now.getTime() + DISTINCT_ID_MAX_AGE_SECONDS * 1000).toUTCString();
  return `${DISTINCT_ID_COOKIE}=${encodeURIComponent(id)}; Max-Age=${DISTINCT_ID_MAX_AGE_SECONDS}; Expires=${expires}; Path=/; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/**
 * The session id to use and, when the cookie is missing or unusable, the cookie to write:
 * a fresh random uuid from `createId`. An existing valid id is kept as it is.
 */
export function planDistinctId(
  cookieString: string | null | undefined,
  options: { createId: () => string; now: Date; secure: boolean },
): { id: string; cookie: string | null } {
  const existing = parseCookies(cookieString)[DISTINCT_ID_COOKIE];
  if (isValidDistinctId(existing)) return { id: existing, cookie: null };
  const id = options.createId();
  return { id, cookie: serializeDistinctIdCookie(id, options.now, options.secure) };
}

// ---- just-logged-in marker (spec §3: cleared once its stored date is past) ----

/** How long after a login the user counts as "just logged in". */
export const JUST_LOGGED_IN_TTL_MS = 10 * 60 * 1000;

/** The stored value of the marker: its expiry date. */
export function justLoggedInValue(now: Date, ttlMs: number = JUST_LOGGED_IN_TTL_MS): string {
  return JSON.stringify({ expiresAt: new Date(now.getTime() + ttlMs).toISOString() });
}

/** 'active' until the stored date; 'expired' (to clear) once past or when unreadable; 'none' when absent. */
export function justLoggedInStatus(raw: string | null | undefined, now: Date): 'none' | 'active' | 'expired' {
  if (raw === null || raw === undefined) return 'none';
  let expiresAt: number;
  try {
    const parsed = JSON.parse(raw) as { expiresAt?: unknown };
    expiresAt = typeof parsed?.expiresAt === 'string' ? Date.parse(parsed.expiresAt) : Number.NaN;
  } catch {
    return 'expired';
  }
  if (Number.isNaN(expiresAt)) return 'expired';
  return now.getTime() < expiresAt ? 'active' : 'expired';
}

// ---- user load and tab return (spec §4) ----

export type SessionUser = { originalId: string | number | null; segmentation?: string | null; username?: string | null };

export type TrackingData = { segment: string | null; username: string | null };

/** What to store when the user query settles: the id and tracking data, or remove the id. */
export type UserLoadAction =
  | { kind: 'store'; originalId: string; tracking: TrackingData }
  | { kind: 'remove' }
  | { kind: 'none' };

export function userLoadAction(state: { status: 'loading' | 'anonymous' | 'authenticated' | 'error'; user: SessionUser | null }): UserLoadAction {
  if (state.status === 'anonymous') return { kind: 'remove' };
  if (state.status !== 'authenticated' || !state.user) return { kind: 'none' };
  const id = state.user.originalId;
  if (id === null || id === undefined || String(id) === '') return { kind: 'none' };
  return {
    kind: 'store',
    originalId: String(id),
    tracking: { segment: state.user.segmentation ?? null, username: state.user.username ?? null },
  };
}

/**
 * Whether returning to the tab must reload the page (spec §4): the sync is enabled, the tab is
 * visible again, the user has loaded in this tab (`idAtLoad` is not undefined) and the stored
 * id now differs — another tab logged in, out, or as someone else.
 */
export function shouldReloadOnReturn(input: {
  enabled: boolean;
  visibilityState: string;
  /** The id stored when this tab loaded its user: null for nobody, undefined before the user loaded. */
  idAtLoad: string | null | undefined;
  storedId: string | null;
}): boolean {
  if (!input.enabled || input.visibilityState !== 'visible' || input.idAtLoad === undefined) return false;
  return (input.storedId ?? null) !== input.idAtLoad;
}

// ---- post-auth navigation ----

/**
 * Where to go after signing in from the dialog: `next` when it is a same-site path other than
 * the current page; without one, the signed-in home when the dialog was opened on the visitor
 * landing (spec §2 home target); else null to stay (the user is refreshed in place).
 */
export function navigationAfterAuth(next: string | null | undefined, currentPathAndSearch: string, safe: (value: unknown) => string | null): string | null {
  const target = safe(next) ?? signedInHomeInstead(currentPathAndSearch.split(/[?#]/)[0]);
  if (!target) return null;
  const strip = (value: string) => value.split('#')[0];
  return strip(target) === strip(currentPathAndSearch) ? null : target;
}
