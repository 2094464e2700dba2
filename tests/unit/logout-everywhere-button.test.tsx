// @vitest-environment happy-dom
/**
 * "Log out everywhere" on the settings page (issue 17 item 1): the button posts the
 * LogoutEverywhere mutation, clears the local session like a logout and goes to /logout/; a
 * failed call shows an error and claims nothing.
 */
import { operationOf } from '@/lib/client/graphql-request/request';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LogoutEverywhereButton } from '@/components/account/LogoutEverywhereButton';
import { LogoutEverywhereDocument } from '@/graphql/generated/auth/graphql';
import { USER_ORIGINAL_ID_KEY } from '@/lib/domain/session/keys';

function jsonResponse(body: unknown): Response {
  return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}

describe('LogoutEverywhereButton', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it('ends every session on the server, clears the local session and goes to /logout/', async () => {
    window.localStorage.setItem(USER_ORIGINAL_ID_KEY, '7');
    const fetchMock = vi.fn(async () => jsonResponse({ data: { logoutEverywhere: { success: true } } }));
    vi.stubGlobal('fetch', fetchMock);
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    render(<LogoutEverywhereButton locale="pt" label="Sair de todos os dispositivos" failed="Falhou" />);
    fireEvent.click(screen.getByRole('button', { name: 'Sair de todos os dispositivos' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/pt/logout/'));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/v2/graph/auth/');
    expect(JSON.parse(String(init.body))).toMatchObject({ operationName: 'LogoutEverywhere', extensions: { persistedQuery: { sha256Hash: operationOf(LogoutEverywhereDocument).hash } } });
    expect(window.localStorage.getItem(USER_ORIGINAL_ID_KEY)).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('shows the error and stays when the server does not confirm', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => jsonResponse({ errors: [{ message: 'Inicia sesión para continuar.' }] })));
    const assign = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign } as Location);
    render(<LogoutEverywhereButton locale="es" label="Cerrar sesión en todos los dispositivos" failed="No pudimos cerrar tus sesiones." />);
    fireEvent.click(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' }));
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'No pudimos cerrar tus sesiones.');
    expect(assign).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Cerrar sesión en todos los dispositivos' })).toHaveProperty('disabled', false);
  });
});
