/**
 * Logout (spec §4): clears tracking data, the stored user and the admin-dashboard-popup flag,
 * ends the server session (the session cookie is httpOnly, so the Logout mutation clears it),
 * removes the stored id, marks the current user as signed out, then calls the supplied handler
 * or goes to /logout/.
 */
import { endEverySessionOnServer, endSession } from '@/components/auth/auth-api';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { defaultLocale } from '@/lib/domain/i18n/routing';
import { setSignedOut } from '@/lib/client/stores/current-user-store';
import { clearAdminDashboardPopup, clearStoredOriginalId, clearStoredUser, clearTrackingData } from './session-client';

export const LOGOUT_PAGE_PATH = '/logout/';

export type LogoutResult = { ok: boolean };

export interface LogoutOptions {
  /** Called instead of going to /logout/. */
  onLogout?: (result: LogoutResult) => void;
  /** Locale of the /logout/ page (default: the document's language). */
  locale?: string;
  /** Ends the server session; default: the Logout mutation on the auth endpoint. */
  endServerSession?: () => Promise<boolean>;
  /** Navigation, injectable for tests. */
  navigate?: (url: string) => void;
}

async function defaultEndServerSession(): Promise<boolean> {
  const result = await endSession();
  return result.ok && result.data.success;
}

/**
 * "Log out everywhere" (issue 17 item 1): ends every session of the account on the server (the
 * LogoutEverywhere mutation), this one included. Pass it as `endServerSession` to `logout`.
 */
export async function endEverySession(): Promise<boolean> {
  const result = await endEverySessionOnServer();
  return result.ok && result.data.success;
}

function documentLocale(): string {
  if (typeof document === 'undefined') return defaultLocale;
  return document.documentElement.lang || defaultLocale;
}

export async function logout(options: LogoutOptions = {}): Promise<LogoutResult> {
  clearTrackingData();
  clearStoredUser();
  clearAdminDashboardPopup();
  let ok = false;
  try {
    ok = await (options.endServerSession ?? defaultEndServerSession)();
  } catch {
    ok = false;
  }
  clearStoredOriginalId();
  if (ok) setSignedOut();
  const result = { ok };
  if (options.onLogout) {
    options.onLogout(result);
  } else {
    const url = localizedPath(LOGOUT_PAGE_PATH, options.locale ?? documentLocale());
    (options.navigate ?? ((u: string) => window.location.assign(u)))(url);
  }
  return result;
}
