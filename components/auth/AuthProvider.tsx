'use client';

import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { LogoutOptions, LogoutResult } from '@/lib/client/session/logout';
import { useSessionSync } from '@/lib/client/session/use-session-sync';
import {
  closeAuthDialog,
  setAuthDialogView,
  showBasicData,
  showLogin,
  showRegister,
} from '@/lib/client/stores/auth-dialog-store';
import { useCurrentUser, refreshCurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { StorageWarning } from './StorageWarning';
import { AuthDialogHost } from './dialog/AuthDialogHost';
import { UiDebugger } from './dialog/UiDebugger';
import { publicSessionSync } from '@/lib/domain/config/public-env';

export type AuthDialogApi = {
  showLogin: typeof showLogin;
  showRegister: typeof showRegister;
  showBasicData: typeof showBasicData;
  closeAuthDialog: typeof closeAuthDialog;
  setView: typeof setAuthDialogView;
};

export type AuthContextValue = {
  /** Logout (spec §4) with the provider's handler, unless the call passes its own. */
  logout: (options?: LogoutOptions) => Promise<LogoutResult>;
  refreshUser: () => Promise<void>;
};

const AuthDialogContext = createContext<AuthDialogApi | null>(null);
const AuthContext = createContext<AuthContextValue | null>(null);

const dialogApi: AuthDialogApi = { showLogin, showRegister, showBasicData, closeAuthDialog, setView: setAuthDialogView };

export interface AuthProviderProps {
  children: ReactNode;
  /** Session sync on returning to the tab (spec §4: "can be disabled"); default on. */
  sessionSync?: boolean;
  /** Called after logout instead of going to /logout/. */
  onLogout?: LogoutOptions['onLogout'];
}

/**
 * Session and auth dialog for every page: runs the session rules, shows the storage warning,
 * mounts the lazily loaded auth dialog and the UI debugger, and provides `useAuth()` and
 * `useAuthDialog()`. Session sync can be switched off with `sessionSync={false}` or
 * NEXT_PUBLIC_SESSION_SYNC=off.
 */
export function AuthProvider({ children, sessionSync = publicSessionSync(), onLogout }: AuthProviderProps) {
  useSessionSync({ enabled: sessionSync });
  const auth = useMemo<AuthContextValue>(
    () => ({
      // Logout and the auth mutations it sends load when someone logs out, not with every page (issue 14).
      logout: async (options) => (await import('@/lib/client/session/logout')).logout({ onLogout, ...options }),
      refreshUser: refreshCurrentUser,
    }),
    [onLogout],
  );
  return (
    <AuthContext.Provider value={auth}>
      <AuthDialogContext.Provider value={dialogApi}>
        {children}
        <AuthDialogHost />
        <StorageWarning />
        <UiDebugger />
      </AuthDialogContext.Provider>
    </AuthContext.Provider>
  );
}

/** The auth dialog's actions; throws outside AuthProvider (spec §8). */
export function useAuthDialog(): AuthDialogApi {
  const api = useContext(AuthDialogContext);
  if (!api) throw new Error('useAuthDialog must be used within <AuthProvider>');
  return api;
}

/** The current user plus logout; throws when the auth context is missing (spec §8). */
export function useAuth(): AuthContextValue & { user: CurrentUserState } {
  const value = useContext(AuthContext);
  const user = useCurrentUser();
  if (!value) throw new Error('useAuth must be used within <AuthProvider>');
  return { ...value, user };
}
