// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CheckoutForm } from '@/components/cart/CheckoutForm';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { resetCartStore } from '@/lib/client/stores/cart-store';
import { theme } from '@/lib/domain/theme/theme';
import esCart from '@/messages/es/cart.json';

const push = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/carrito-de-compras/pago/',
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }),
}));

type Body = { operationName: string; variables: { input?: Record<string, string> } };

function result(status: string, message: string | null = null, number = 'CU-000001') {
  return {
    data: {
      checkoutCart: {
        __typename: 'CheckoutResult',
        success: status === 'PAID',
        status,
        message,
        order: { __typename: 'Order', id: `T3JkZXI6${number}`, number, status },
      },
    },
  };
}

/** Answers CheckoutCart from `queue`, in order; each answer may be held until `release()`. */
function fakeApi(queue: unknown[], options: { hold?: boolean } = {}) {
  const calls: Body[] = [];
  let release: () => void = () => {};
  const gate = options.hold ? new Promise<void>((r) => (release = r)) : Promise.resolve();
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const json = (payload: unknown) => new Response(JSON.stringify(payload), { status: 200, headers: { 'content-type': 'application/json' } });
    if (body.operationName === 'TestPaymentCards') {
      return json({ data: { testPaymentCards: [{ __typename: 'TestPaymentCard', number: '4242 4242 4242 4242', outcome: 'succeeds' }, { __typename: 'TestPaymentCard', number: '4000 0000 0000 0002', outcome: 'declined' }] } });
    }
    if (body.operationName === 'MyCart') return json({ data: { myCart: null } });
    await gate;
    return json(queue.shift());
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  const checkouts = () => calls.filter((c) => c.operationName === 'CheckoutCart');
  return { client, calls, checkouts, release: () => release() };
}

function renderForm(api: ReturnType<typeof fakeApi>) {
  render(
    <ThemeProvider theme={theme}>
      <IntlTestProvider locale="es" messages={{ cart: esCart }}>
        <ApolloProvider client={api.client}>
          <CheckoutForm amountLabel="US$ 35.82" />
        </ApolloProvider>
      </IntlTestProvider>
    </ThemeProvider>,
  );
}

function fill(number: string) {
  fireEvent.change(screen.getByRole('textbox', { name: /Número de tarjeta/ }), { target: { value: number } });
  fireEvent.change(screen.getByRole('textbox', { name: /Vencimiento/ }), { target: { value: '1230' } });
  fireEvent.change(screen.getByRole('textbox', { name: /CVC/ }), { target: { value: '123' } });
  fireEvent.change(screen.getByRole('textbox', { name: /Nombre del titular/ }), { target: { value: 'Lucía Pérez' } });
}

const payButton = () => screen.getByRole('button', { name: /Pagar US\$ 35\.82|Procesando el pago/ });

describe('checkout form (issue 5 item 6)', () => {
  beforeEach(() => {
    push.mockReset();
    resetCartStore();
  });
  afterEach(() => cleanup());

  it('lists the test cards in a TEST MODE notice and shows translated field errors', async () => {
    renderForm(fakeApi([]));
    const note = screen.getByRole('note');
    expect(note.textContent).toContain('MODO DE PRUEBA');
    await waitFor(() => expect(note.textContent).toContain('4242 4242 4242 4242'));
    expect(note.textContent).toContain('pago rechazado');
    fireEvent.click(payButton());
    expect((await screen.findAllByText('Campo requerido')).length).toBe(4);
    fireEvent.change(screen.getByRole('textbox', { name: /Número de tarjeta/ }), { target: { value: '4242424242424241' } });
    fireEvent.click(payButton());
    expect(await screen.findByText('Ingresa un número de tarjeta válido')).toBeTruthy();
    // "Usar" fills a test card in.
    fireEvent.click(screen.getByRole('button', { name: 'Usar la tarjeta 4242 4242 4242 4242' }));
    expect((screen.getByRole('textbox', { name: /Número de tarjeta/ }) as HTMLInputElement).value).toBe('4242 4242 4242 4242');
  });

  it('a double click sends one request; the button is disabled while pending; PAID goes to the confirmation', async () => {
    const api = fakeApi([result('PAID', null, 'CU-000042')], { hold: true });
    renderForm(api);
    fill('4242 4242 4242 4242');
    fireEvent.click(payButton());
    fireEvent.click(payButton());
    await waitFor(() => expect(api.checkouts()).toHaveLength(1));
    expect((payButton() as HTMLButtonElement).disabled).toBe(true);
    expect(api.checkouts()[0].variables.input).toMatchObject({ cardNumber: '4242424242424242', cardExpiry: '12/30', cardCvc: '123', cardHolder: 'Lucía Pérez' });
    await act(async () => api.release());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/carrito-de-compras/confirmacion/?order=CU-000042'));
    expect(api.checkouts()).toHaveLength(1);
  });

  it('REQUIRES_RETRY is retried automatically with the same key', async () => {
    const api = fakeApi([result('REQUIRES_RETRY', 'El banco pidió reintentar.'), result('PAID')]);
    renderForm(api);
    fill('4000 0000 0000 0119');
    fireEvent.click(payButton());
    await waitFor(() => expect(push).toHaveBeenCalledWith('/carrito-de-compras/confirmacion/?order=CU-000001'), { timeout: 3000 });
    const [first, second] = api.checkouts();
    expect(first.variables.input?.idempotencyKey).toBeTruthy();
    expect(second.variables.input?.idempotencyKey).toBe(first.variables.input?.idempotencyKey);
  });

  it('a second REQUIRES_RETRY offers an explicit retry that keeps the key', async () => {
    const api = fakeApi([result('REQUIRES_RETRY'), result('REQUIRES_RETRY'), result('PAID')]);
    renderForm(api);
    fill('4000 0000 0000 0119');
    fireEvent.click(payButton());
    const retry = await screen.findByRole('button', { name: 'Reintentar el pago' }, { timeout: 3000 });
    expect(screen.getByRole('alert').textContent).toContain('El banco pidió reintentar el pago.');
    fireEvent.click(retry);
    await waitFor(() => expect(push).toHaveBeenCalled());
    const keys = new Set(api.checkouts().map((c) => c.variables.input?.idempotencyKey));
    expect(api.checkouts()).toHaveLength(3);
    expect(keys.size).toBe(1);
  });

  it('DECLINED shows the message; another card is a new attempt with a new key', async () => {
    const api = fakeApi([result('DECLINED', 'Tu tarjeta fue rechazada por el banco.'), result('PAID')]);
    renderForm(api);
    fill('4000 0000 0000 0002');
    fireEvent.click(payButton());
    expect((await screen.findByRole('alert')).textContent).toContain('Tu tarjeta fue rechazada por el banco.');
    expect(push).not.toHaveBeenCalled();
    expect((payButton() as HTMLButtonElement).disabled).toBe(false);
    fill('4242 4242 4242 4242');
    fireEvent.click(payButton());
    await waitFor(() => expect(push).toHaveBeenCalled());
    const [declined, paid] = api.checkouts();
    expect(paid.variables.input?.idempotencyKey).not.toBe(declined.variables.input?.idempotencyKey);
    expect(paid.variables.input?.cardNumber).toBe('4242424242424242');
  });
});
