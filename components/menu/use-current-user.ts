import { useEffect, useSyncExternalStore } from 'react';

/**
 * The signed-in user for the menu, fetched CLIENT-SIDE ONLY (spec §7), so public pages stay
 * cacheable and never read cookies on the server. One request is shared by every component
 * that asks (menu bar, drawer, …). Kept in this file so it can move to Apollo later: the
 * request body is already the GraphQL POST body the spec describes.
 */

export interface CurrentUser {
  id: string;
  originalId: string | number | null;
  firstName: string | null;
  displayName: string | null;
  isStaff: boolean;
}

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'error'; user: null; error: string };

export const CURRENT_USER_OPERATION = 'CurrentUser';
export const CURRENT_USER_QUERY = 'query CurrentUser { me { id originalId firstName displayName isStaff } }';
/** The current-user query uses /graphql by default (spec §7); a configured URL may override it. */
export const CURRENT_USER_ENDPOINT: string = process.env.NEXT_PUBLIC_CURRENT_USER_URL?.trim() || '/graphql';

const LOADING: CurrentUserState = { status: 'loading', user: null };

interface GraphQLResponse {
  data?: { me?: CurrentUser | null } | null;
  errors?: ReadonlyArray<{ message?: string; path?: unknown; locations?: unknown }>;
}

/** One POST of the CurrentUser query; never throws. */
export async function fetchCurrentUser(fetchImpl: typeof fetch = fetch): Promise<CurrentUserState> {
  try {
    const res = await fetchImpl(CURRENT_USER_ENDPOINT, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ operationName: CURRENT_USER_OPERATION, variables: {}, query: CURRENT_USER_QUERY }),
    });
    if (!res.ok) {
      const error = `Response not successful: Received status code ${res.status}`;
      console.error(`[CurrentUser] ${error}`);
      return { status: 'error', user: null, error };
    }
    const body = (await res.json()) as GraphQLResponse;
    for (const e of body.errors ?? []) {
      console.error('[CurrentUser] GraphQL error', { message: e.message, locations: e.locations, path: e.path });
    }
    if (!body.data && !body.errors) {
      const error = 'Server response was missing for query CurrentUser';
      console.error(`[CurrentUser] ${error}`);
      return { status: 'error', user: null, error };
    }
    const me = body.data?.me;
    return me ? { status: 'authenticated', user: me } : { status: 'anonymous', user: null };
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    console.error('[CurrentUser] network error', error);
    return { status: 'error', user: null, error };
  }
}

// A tiny module-level store: one request per page load, shared by all subscribers.
let state: CurrentUserState = LOADING;
let loaded = false;
let inflight: Promise<void> | null = null;
const listeners = new Set<() => void>();

function setState(next: CurrentUserState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Starts the query once; later calls reuse the result unless `force` is set. */
export function loadCurrentUser(force = false): Promise<void> {
  if (inflight) return inflight;
  if (loaded && !force) return Promise.resolve();
  inflight = fetchCurrentUser()
    .then((next) => {
      loaded = true;
      setState(next);
    })
    .finally(() => {
      inflight = null;
    });
  return inflight;
}

/** Re-fetches the user, e.g. after login or logout. */
export function refreshCurrentUser(): Promise<void> {
  return loadCurrentUser(true);
}

/**
 * The current user state. The server render and the first client render both see
 * `loading` (no hydration mismatch); the query starts after mount.
 */
export function useCurrentUser(): CurrentUserState {
  const snapshot = useSyncExternalStore(subscribe, () => state, () => LOADING);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  return snapshot;
}

/** Spec §6: anonymous means no current user and not loading (a failed query counts as none). */
export function isAnonymous(s: CurrentUserState): boolean {
  return s.status === 'anonymous' || s.status === 'error';
}

/** The name shown in the menu: first name, then display name. */
export function userLabel(user: CurrentUser): string | null {
  return user.firstName?.trim() || user.displayName?.trim() || null;
}
