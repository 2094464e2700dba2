// @vitest-environment happy-dom
/**
 * The site chrome's components (issue 6 items 7–8): cookies banner, top banner, the
 * cookies-disabled notice, the phone dialog with its membership offer and phone-lead form,
 * the chat launcher and panel, the lazy-load failure screen and the error screens.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { renderToStaticMarkup } from 'react-dom/server';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import esCommon from '@/messages/es/common.json';
import esSiteChrome from '@/messages/es/siteChrome.json';
import esFatalError from '@/messages/es/fatalError.json';
import ptFatalError from '@/messages/pt/fatalError.json';
import enFatalError from '@/messages/en/fatalError.json';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { theme } from '@/lib/domain/theme/theme';
import { resetCurrentUserStore, type CurrentUser, type CurrentUserState } from '@/lib/client/stores/current-user-store';
import { authDialogStore, closeAuthDialog } from '@/lib/client/stores/auth-dialog-store';
import { INITIAL_SITE_CHROME_STATE, openPhoneDialog, setSearchOpen, setSiteChromeLayout, siteChromeStore } from '@/lib/client/stores/site-chrome-store';
import { CONSENT_STORAGE_KEY } from '@/lib/domain/site-chrome/cookie-consent';
import { ChunkLoadError } from '@/lib/domain/site-chrome/chunk-error';
import { CookiesBanner } from '@/components/site-chrome/CookiesBanner';
import { TopBanner, TOP_BANNER_DISMISSED_KEY } from '@/components/site-chrome/TopBanner';
import CookiesDisabledNotice from '@/components/site-chrome/CookiesDisabledNotice';
import PhoneDialog from '@/components/site-chrome/PhoneDialog';
import ChatSupportPanel from '@/components/site-chrome/ChatSupportPanel';
import { ChatSupport } from '@/components/site-chrome/ChatSupport';
import { SiteChromeLayout } from '@/components/site-chrome/SiteChromeLayout';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { StorageWarning } from '@/components/auth/StorageWarning';
import LocaleError from '@/app/[locale]/error';
import GlobalError from '@/app/global-error';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));
vi.mock('next/navigation', () => ({ usePathname: () => '/pt/cursos-online/' }));

/** The HTML of `element` once every lazy part has loaded (renderToStaticMarkup would show their fallbacks), without React's text separators. */
async function renderComplete(element: ReactElement): Promise<string> {
  const { prelude } = await prerender(element);
  return (await new Response(prelude).text()).replaceAll('<!-- -->', '');
}

const BASE_USER: CurrentUser = {
  id: 'VXNlcjo3', originalId: 7, email: 'x@demo.cursalia.test', username: 'lucia', firstName: 'Lucía', lastName: 'Pérez', displayName: 'Lucía',
  fullName: 'Lucía Pérez', phoneCode: null, phoneNumber: null, segmentation: 'PAYG', isStaff: false, isMentor: false, isProfessor: false,
  isAffiliate: false, hasMembership: false,
};
const PAYG: CurrentUserState = { status: 'authenticated', user: BASE_USER };
const PREMIUM: CurrentUserState = { status: 'authenticated', user: { ...BASE_USER, hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_1' } } } };
const TRIAL: CurrentUserState = { status: 'authenticated', user: { ...BASE_USER, hasMembership: true, segmentation: 'Member', membership: { membershipType: { method: 'A_2' } } } };
const ANONYMOUS: CurrentUserState = { status: 'anonymous', user: null };

type Sent = { url: string; operationName: string; variables: Record<string, unknown> };

/** A GraphQL endpoint answering each operation by name and recording what was sent. */
function fakeApi(answers: Record<string, (variables: Record<string, unknown>) => unknown>) {
  const sent: Sent[] = [];
  const fetchMock = vi.fn(async (url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as { operationName: string; variables: Record<string, unknown> };
    sent.push({ url: String(url), operationName: body.operationName, variables: body.variables });
    const answer = answers[body.operationName];
    const payload = answer ? answer(body.variables) : { errors: [{ message: `no fake for ${body.operationName}` }] };
    return new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  return { client, sent };
}

function Providers({ children, client }: { children: ReactNode; client?: ReturnType<typeof fakeApi>['client'] }) {
  const tree = (
    <IntlTestProvider locale="es" messages={{ common: esCommon, fatalError: esFatalError, siteChrome: esSiteChrome }} timeZone="America/Lima">
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </IntlTestProvider>
  );
  return client ? <ApolloProvider client={client}>{tree}</ApolloProvider> : tree;
}

function clearCookies() {
  for (const c of document.cookie.split(';')) {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  siteChromeStore.setState(INITIAL_SITE_CHROME_STATE, true);
  localStorage.clear();
  clearCookies();
});
afterEach(() => {
  cleanup();
  resetCurrentUserStore();
  closeAuthDialog({ force: true });
});

describe('CookiesBanner', () => {
  it('asks until accepted, then remembers the consent in a cookie and localStorage', async () => {
    const { unmount } = render(<Providers><CookiesBanner /></Providers>);
    const banner = await screen.findByRole('region', { name: 'Aviso de cookies' });
    expect(within(banner).getByRole('link', { name: 'Política de cookies' }).getAttribute('href')).toBe('/legal/politica-de-cookies/');
    expect(siteChromeStore.getState().bottomInset).toBeGreaterThanOrEqual(0);
    fireEvent.click(within(banner).getByRole('button', { name: 'Aceptar' }));
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
    expect(document.cookie).toContain('cookie_consent=accepted');
    expect(localStorage.getItem(CONSENT_STORAGE_KEY)).toBe('accepted');
    unmount();
    // A later page: nothing to ask.
    render(<Providers><CookiesBanner /></Providers>);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it('localStorage alone is enough (cookies purged)', async () => {
    localStorage.setItem(CONSENT_STORAGE_KEY, 'accepted');
    render(<Providers><CookiesBanner /></Providers>);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });

  it("is in the server markup, for a first-time visitor's first paint (issue 14: it was the late largest paint); CSS hides it for those who consented", () => {
    const html = renderToStaticMarkup(<Providers><CookiesBanner /></Providers>);
    expect(html).toContain('aria-label="Aviso de cookies"');
    expect(html).toContain('Aceptar');
    const css = readFileSync(path.join(process.cwd(), 'components/site-chrome/CookiesBanner.module.css'), 'utf8');
    expect(css).toMatch(/:global\(html\[data-cookie-consent\]\) \.banner \{\s*display: none;/);
  });

  it('is hidden by the layout flag a page passes', async () => {
    render(<Providers><SiteChromeLayout hideCookiesBanner /><CookiesBanner /></Providers>);
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).toBeNull();
  });
});

describe('TopBanner', () => {
  it('shows the new-version notice with the link back, closes and stays closed', async () => {
    const { unmount } = render(<Providers><TopBanner legacyUrl="https://old.example/" /></Providers>);
    const banner = await screen.findByRole('complementary', { name: 'Aviso' });
    expect(banner.textContent).toContain('Estás usando la nueva versión de Cursalia.');
    expect(within(banner).getByRole('link', { name: 'Volver a la versión anterior' }).getAttribute('href')).toBe('https://old.example/');
    fireEvent.click(within(banner).getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByRole('complementary', { name: 'Aviso' })).toBeNull();
    expect(localStorage.getItem(TOP_BANNER_DISMISSED_KEY)).toBe('1');
    unmount();
    render(<Providers><TopBanner legacyUrl="https://old.example/" /></Providers>);
    await act(async () => {});
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('is not shown without an old version to link back to (issue 18 item 8)', async () => {
    render(<Providers><TopBanner legacyUrl={null} /></Providers>);
    await act(async () => {});
    expect(screen.queryByTestId('top-banner')).toBeNull();
    expect(renderToStaticMarkup(<Providers><TopBanner legacyUrl={null} /></Providers>)).not.toContain('top-banner');
  });

  it('is in the server HTML even for a visitor who closed it (cached pages): the head script hides it before paint', () => {
    localStorage.setItem(TOP_BANNER_DISMISSED_KEY, '1');
    const html = renderToStaticMarkup(<Providers><TopBanner legacyUrl="https://old.example/" /></Providers>);
    expect(html).toContain('data-testid="top-banner"');
    expect(html).toContain('Estás usando la nueva versión de Cursalia.');
  });

  it('hides while search is open and when the layout hides it', async () => {
    render(<Providers><TopBanner legacyUrl="https://old.example/" /></Providers>);
    await screen.findByTestId('top-banner');
    act(() => setSearchOpen(true));
    expect(screen.queryByTestId('top-banner')).toBeNull();
    act(() => setSearchOpen(false));
    expect(screen.getByTestId('top-banner')).toBeTruthy();
    act(() => setSiteChromeLayout({ hideTopBanner: true }));
    expect(screen.queryByTestId('top-banner')).toBeNull();
  });

  it('shows a page’s own banner instead of the default one (even after the default was closed)', async () => {
    localStorage.setItem(TOP_BANNER_DISMISSED_KEY, '1');
    render(<Providers><SiteChromeLayout topBanner={<p>Black Friday: 50 %</p>} /><TopBanner /></Providers>);
    expect(await screen.findByText('Black Friday: 50 %')).toBeTruthy();
    expect(screen.queryByRole('complementary', { name: 'Aviso' })).toBeNull();
  });
});

describe('CookiesDisabledNotice', () => {
  it('warns (alert) until closed', async () => {
    const onClose = vi.fn();
    render(<Providers><CookiesDisabledNotice onClose={onClose} /></Providers>);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Las cookies están desactivadas');
    fireEvent.click(within(alert).getByRole('button', { name: 'Cerrar' }));
    expect(onClose).toHaveBeenCalled();
  });
});

const OFFER = { data: { membershipTypesV2: [{ __typename: 'MembershipTypeV2', id: 'TTox', prices: { __typename: 'MembershipTypeV2Prices', total: 149, currencySymbol: 'US$' } }, { __typename: 'MembershipTypeV2', id: 'TToy', prices: { __typename: 'MembershipTypeV2Prices', total: 19.99, currencySymbol: 'US$' } }] } };
const COUNTRIES = { data: { phoneCountries: [{ __typename: 'PhoneCountryCode', code: 'pe', name: 'Perú', phoneCode: '+51' }, { __typename: 'PhoneCountryCode', code: 'mx', name: 'México', phoneCode: '+52' }] } };

describe('PhoneDialog (opened from search)', () => {
  it('shows the first popup-group price on default and asks a visitor to sign in', async () => {
    resetCurrentUserStore({ state: ANONYMOUS });
    const api = fakeApi({ DialogGetPhoneMembershipPrices: () => OFFER });
    act(() => openPhoneDialog('search'));
    render(<Providers client={api.client}><PhoneDialog /></Providers>);
    const dialog = await screen.findByRole('dialog', { name: '¿Te ayudamos a elegir tu curso?' });
    await waitFor(() => expect(within(dialog).getByTestId('phone-offer').textContent).toBe('Accede a todos los cursos con Premium desde US$ 149'));
    expect(api.sent[0]).toMatchObject({ url: expect.stringMatching(/\/api\/v2\/graph\/$/), operationName: 'DialogGetPhoneMembershipPrices', variables: { group: 'MEMBERSHIP-POPUP-USER-UPDATE' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Inicia sesión para dejar tu teléfono' }));
    expect(siteChromeStore.getState().phoneDialogOpen).toBe(false);
    expect(authDialogStore.getState()).toMatchObject({ open: true, view: 'login', sourceComponent: 'PhoneDialog:search' });
  });

  it('validates the phone in the form, then saves it on private', async () => {
    resetCurrentUserStore({ state: PAYG, fetcher: async () => ({ ...PAYG, user: { ...BASE_USER, phoneCode: '+51', phoneNumber: '987654321' } }) });
    const api = fakeApi({
      DialogGetPhoneMembershipPrices: () => OFFER,
      PhoneCountries: () => COUNTRIES,
      SavePhoneNumber: (v) => ({ data: { savePhoneNumber: { __typename: 'PhoneNumberPayload', success: true, errors: [], phoneCode: (v.input as { phoneCode: string }).phoneCode, phoneNumber: '987654321' } } }),
    });
    render(<Providers client={api.client}><PhoneDialog /></Providers>);
    const dialog = await screen.findByRole('dialog');
    const code = await within(dialog).findByRole('combobox', { name: /Código de país/ });
    await waitFor(() => expect(within(code).getAllByRole('option').length).toBe(3));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quiero que me llamen' }));
    expect(await within(dialog).findAllByText('Campo Requerido')).toHaveLength(2);
    fireEvent.change(code, { target: { value: '+51' } });
    const number = within(dialog).getByRole('textbox', { name: /Número de teléfono/ });
    fireEvent.change(number, { target: { value: '12' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quiero que me llamen' }));
    expect(await within(dialog).findByText('Ingresa un número de teléfono válido (de 6 a 15 dígitos)')).toBeTruthy();
    expect(api.sent.some((s) => s.operationName === 'SavePhoneNumber')).toBe(false);
    fireEvent.change(number, { target: { value: '987 654 321' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quiero que me llamen' }));
    expect(await within(dialog).findByText('¡Listo! Te llamaremos al +51 987654321.')).toBeTruthy();
    const save = api.sent.find((s) => s.operationName === 'SavePhoneNumber')!;
    expect(save.url).toMatch(/\/api\/v2\/graph\/private\/$/);
    expect(save.variables).toEqual({ input: { phoneCode: '+51', phoneNumber: '987654321' } });
  });

  it('shows the server’s field errors', async () => {
    resetCurrentUserStore({ state: { ...PAYG, user: { ...BASE_USER, phoneCode: '+52', phoneNumber: '5512345678' } } });
    const api = fakeApi({
      DialogGetPhoneMembershipPrices: () => OFFER,
      PhoneCountries: () => ({ data: { phoneCountries: [] } }),
      SavePhoneNumber: () => ({ data: { savePhoneNumber: { __typename: 'PhoneNumberPayload', success: false, errors: [{ __typename: 'SiteSupportFieldError', field: 'phoneCode', message: 'Elige el código de tu país' }], phoneCode: null, phoneNumber: null } } }),
    });
    render(<Providers client={api.client}><PhoneDialog /></Providers>);
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(api.sent.some((s) => s.operationName === 'PhoneCountries')).toBe(true));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Quiero que me llamen' }));
    expect(await within(dialog).findByText('Elige el código de tu país')).toBeTruthy();
  });
});

describe('chat support (spec §6)', () => {
  it('the launcher shows for premium members only among these, and not with the hide-chat flag', async () => {
    for (const [state, shown] of [[PREMIUM, true], [PAYG, false], [TRIAL, false], [ANONYMOUS, false]] as const) {
      resetCurrentUserStore({ state });
      // The launcher is a lazy chunk with its texts (a React `use`): render inside an awaited act.
      let unmount = () => {};
      await act(async () => {
        ({ unmount } = render(<Providers><ChatSupport /></Providers>));
      });
      // Wait for it where it shows; elsewhere ChatSupport renders nothing at all.
      if (shown) await screen.findByRole('button', { name: 'Abrir el chat de soporte' });
      else await act(async () => {});
      expect(Boolean(screen.queryByRole('button', { name: 'Abrir el chat de soporte' })), String(state.user?.membership?.membershipType.method ?? state.status)).toBe(shown);
      unmount();
    }
    resetCurrentUserStore({ state: PREMIUM });
    render(<Providers><SiteChromeLayout hideChat /><ChatSupport /></Providers>);
    await act(async () => {});
    expect(screen.queryByRole('button', { name: 'Abrir el chat de soporte' })).toBeNull();
  });

  it('the panel lists earlier messages, validates, sends on private and shows the rate-limit refusal', async () => {
    const history = [{ __typename: 'SupportChatMessage', id: 'U006MQ==', body: 'Mensaje anterior', createdAt: '2026-03-01T10:00:00.000Z' }];
    let limited = false;
    const api = fakeApi({
      SupportMessages: () => ({ data: { supportMessages: history } }),
      SupportMessage: (v) => {
        if (limited) return { errors: [{ message: 'Enviaste varios mensajes seguidos. Vuelve a intentarlo en 10 min.', extensions: { code: 'RATE_LIMITED' } }], data: null };
        const body = (v.input as { body: string }).body;
        history.push({ __typename: 'SupportChatMessage', id: `U006${history.length}`, body, createdAt: '2026-03-01T10:05:00.000Z' });
        return { data: { supportMessage: { __typename: 'SupportMessagePayload', success: true, errors: [], message: history[history.length - 1] } } };
      },
    });
    render(<Providers client={api.client}><ChatSupportPanel open onClose={() => {}} /></Providers>);
    const panel = await screen.findByRole('dialog', { name: 'Chat de soporte' });
    const log = within(panel).getByRole('log', { name: 'Tus mensajes' });
    expect(await within(log).findByText('Mensaje anterior')).toBeTruthy();
    const send = within(panel).getByRole('button', { name: 'Enviar' });
    fireEvent.click(send);
    expect(await within(panel).findByText('Campo Requerido')).toBeTruthy();
    const box = within(panel).getByRole('textbox', { name: /Tu mensaje/ });
    fireEvent.change(box, { target: { value: '  ¿Dónde está mi certificado?  ' } });
    fireEvent.click(send);
    expect(await within(panel).findByText('Recibimos tu mensaje.')).toBeTruthy();
    expect(await within(log).findByText('¿Dónde está mi certificado?')).toBeTruthy();
    const sent = api.sent.find((s) => s.operationName === 'SupportMessage')!;
    expect(sent.url).toMatch(/\/api\/v2\/graph\/private\/$/);
    expect(sent.variables).toEqual({ input: { body: '¿Dónde está mi certificado?', sourcePath: expect.any(String) } });
    limited = true;
    fireEvent.change(box, { target: { value: 'Otro mensaje' } });
    fireEvent.click(send);
    expect((await within(panel).findByRole('alert')).textContent).toContain('Enviaste varios mensajes seguidos');
  });
});

describe('lazy-load failure screen (spec §2, §8)', () => {
  function Boom({ error }: { error: unknown }): ReactNode {
    throw error;
  }

  it.each([
    ['missing', Object.assign(new Error('Loading chunk 12 failed.'), { name: 'ChunkLoadError', type: 'missing' })],
    ['timeout', new ChunkLoadError('timeout', 'Loading chunk timed out after 120000 ms')],
    ['other', new TypeError('Failed to fetch dynamically imported module: /_next/static/chunks/x.js')],
  ])('a %s chunk failure shows "Ocurrió un error de conexión" with a reload button, and logs the type', async (type, error) => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<Providers><ChunkErrorBoundary onClose={() => {}} source="PhoneDialog"><Boom error={error} /></ChunkErrorBoundary></Providers>);
    const dialog = await screen.findByRole('dialog', { name: 'Ocurrió un error de conexión' });
    expect(within(dialog).getByRole('button', { name: 'Recargar la página' })).toBeTruthy();
    expect(log.mock.calls.some((c) => String(c[0]).includes(`[PhoneDialog] chunk failed to load (${type})`))).toBe(true);
    log.mockRestore();
  });
});

describe('error screens', () => {
  it('the fatal error screen: spec title, team informed, a reload link, no stack trace', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const error = Object.assign(new Error('secret internal detail'), { digest: 'abc123' });
    error.stack = 'Error: secret internal detail\n    at renderPage (app/page.tsx:10:5)';
    render(<Providers><LocaleError error={error} reset={() => {}} /></Providers>);
    const screenEl = await screen.findByRole('alert');
    expect(within(screenEl).getByRole('heading', { level: 1, name: 'Oops, tenemos un problema...' })).toBeTruthy();
    expect(screenEl.textContent).toContain('Nuestro equipo ya fue informado');
    expect(within(screenEl).getByRole('link', { name: 'Recargar la página' }).getAttribute('href')).toBe('/pt/cursos-online/');
    expect(screenEl.textContent).not.toContain('secret internal detail');
    expect(screenEl.textContent).not.toContain('renderPage');
    expect(screenEl.textContent).toContain('abc123');
    log.mockRestore();
  });

  it('the root fallback (global-error) speaks the URL’s language and shows no stack', async () => {
    const error = Object.assign(new Error('layout exploded'), { stack: 'at RootLayout', digest: 'xyz789' });
    // The screen is its own chunk (issue 14): the server renders it in place once it has loaded.
    const html = await renderComplete(<GlobalError error={error} reset={() => {}} />);
    expect(html).toContain(ptFatalError.title);
    expect(html).toContain(ptFatalError.reload);
    expect(html).toContain('lang="pt"');
    expect(html).toContain('href="/pt/cursos-online/"');
    expect(html).toContain(`${ptFatalError.code} xyz789`);
    expect(html).not.toContain('layout exploded');
    expect(html).not.toContain('RootLayout');
  });

  it('fatalError messages have no ICU syntax: global-error reads them as plain strings (build-time compilation leaves those unchanged)', () => {
    for (const messages of [esFatalError, ptFatalError, enFatalError]) {
      for (const value of Object.values(messages)) expect(value).not.toMatch(/[{}<>#]/);
    }
  });

  it('the storage warning: unavailable or full local storage', async () => {
    const { unmount } = render(<Providers><StorageWarning check={() => 'full'} /></Providers>);
    const dialog = await screen.findByRole('dialog', { name: esCommon.storageWarning.title });
    expect(dialog.textContent).toContain(esCommon.storageWarning.full);
    unmount();
    render(<Providers><StorageWarning check={() => 'unavailable'} /></Providers>);
    const again = await screen.findByRole('dialog', { name: esCommon.storageWarning.title });
    expect(again.textContent).toContain(esCommon.storageWarning.unavailable);
    fireEvent.click(within(again).getByRole('button', { name: esCommon.storageWarning.dismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
