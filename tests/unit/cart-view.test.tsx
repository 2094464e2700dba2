// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { CartView } from '@/components/cart/CartView';
import { resetCartStore } from '@/lib/client/stores/cart-store';
import { cartReadActions } from '@/lib/client/stores/cart-read';
import type { CartActions } from '@/lib/client/cart/cart-actions';
import esCart from '@/messages/es/cart.json';
import { cartData, courseLine } from '../support/cart-fixtures';
import { expectNoMui } from '../support/no-mui';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/carrito-de-compras/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

// The chunk the cart page's actions load on first use (lib/client/cart/lazy-cart-actions.ts):
// replaced here, so a test sees what the page asks of it and when.
const island = vi.hoisted(() => ({ loads: 0, actions: null as CartActions | null }));
vi.mock('@/lib/client/cart/cart-actions-island', () => ({
  createBrowserCartActions: () => {
    island.loads += 1;
    return island.actions;
  },
}));

const CART = cartData({
  courses: [courseLine({ id: 42, title: 'Ilustración digital', priceCents: 1790, realPriceCents: 3990, discount: 55 }), courseLine({ id: 7, title: 'Acuarela', priceCents: 1000 })],
  bundles: [],
  cumulativeDiscount: 10,
  cumulativeDiscountCents: 279,
  nextDiscount: 15,
});

function renderCart(arrival: { type: 'COURSE'; id: number } | null = null) {
  return render(
    <IntlTestProvider locale="es" messages={{ cart: esCart }}>
      <CartView arrival={arrival} emptyState={<p>Vacío (del servidor)</p>} />
    </IntlTestProvider>,
  );
}

describe('cart page view (spec §2 /carrito-de-compras/, §3 cart summary; issue 14: no MUI, actions on first use)', () => {
  beforeEach(() => {
    resetCartStore();
    island.loads = 0;
    island.actions = {
      addItem: vi.fn(async () => undefined),
      removeItem: vi.fn(async () => undefined),
      refreshCart: vi.fn(async () => undefined),
    } as unknown as CartActions;
    window.history.replaceState(null, '', '/carrito-de-compras/');
  });
  afterEach(() => {
    cleanup();
    resetCartStore();
  });

  it('says it is loading until the cart is read, then shows the server-rendered empty state', () => {
    renderCart();
    expect(screen.getByRole('status').textContent).toContain(esCart.loading);
    act(() => cartReadActions.applyCart(cartData({ courses: [], bundles: [] })));
    expect(screen.getByText('Vacío (del servidor)')).toBeTruthy();
    expect(screen.queryByText(esCart.loading)).toBeNull();
  });

  it('lists the lines and the summary with plain elements, and loads no actions until one is used', () => {
    const { container } = renderCart();
    act(() => cartReadActions.applyCart(CART));
    const lines = within(screen.getByRole('list')).getAllByRole('article');
    expect(lines.map((l) => l.getAttribute('aria-label'))).toEqual(expect.arrayContaining(['Ilustración digital', 'Acuarela']));
    const summary = screen.getByRole('complementary', { name: esCart.summary.title });
    expect(within(summary).getByText(esCart.summary.total)).toBeTruthy();
    expect(within(summary).getByRole('link', { name: esCart.summary.checkout }).getAttribute('href')).toBe('/carrito-de-compras/pago/');
    expect(within(summary).getByRole('alert').textContent).toContain('15%');
    expectNoMui(container);
    expect(island.loads).toBe(0);
  });

  it('a remove loads the actions, removes that line and keeps focus on the list', async () => {
    renderCart();
    act(() => cartReadActions.applyCart(CART));
    fireEvent.click(screen.getByRole('button', { name: 'Eliminar «Acuarela» del carrito' }));
    await waitFor(() => expect(island.actions!.removeItem).toHaveBeenCalledWith({ type: 'COURSE', id: 7 }));
    expect(island.loads).toBe(1);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: esCart.itemsTitle })));
  });

  it('?course= adds that course once on arrival and leaves the address without it', async () => {
    window.history.replaceState(null, '', '/carrito-de-compras/?course=42&ref=news');
    const { rerender } = renderCart({ type: 'COURSE', id: 42 });
    await waitFor(() => expect(island.actions!.addItem).toHaveBeenCalledWith({ type: 'COURSE', id: 42 }, { suppressRedirect: true }));
    expect(window.location.search).toBe('?ref=news');
    rerender(
      <IntlTestProvider locale="es" messages={{ cart: esCart }}>
        <CartView arrival={{ type: 'COURSE', id: 42 }} emptyState={<p>Vacío (del servidor)</p>} />
      </IntlTestProvider>,
    );
    expect(island.actions!.addItem).toHaveBeenCalledTimes(1);
  });
});
