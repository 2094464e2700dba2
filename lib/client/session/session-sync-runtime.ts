/**
 * What the session sync (use-session-sync.ts) decides with, in one chunk that loads after the
 * page has hydrated (issue 14: nothing here is tapped, so it is not in the first load). The
 * rules themselves live in lib/domain/session/rules.ts and session-client.ts.
 */
import { shouldReloadOnReturn } from '@/lib/domain/session/rules';
import { applyUserLoad, ensureDistinctIdCookie, isJustLoggedIn, readStoredOriginalId } from './session-client';

export const sessionSyncRuntime = { applyUserLoad, ensureDistinctIdCookie, isJustLoggedIn, readStoredOriginalId, shouldReloadOnReturn };

export type SessionSyncRuntime = typeof sessionSyncRuntime;
