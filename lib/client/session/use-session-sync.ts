'use client';

import { useEffect, useRef } from 'react';
import { useCurrentUser } from '@/lib/client/stores/current-user-store';
import type { SessionSyncRuntime } from './session-sync-runtime';

export interface SessionSyncOptions {
  /** Reload when the tab comes back and the stored user changed meanwhile (spec §4); default true. */
  enabled?: boolean;
  /** How to reload (injectable for tests). */
  reload?: () => void;
}


/**
 * The session rules and storage helpers load after hydration, once per page (issue 14: every
 * page runs the sync, none needs it before its first paint or tap); later calls get the module
 * at once, so the visibility handler decides synchronously once it has arrived.
 */
let runtime: SessionSyncRuntime | null = null;
let pending: Promise<SessionSyncRuntime> | null = null;
function loadRuntime(): Promise<SessionSyncRuntime> {
  pending ??= import('./session-sync-runtime').then((module) => (runtime = module.sessionSyncRuntime));
  pending.catch(() => (pending = null)); // a failed chunk is tried again by the next call
  return pending;
}

/** Runs `run` with the runtime: now when it is loaded, else when it arrives (in call order). */
function withRuntime(run: (rt: SessionSyncRuntime) => void): void {
  if (runtime) run(runtime);
  else loadRuntime().then(run, (error: unknown) => console.error('[SessionSync] chunk failed to load', error));
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
    withRuntime((rt) => {
      rt.ensureDistinctIdCookie();
      rt.isJustLoggedIn(); // clears the marker once its date is past
    });
  }, []);

  useEffect(() => {
    withRuntime((rt) => {
      const id = rt.applyUserLoad(userState);
      if (id !== undefined) idAtLoad.current = id;
    });
  }, [userState]);

  useEffect(() => {
    if (!enabled) return;
    let active = true;
    const onVisibility = () => {
      const visibilityState = document.visibilityState;
      withRuntime((rt) => {
        if (!active) return;
        const decision = rt.shouldReloadOnReturn({ enabled, visibilityState, idAtLoad: idAtLoad.current, storedId: rt.readStoredOriginalId() });
        if (decision) (reload ?? (() => window.location.reload()))();
      });
    };
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      active = false;
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [enabled, reload]);
}
