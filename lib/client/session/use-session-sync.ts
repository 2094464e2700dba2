'use client';

import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import { shouldReloadOnReturn } from '@/lib/domain/session/rules';
import { applyUserLoad, ensureDistinctIdCookie, isJustLoggedIn, readStoredOriginalId } from './session-client';

export interface SessionSyncOptions {
  /** Reload when the tab comes back and the stored user changed meanwhile (spec §4); default true. */
  enabled?: boolean;
  /** How to reload (injectable for tests). */
  reload?: () => void;
}

/**
 * The session rules of spec §3/§4 for the whole page: creates the `session_distinct_id`
 * cookie when missing, clears an expired just-logged-in marker, stores the user's original id
 * and tracking data when the user loads (or removes the id when there is none), and reloads
 * the page when the tab becomes visible again with another user stored by another tab.
 */
export function useSessionSync({ enabled = true, reload }: SessionSyncOptions = {}): void {
  const userState = useCurrentUser();
  // The id stored when this tab last loaded its user: undefined until it has loaded.
  const idAtLoad = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    ensureDistinctIdCookie();
    isJustLoggedIn(); // clears the marker once its date is past
  }, []);

  useEffect(() => {
    const id = applyUserLoad(userState);
    if (id !== undefined) idAtLoad.current = id;
  }, [userState]);

  useEffect(() => {
    if (!enabled) return;
    const onVisibility = () => {
      const decision = shouldReloadOnReturn({
        enabled,
        visibilityState: document.visibilityState,
        idAtLoad: idAtLoad.current,
        storedId: readStoredOriginalId(),
      });
      if (decision) (reload ?? (() => window.location.reload()))();
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [enabled, reload]);
}
