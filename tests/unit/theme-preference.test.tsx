// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor } from '@testing-library/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esCommon from '@/messages/es/common.json';
import esMenu from '@/messages/es/menu.json';
import { NightSwitch } from '@/components/menu/NightSwitch';
import { ThemePreferenceProvider, useThemePreference } from '@/components/theme/ThemePreferenceProvider';
import { resetCurrentUserStore, type CurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { COLOR_MODE_SCRIPT } from '@/lib/domain/theme/color-mode-script';

// Spec §4 "Theme" and §7 UpdateUserThemePreference, through the menu's night switch.
const USER: CurrentUser = {
  id: 'VXNlcjo3',
  originalId: 7,
  email: 'premium@demo.cursalia.test',
  username: 'mateo',
  firstName: 'Mateo',
  lastName: 'González',
  displayName: 'Mateo',
  fullName: 'Mateo González',
  phoneCode: null,
  phoneNumber: null,
  segmentation: 'Member',
  isStaff: false,
  isMentor: false,
  isProfessor: false,
  isAffiliate: false,
  hasMembership: true,
  settings: { darkMode: false },
};

const signedIn = (darkMode: boolean): CurrentUserState => ({ status: 'authenticated', user: { ...USER, settings: { darkMode } } });

/** An answer of UpdateUserThemePreference (on the `private` endpoint) for the given variables. */
type SaveMock = { darkMode: boolean; result?: () => unknown; error?: Error };

function saved(darkMode: boolean, result = vi.fn(() => ({ data: { createOrUpdateUserSettings: { __typename: 'UserSettingsPayload' as const, success: true, messages: ['ok'], settings: { __typename: 'SavedUserSettings' as const, id: 'VXNlclNldHRpbmdzOjc=', darkMode } } } }))) {
  return { mock: { darkMode, result } satisfies SaveMock, result };
}

/** The provider saves with a plain request (lib/client/graphql-request): a fetch that answers only the mocked saves. */
let fetchMock: ReturnType<typeof vi.fn<typeof fetch>>;

function renderSwitch(mocks: SaveMock[] = []) {
  fetchMock = vi.fn<typeof fetch>(async (url, init) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: { darkMode: boolean } };
    const mock = String(url) === '/api/v2/graph/private/' && body.operationName === 'UpdateUserThemePreference' ? mocks.find((m) => m.darkMode === body.variables.darkMode) : undefined;
    if (!mock) return new Response('unexpected request', { status: 500 });
    if (mock.error) throw mock.error;
    return new Response(JSON.stringify(mock.result?.()), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  // What the page's inline head script does before any bundle: the stored mode onto <html>.
  new Function(COLOR_MODE_SCRIPT)();
  // No MUI ThemeProvider: the shell mounts none (issue 14); the mode lives on <html>.
  return render(
    <IntlTestProvider locale="es" messages={{ common: esCommon, menu: esMenu }} timeZone="America/Lima">
      <ThemePreferenceProvider>
        <NightSwitch />
      </ThemePreferenceProvider>
    </IntlTestProvider>,
  );
}

const htmlTheme = () => document.documentElement.getAttribute('data-theme');
const darkSwitch = () => screen.getByRole('switch', { name: 'Modo oscuro' });

beforeEach(() => {
  localStorage.clear();
  document.cookie = 'color_mode=; Max-Age=0; Path=/';
  document.documentElement.removeAttribute('data-theme');
});

afterEach(() => {
  cleanup();
  resetCurrentUserStore();
  vi.unstubAllGlobals();
});

describe('night switch and theme preference', () => {
  it('for a visitor: toggling flips the theme and saves it locally (localStorage and cookie), nothing is sent', async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    renderSwitch();
    await waitFor(() => expect(htmlTheme()).toBe('light'));
    expect(darkSwitch().getAttribute('aria-checked')).toBe('false');

    fireEvent.click(darkSwitch());
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.cookie).toContain('color_mode=dark');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled(); // no mutation was attempted
  });

  it('starts from the local flag', async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    localStorage.setItem('mui-mode', 'dark');
    renderSwitch();
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it("the signed-in user's setting overrides the local flag when it arrives, and is stored locally", async () => {
    localStorage.setItem('mui-mode', 'light');
    resetCurrentUserStore({ state: signedIn(true) });
    renderSwitch();
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    expect(document.cookie).toContain('color_mode=dark');
  });

  it('a signed-in toggle calls UpdateUserThemePreference with the new value', async () => {
    resetCurrentUserStore({ state: signedIn(false) });
    const { mock, result } = saved(true);
    renderSwitch([mock]);
    await waitFor(() => expect(htmlTheme()).toBe('light'));
    fireEvent.click(darkSwitch());
    await waitFor(() => expect(result).toHaveBeenCalledTimes(1));
    expect(htmlTheme()).toBe('dark');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failed save keeps the choice on this device and shows a translated error snackbar', async () => {
    resetCurrentUserStore({ state: signedIn(false) });
    const failing: SaveMock = { darkMode: true, error: new Error('offline') };
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderSwitch([failing]);
    await waitFor(() => expect(htmlTheme()).toBe('light'));
    fireEvent.click(darkSwitch());
    // The snackbar loads with MUI's theme on first use: its first import can pass 1 s on a busy machine.
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(alert.textContent).toContain('No pudimos guardar tu preferencia de tema en tu cuenta. Se mantiene en este dispositivo.');
    expect(htmlTheme()).toBe('dark');
    expect(localStorage.getItem('mui-mode')).toBe('dark');
    spy.mockRestore();
  });

  it("another tab's toggle is followed: a storage event of the flag changes this page's mode", async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    renderSwitch();
    await waitFor(() => expect(htmlTheme()).toBe('light'));
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'mui-mode', newValue: 'dark' }));
    });
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it('a page whose head script did not run (an error shell) still gets the stored mode on <html>', async () => {
    resetCurrentUserStore({ state: { status: 'anonymous', user: null } });
    localStorage.setItem('mui-mode', 'dark');
    vi.stubGlobal('fetch', vi.fn());
    render(
      <IntlTestProvider locale="es" messages={{ common: esCommon, menu: esMenu }} timeZone="America/Lima">
        <ThemePreferenceProvider>
          <NightSwitch />
        </ThemePreferenceProvider>
      </IntlTestProvider>,
    );
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
  });

  it("keeps one toggle while the mode and the user arrive and after a switch: the provider's value never changes, so it never re-renders the page (issue 14)", async () => {
    let answer!: (state: CurrentUserState) => void;
    resetCurrentUserStore({ fetcher: () => new Promise<CurrentUserState>((resolve) => (answer = resolve)) });
    const toggles = new Set<() => void>();
    const modes: (string | null)[] = [];
    function Probe() {
      const { mode, toggle } = useThemePreference();
      toggles.add(toggle);
      modes.push(mode);
      return null;
    }
    new Function(COLOR_MODE_SCRIPT)();
    render(
      <IntlTestProvider locale="es" messages={{ common: esCommon, menu: esMenu }} timeZone="America/Lima">
        <ThemePreferenceProvider>
          <Probe />
          <NightSwitch />
        </ThemePreferenceProvider>
      </IntlTestProvider>,
    );
    await waitFor(() => expect(htmlTheme()).toBe('light'));
    await act(async () => answer({ status: 'anonymous', user: null }));
    fireEvent.click(darkSwitch());
    await waitFor(() => expect(htmlTheme()).toBe('dark'));
    // The hook still follows the mode (read by each switch), with the same toggle throughout.
    expect(modes.at(-1)).toBe('dark');
    expect(darkSwitch().getAttribute('aria-checked')).toBe('true');
    expect(toggles.size).toBe(1);
  });

  it('spec §8: the theme hook used outside its provider throws', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useThemePreference(), { wrapper: ({ children }: { children: ReactNode }) => <>{children}</> })).toThrow(/ThemePreferenceProvider/);
    spy.mockRestore();
  });
});
