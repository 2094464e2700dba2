'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { useShellTranslations } from '@/components/i18n/use-shell-translations';
import { UpdateUserThemePreferenceDocument } from '@/graphql/generated/shell/graphql';
import { lazyGraphqlRequest } from '@/lib/client/graphql-request/lazy-request';
import { currentUserStore, signedInUserId, useCurrentUser } from '@/lib/client/stores/current-user-store';
import { pauseTransitions } from '@/lib/client/theme/pause-transitions';
import { ensureColorModeApplied, readColorMode, setColorMode, subscribeColorMode } from '@/lib/client/theme/color-mode-store';
import { accountColorModeToApply, flipColorMode, type ColorMode } from '@/lib/domain/theme/color-mode';
import { withMuiChunk } from '@/components/providers/lazy-with-mui';
import type { SnackbarProps } from '@/components/ui/Snackbar';

/** The save-failed snackbar (MUI's Snackbar and Alert) loads only when a save fails (issue 14). */
const Snackbar = lazy(withMuiChunk<SnackbarProps>(() => import('@/components/ui/Snackbar').then((m) => ({ default: m.Snackbar }))));

export type ThemePreference = {
  /** The active mode; null until the client has hydrated (the server cannot know it). */
  mode: ColorMode | null;
  /** Flips the mode, saves it locally and, for a signed-in user, in the account (spec §4). */
  toggle: () => void;
  /** A save to the account is in flight. */
  saving: boolean;
};

/** What the provider shares: only values that never change when the page hydrates (below). */
type ThemePreferenceActions = Pick<ThemePreference, 'toggle' | 'saving'>;

const ThemePreferenceContext = createContext<ThemePreferenceActions | null>(null);

const serverMode = () => null;

/** The active mode: null on the server and while hydrating, then what the head script painted. */
function useColorMode(): ColorMode | null {
  return useSyncExternalStore(subscribeColorMode, readColorMode, serverMode);
}

/**
 * Spec §8: the theme hook used outside its provider throws. The mode is read here, by each
 * switch, not carried in the provider's value: the mode goes from null to the painted one right
 * after hydration, as a synchronous update, and a provider at the root whose value changed then
 * made React walk the whole page again in one task (~60–95 ms of a core on home, most of
 * Lighthouse's blocking time; issue 14). Now only the switches re-render.
 */
export function useThemePreference(): ThemePreference {
  const value = useContext(ThemePreferenceContext);
  if (!value) throw new Error('useThemePreference must be used inside ThemePreferenceProvider');
  const mode = useColorMode();
  return { mode, toggle: value.toggle, saving: value.saving };
}

/** The mode on the page now (what the head script painted, or the last switch). */
function paintedMode(): ColorMode {
  return readColorMode() ?? 'light';
}

/**
 * The light/dark preference (spec §4 "Theme"). The page's mode lives on <html> and in the local
 * flag (lib/client/theme/color-mode-store.ts: localStorage + cookie, no MUI); this adds the account:
 * when the signed-in user's settings arrive they override the local flag once, and a toggle by
 * a signed-in user is sent with UpdateUserThemePreference on the `private` client (a plain
 * typed request, lib/client/graphql-request: this provider is on every page, Apollo is not). A failed
 * save keeps the choice on this device and says so in an error snackbar.
 *
 * Must sit inside next-intl. It needs no MUI ThemeProvider: the shell mounts none (issue 14).
 */
export function ThemePreferenceProvider({ children }: { children: ReactNode }) {
  const t = useShellTranslations('menu.nightMode');
  // null while hydrating (the server cannot know the mode), then what the head script painted.
  const mode = useColorMode();
  useEffect(() => ensureColorModeApplied(), []);
  const setMode = useCallback((next: ColorMode) => {
    pauseTransitions();
    setColorMode(next);
  }, []);
  const userState = useCurrentUser();
  const [saving, setSaving] = useState(false);
  const [saveFailed, setSaveFailed] = useState(false);
  const appliedFor = useRef<string | null>(null);
  const toggledBeforeUser = useRef(false);

  const status = userState.status;
  const userId = signedInUserId(userState);
  const accountDarkMode = userState.status === 'authenticated' ? userState.user.settings?.darkMode : undefined;

  const saveToAccount = useCallback(
    (next: ColorMode) => {
      setSaving(true);
      lazyGraphqlRequest(UpdateUserThemePreferenceDocument, { darkMode: next === 'dark' }, { clientName: 'private' })
        .then((result) => {
          if (!result.ok) console.error('[UpdateUserThemePreference] failed', result.error.message);
          if (!result.ok || !result.data.createOrUpdateUserSettings.success) setSaveFailed(true);
        })
        .finally(() => setSaving(false));
    },
    [],
  );

  useEffect(() => {
    if (mode === null) return; // still hydrating
    const user = userId ? { id: userId, darkMode: accountDarkMode } : null;
    const sync = accountColorModeToApply(appliedFor.current, user, mode, toggledBeforeUser.current);
    appliedFor.current = sync.appliedFor;
    // Once the user question is answered (signed in or not), later toggles are ordinary ones.
    if (status !== 'loading') toggledBeforeUser.current = false;
    if (sync.apply) setMode(sync.apply);
    if (sync.save) saveToAccount(sync.save);
  }, [status, userId, accountDarkMode, mode, setMode, saveToAccount]);

  // Stable, so the context value does not change when the mode or the user arrive: it reads
  // both when clicked (the page's mode, and the current-user store).
  const toggle = useCallback(() => {
    const next = flipColorMode(paintedMode());
    setMode(next);
    const current = currentUserStore.getState();
    if (current.status === 'loading') toggledBeforeUser.current = true;
    else if (current.status === 'authenticated') saveToAccount(next);
  }, [setMode, saveToAccount]);

  const value = useMemo(() => ({ toggle, saving }), [toggle, saving]);
  return (
    <ThemePreferenceContext.Provider value={value}>
      {children}
      {saveFailed ? (
        <Suspense fallback={null}>
          <Snackbar open state="error" message={t('saveFailed')} showCloseBtn onClose={() => setSaveFailed(false)} />
        </Suspense>
      ) : null}
    </ThemePreferenceContext.Provider>
  );
}
