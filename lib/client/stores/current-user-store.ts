/**
 * The signed-in user ('me'), fetched CLIENT-SIDE ONLY (spec §7) from the current-user path
 * (/graphql), so public pages stay cacheable and never read cookies on the server. One shared
 * zustand store: the menu, the auth dialog and the session sync read the same request, and
 * login/logout refresh it in place.
 */
import { useEffect } from 'react';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { CurrentUserDocument, type CurrentUserQuery } from '@/graphql/generated/shell/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { CURRENT_USER_METHOD, type RequestMethod } from '@/lib/client/graphql-request/get-request';
import type { RoleUser } from '@/lib/domain/roles';
import { publicCurrentUserUrl } from '@/lib/domain/config/public-env';

/** The `me` fields the client uses: the role fields of lib/domain/roles plus names, contact and ids. */
export interface CurrentUser extends RoleUser {
  id: string;
  originalId: number | string | null;
  email: string | null;
  username: string | null;
  firstName: string | null;
  lastName: string | null;
  displayName: string | null;
  fullName: string | null;
  phoneCode: string | null;
  phoneNumber: string | null;
  segmentationKey?: string | null;
  /** The account's settings; darkMode overrides the local theme flag when it arrives (spec §4 Theme). */
  settings?: { darkMode: boolean } | null;
  /** The menu's organisation logo (spec §2 b2b logo) and renewal reminder (spec §2) read these. */
  organization?: (NonNullable<RoleUser['organization']> & { logo?: string | null; logoHeader?: string | null; configuration?: { darkModeLogo: string | null } | null }) | null;
  membership?: { expireDate?: string; isSubscription?: boolean; isSubscriptionCanceled?: boolean; membershipType: { method: string; tag?: string } } | null;
}

export type CurrentUserState =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: CurrentUser }
  | { status: 'error'; user: null; error: string };

/** The current-user query uses /graphql by default (spec §7); a configured URL may override it. */
export const CURRENT_USER_ENDPOINT: string = publicCurrentUserUrl();

export const LOADING_USER: CurrentUserState = { status: 'loading', user: null };

/** One request of the CurrentUser query (POST, or GET with the option) with the spec §7 headers (lib/client/graphql-request); never throws. */
export async function fetchCurrentUser(
  fetchImpl: typeof fetch = (...args) => globalThis.fetch(...args),
  method: RequestMethod = CURRENT_USER_METHOD,
): Promise<CurrentUserState> {
  const logger = { warn: (message: string) => console.error(`[CurrentUser] ${message}`), error: (message: string) => console.error(`[CurrentUser] ${message}`) };
  const result = await lazyGraphqlRequest(CurrentUserDocument, {}, { url: CURRENT_USER_ENDPOINT, method, fetch: fetchImpl, logger });
  let data: CurrentUserQuery | null;
  if (result.ok) data = result.data;
  else if (result.error.kind === 'graphql') data = result.error.data as CurrentUserQuery | null; // logged above; a user beside errors still signs in
  else return { status: 'error', user: null, error: result.error.message };
  const me = data?.me as CurrentUser | null | undefined;
  return me ? { status: 'authenticated', user: me } : { status: 'anonymous', user: null };
}

/** The store itself (vanilla, so non-React code such as logout can read and update it). */
export const currentUserStore = createStore<CurrentUserState>(() => LOADING_USER);

let fetcher: () => Promise<CurrentUserState> = () => fetchCurrentUser();
let loaded = false;
let inflight: Promise<void> | null = null;
let sequence = 0;

function settle(next: CurrentUserState) {
  currentUserStore.setState(next, true);
}

/**
 * Starts the query once per page; later calls reuse it. `force` starts a new request even when
 * one is in flight (after login or logout): only the newest answer is kept.
 */
export function loadCurrentUser(force = false): Promise<void> {
  if (!force && (loaded || inflight)) return inflight ?? Promise.resolve();
  const mine = ++sequence;
  const request = fetcher().then((next) => {
    if (mine !== sequence) return; // a newer request was started: this answer is stale
    loaded = true;
    settle(next);
  });
  inflight = request.finally(() => {
    if (mine === sequence) inflight = null;
  });
  return inflight;
}

/** Re-fetches the user, e.g. after login or after saving the basic data. */
export function refreshCurrentUser(): Promise<void> {
  return loadCurrentUser(true);
}

/** Marks the user as signed out at once (after logout), without a request. */
export function setSignedOut(): void {
  sequence += 1;
  inflight = null;
  loaded = true;
  settle({ status: 'anonymous', user: null });
}

/** Tests: replace the fetcher and/or reset the store to its first state. */
export function resetCurrentUserStore(options: { fetcher?: () => Promise<CurrentUserState>; state?: CurrentUserState } = {}): void {
  fetcher = options.fetcher ?? (() => fetchCurrentUser());
  sequence += 1;
  inflight = null;
  loaded = options.state !== undefined && options.state.status !== 'loading';
  settle(options.state ?? LOADING_USER);
}

/**
 * The current user state. The server render and the first client render both see `loading`
 * (no hydration mismatch); the query starts after mount.
 */
export function useCurrentUser(): CurrentUserState {
  return useCurrentUserValue(whole);
}

const whole = (state: CurrentUserState) => state;

/**
 * One value derived from the current user (a primitive, or a value the store keeps), for islands
 * a page repeats (a card's save button, its agenda badge): each re-renders only when its value
 * changes. With the whole state, the user's arrival (loading → anonymous) re-rendered every card
 * of a listing in one synchronous pass (issue 14).
 */
export function useCurrentUserValue<T>(select: (state: CurrentUserState) => T): T {
  const value = useStore(currentUserStore, select);
  useEffect(() => {
    void loadCurrentUser();
  }, []);
  return value;
}

/** The signed-in user's id as the API gives it, else null (a visitor, a user still loading, a failed read). */
export function signedInUserId(s: CurrentUserState): string | null {
  return s.status === 'authenticated' ? String(s.user.id) : null;
}

/** Spec §6: anonymous means no current user and not loading (a failed query counts as none). */
export function isAnonymous(s: CurrentUserState): boolean {
  return s.status === 'anonymous' || s.status === 'error';
}

/** The name shown in the menu: first name, then display name. */
export function userLabel(user: Pick<CurrentUser, 'firstName' | 'displayName'>): string | null {
  return user.firstName?.trim() || user.displayName?.trim() || null;
}
