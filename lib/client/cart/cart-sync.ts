/**
 * When the cart may be read (spec §4: "It is not fetched while the user is loading, unless the
 * user is premium"). The current-user store reports `loading` only before its first answer; a
 * premium member already known (e.g. while the user is refreshed) never waits.
 */
import { isPremium } from '@/lib/domain/roles';
import type { CurrentUserState } from '@/lib/client/stores/current-user-store';

export function shouldFetchCart(state: Pick<CurrentUserState, 'status' | 'user'>): boolean {
  if (state.status !== 'loading') return true;
  return state.user !== null && isPremium(state.user);
}

/** Who the cart belongs to, for re-reading it when that changes (login, logout): null while loading. */
export function cartOwnerKey(state: Pick<CurrentUserState, 'status' | 'user'>): string | null {
  if (state.status === 'loading') return null;
  return state.status === 'authenticated' && state.user ? `user:${state.user.id}` : 'visitor';
}
