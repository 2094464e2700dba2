// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esAuth from '@/messages/es/auth.json';
import esCommon from '@/messages/es/common.json';
import esMenu from '@/messages/es/menu.json';
import { ApolloProvider } from '@/components/providers/ApolloProvider';
import { AuthDialog } from '@/components/auth/dialog/AuthDialog';
import { AuthDialogHost } from '@/components/auth/dialog/AuthDialogHost';
import { PRELOAD_ERROR_MESSAGE, preloadAuthDialog } from '@/components/auth/dialog/lazy-auth-dialog';
import { dialogMaxWidth, renderSignupActivity, shownView } from '@/components/auth/dialog/dialog-rules';
import { useAuth, useAuthDialog } from '@/components/auth/AuthProvider';
import { RegisterForm } from '@/components/auth/RegisterForm';
import { authDialogStore, PENDING_COURSE_ID_KEY, resetAuthDialogStore, showBasicData, showLogin, showRegister } from '@/lib/client/stores/auth-dialog-store';
import { resetCurrentUserStore, type CurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { theme } from '@/lib/domain/theme/theme';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

// next-intl's navigation needs the Next.js router; a plain anchor is enough here.
vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => window.location.pathname,
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

const messages = { auth: esAuth, common: esCommon, menu: esMenu };

function Providers({ children }: { children: ReactNode }) {
  return (
    <IntlTestProvider locale="es" messages={messages} timeZone="America/Lima">
      <ThemeProvider theme={theme}>
        <ApolloProvider>{children}</ApolloProvider>
      </ThemeProvider>
    </IntlTestProvider>
  );
}

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
};

const ANONYMOUS: CurrentUserState = { status: 'anonymous', user: null };

function renderDialog() {
  return render(<AuthDialog />, { wrapper: Providers });
}

const dialog = () => screen.getByRole('dialog');

describe('auth dialog (spec §2 "Authentication dialog")', () => {
  beforeEach(() => {
    resetAuthDialogStore();
    resetCurrentUserStore({ state: ANONYMOUS, fetcher: async () => ANONYMOUS });
    window.localStorage.clear();
    trackActivity.mockClear();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
    resetAuthDialogStore();
    resetCurrentUserStore();
  });

  it('opens in the login view and switches to register and back with the spec texts', async () => {
    renderDialog();
    act(() => showLogin({ sourcePage: '/cursos-online/', sourceComponent: 'MainMenu' }));
    await new Promise((r) => setTimeout(r, 3000)); screen.debug(undefined, 3000);
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
    expect(within(dialog()).getByText('¿No tienes una cuenta?')).toBeTruthy();
    expect(within(dialog()).getByRole('textbox', { name: 'Usuario o correo electrónico' })).toBeTruthy();
    expect(trackActivity).not.toHaveBeenCalled();

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Regístrate' }));
    expect(await screen.findByRole('dialog', { name: 'Crea tu cuenta' })).toBeTruthy();
    expect(within(dialog()).getByText('¿Ya tienes una cuenta?')).toBeTruthy();
    expect(trackActivity).toHaveBeenCalledTimes(1);
    expect(trackActivity).toHaveBeenCalledWith(
      expect.objectContaining({
        eventType: 'Render Signup',
        data: expect.objectContaining({ source_page: '/cursos-online/', source_component: 'MainMenu', type: 'Popup' }),
      }),
    );

    fireEvent.click(within(dialog()).getByRole('button', { name: 'Inicia sesión' }));
    await new Promise((r) => setTimeout(r, 3000)); screen.debug(undefined, 3000);
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
    expect(authDialogStore.getState().view).toBe('login');
  });

  it('Escape and the close button close a normal dialog and remove the stored course id', async () => {
    window.localStorage.setItem(PENDING_COURSE_ID_KEY, '99');
    renderDialog();
    act(() => showRegister());
    await screen.findByRole('dialog', { name: 'Crea tu cuenta' });
    fireEvent.keyDown(dialog(), { key: 'Escape' });
    expect(authDialogStore.getState().open).toBe(false);
    expect(window.localStorage.getItem(PENDING_COURSE_ID_KEY)).toBeNull();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    act(() => showLogin());
    await screen.findByRole('dialog', { name: 'Inicia sesión' });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Cerrar' }));
    expect(authDialogStore.getState().open).toBe(false);
  });

  it('a promo register view shows the promo texts and ignores Escape and the backdrop', async () => {
    const { baseElement } = renderDialog();
    act(() => showRegister({ promo: true, sourceComponent: 'PromoLink' }));
    expect(await screen.findByRole('dialog', { name: '¡Crea tu cuenta gratis y aprovecha la promoción!' })).toBeTruthy();
    expect(within(dialog()).getByText(/Regístrate ahora para desbloquear la oferta especial/)).toBeTruthy();
    expect(within(dialog()).queryByRole('button', { name: 'Cerrar' })).toBeNull();

    fireEvent.keyDown(dialog(), { key: 'Escape' });
    const backdrop = baseElement.querySelector('.MuiBackdrop-root');
    expect(backdrop).toBeTruthy();
    fireEvent.mouseDown(backdrop!);
    fireEvent.click(backdrop!);
    expect(authDialogStore.getState().open).toBe(true);
    expect(screen.getByRole('dialog')).toBeTruthy();
    expect(trackActivity).toHaveBeenCalledWith(expect.objectContaining({ data: expect.objectContaining({ type: 'Popup', source_component: 'PromoLink', promo: true }) }));
  });

  it('logs in from the dialog: closes it, refreshes the user in place and stays on the page', async () => {
    const fetchMock = vi.fn(async () =>
      new Response(JSON.stringify({ data: { login: { success: true, errors: [], user: { id: 'VXNlcjo3', originalId: 7, email: USER.email } } } }), {
        status: 200,
        headers: { 'content-type': 'application/json' },
      }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const fetcher = vi.fn(async (): Promise<CurrentUserState> => ({ status: 'authenticated', user: USER }));
    resetCurrentUserStore({ state: ANONYMOUS, fetcher });
    const here = `${window.location.pathname}${window.location.search}`;

    renderDialog();
    act(() => showLogin({ next: here }));
    await screen.findByRole('dialog', { name: 'Inicia sesión' });
    fireEvent.change(within(dialog()).getByRole('textbox', { name: 'Usuario o correo electrónico' }), { target: { value: 'premium@demo.cursalia.test' } });
    fireEvent.change(within(dialog()).getByLabelText(/^Contraseña/), { target: { value: 'Demo-2026' } });
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Iniciar sesión' }));

    await waitFor(() => expect(authDialogStore.getState().open).toBe(false));
    expect(fetchMock).toHaveBeenCalledWith('/api/v2/graph/auth/', expect.objectContaining({ method: 'POST' }));
    await waitFor(() => expect(fetcher).toHaveBeenCalled());
    expect(window.localStorage.getItem('cursalia.justLoggedIn')).toMatch(/expiresAt/);
  });

  it('shows a signed-in user who they are instead of the login form', async () => {
    resetCurrentUserStore({ state: { status: 'authenticated', user: USER } });
    renderDialog();
    act(() => showLogin());
    expect(await screen.findByRole('dialog', { name: 'Ya iniciaste sesión' })).toBeTruthy();
    expect(within(dialog()).getByText('Estás conectado como Mateo González.')).toBeTruthy();
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Completar mis datos' }));
    expect(await screen.findByRole('dialog', { name: 'Completa tus datos' })).toBeTruthy();
  });

  it('the basic-data form asks a visitor to log in first and requires the phone when asked', async () => {
    renderDialog();
    act(() => showBasicData({ requirePhone: true }));
    await new Promise((r) => setTimeout(r, 3000)); screen.debug(undefined, 3000);
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
    expect(within(dialog()).getByText('Inicia sesión para completar tus datos.')).toBeTruthy();

    act(() => resetCurrentUserStore({ state: { status: 'authenticated', user: USER } }));
    expect(await screen.findByRole('dialog', { name: 'Completa tus datos' })).toBeTruthy();
    expect(within(dialog()).getByRole('textbox', { name: 'Nombre' })).toHaveProperty('value', 'Mateo');
    fireEvent.click(within(dialog()).getByRole('button', { name: 'Guardar mis datos' }));
    expect(await within(dialog()).findAllByText('Campo Requerido')).toHaveLength(2);
  });
});

describe('auth dialog rules', () => {
  it('chooses the view for the user state', () => {
    expect(shownView('login', 'anonymous')).toBe('login');
    expect(shownView('register', 'loading')).toBe('register');
    expect(shownView('register', 'authenticated')).toBe('userData');
    expect(shownView('basicData', 'anonymous')).toBe('login');
    expect(shownView('basicData', 'error')).toBe('login');
    expect(shownView('basicData', 'loading')).toBe('loading');
    expect(shownView('basicData', 'authenticated')).toBe('basicData');
  });

  it('sizes dialogs on the 12-column grid (spec §9)', () => {
    expect(dialogMaxWidth('s')).toBe(455);
    expect(dialogMaxWidth('m')).toBe(683);
    expect(dialogMaxWidth('full')).toBe(1366);
  });

  it('builds the Render Signup event', () => {
    expect(renderSignupActivity({ sourcePage: '/', sourceComponent: 'MainMenu', promo: false }, { segment: null, username: null })).toEqual({
      eventType: 'Render Signup',
      pageIdentifier: '/',
      data: { source_page: '/', source_component: 'MainMenu', type: 'Popup', promo: false },
      segment: null,
      username: null,
    });
  });

  it('logs a failed preload (spec §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(preloadAuthDialog(() => Promise.reject(new Error('ChunkLoadError')))).resolves.toBe(false);
    expect(error).toHaveBeenCalledWith(PRELOAD_ERROR_MESSAGE, expect.any(Error));
    await expect(preloadAuthDialog(() => Promise.resolve())).resolves.toBe(true);
    error.mockRestore();
  });

  it('the hooks throw outside their provider (spec §8)', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useAuthDialog())).toThrow(/AuthProvider/);
    expect(() => renderHook(() => useAuth())).toThrow(/AuthProvider/);
    error.mockRestore();
  });
});

describe('auth dialog host', () => {
  beforeEach(() => {
    resetAuthDialogStore();
    resetCurrentUserStore({ state: ANONYMOUS, fetcher: async () => ANONYMOUS });
  });
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
    resetAuthDialogStore();
  });

  it('loads the dialog lazily when it first opens and installs the global functions', async () => {
    render(<AuthDialogHost />, { wrapper: Providers });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(window.__cursaliaAuth).toBeDefined();
    // Awaited: the dialog's texts arrive with it (React's `use`, which an unawaited act never retries).
    await act(async () => window.__cursaliaAuth!.showLogin());
    expect(await screen.findByRole('dialog', { name: 'Inicia sesión' })).toBeTruthy();
  });

  it('promo=true in the address opens the unclosable promo register view at once', async () => {
    window.history.replaceState(null, '', '/cursos-online/?promo=true');
    await act(async () => {
      render(<AuthDialogHost />, { wrapper: Providers });
    });
    expect(await screen.findByRole('dialog', { name: '¡Crea tu cuenta gratis y aprovecha la promoción!' })).toBeTruthy();
    expect(authDialogStore.getState()).toMatchObject({ promo: true, view: 'register', sourcePage: '/cursos-online/' });
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(authDialogStore.getState().open).toBe(true);
  });
});

describe('register form: names optional by display (spec §5)', () => {
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });

  it('without the name fields it registers with the e-mail, password and acceptance alone', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () =>
      Response.json({ data: { register: { success: true, errors: [], user: { id: 'VXNlcjo4', originalId: 8, email: 'rosa@example.com' } } } }),
    );
    vi.stubGlobal('fetch', fetchMock);
    const onSuccess = vi.fn();
    render(<RegisterForm idPrefix="t" showNames={false} onSuccess={onSuccess} />, { wrapper: Providers });
    expect(screen.queryByRole('textbox', { name: /Nombre/ })).toBeNull();
    expect(screen.queryByRole('textbox', { name: /Apellido/ })).toBeNull();
    fireEvent.change(screen.getByRole('textbox', { name: /Correo electrónico/ }), { target: { value: 'rosa@example.com' } });
    fireEvent.change(screen.getByLabelText(/^Contraseña/), { target: { value: 'secreto1' } });
    fireEvent.click(screen.getByRole('checkbox'));
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    await waitFor(() => expect(onSuccess).toHaveBeenCalled());
    const bodies = fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body ?? '{}')) as { operationName?: string; variables?: { input?: unknown } });
    expect(bodies.find((b) => b.operationName === 'Register')?.variables?.input).toEqual({ email: 'rosa@example.com', password: 'secreto1', acceptLegal: true });
  });

  it('with them (the default) the names are required', async () => {
    render(<RegisterForm idPrefix="u" />, { wrapper: Providers });
    fireEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
    expect(await screen.findAllByText('Campo Requerido')).toHaveLength(4);
    expect(screen.getByRole('textbox', { name: /Nombre/ })).toBeTruthy();
  });
});
