// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { ThemeProvider } from '@mui/material/styles';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPopup, resolvePopupView } from '@/components/cart/CartPopup';
import { CartMenuButton } from '@/components/cart/CartMenuButton';
import { cartStore, cartStoreActions, resetCartStore, startLoading } from '@/lib/client/stores/cart-store';
import { cartReadActions } from '@/lib/client/stores/cart-read';
import { theme } from '@/lib/domain/theme/theme';
import esCart from '@/messages/es/cart.json';
import { bundleLine, cartData, courseLine } from '../support/cart-fixtures';

vi.mock('@/components/ui/LocalizedLink', () => import('../support/plain-link'));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  Link: ({ href, children, ...rest }: { href: string; children: ReactNode }) => (
    <a href={href} {...rest}>
      {children}
    </a>
  ),
  usePathname: () => '/',
  useRouter: () => ({ push: vi.fn(), replace: vi.fn(), refresh: vi.fn() }),
}));

function renderPopup(view?: 'popup' | 'bottomSheet') {
  return render(
    <ThemeProvider theme={theme}>
      <IntlTestProvider locale="es" messages={{ cart: esCart }}>
        <button type="button">Agregar al carrito</button>
        <CartMenuButton />
        <CartPopup view={view} />
      </IntlTestProvider>
    </ThemeProvider>,
  );
}

const CART = cartData({
  courses: [courseLine({ id: 42, title: 'Ilustración digital', priceCents: 1790, realPriceCents: 3990, discount: 55, addedAt: '2026-11-20T12:00:00Z' }), courseLine({ id: 7, priceCents: 1000 })],
  bundles: [bundleLine({ id: 3, priceCents: 4000, realPriceCents: 6000 })],
  cumulativeDiscount: 10,
  cumulativeDiscountCents: 279,
  nextDiscount: 15,
});

describe('cart pop-up (spec §2 "Shopping cart screens")', () => {
  beforeEach(() => resetCartStore());
  afterEach(() => {
    cleanup();
    resetCartStore();
  });

  it("is a bottom sheet below 768 px under 'auto', else the pop-up view", () => {
    expect(resolvePopupView('auto', true)).toBe('bottomSheet');
    expect(resolvePopupView('auto', false)).toBe('popup');
    expect(resolvePopupView('popup', true)).toBe('popup');
    expect(resolvePopupView('bottomSheet', false)).toBe('bottomSheet');
  });

  it('after an add shows the item added, the totals, the next-discount hint and links to the cart and checkout', async () => {
    renderPopup('popup');
    const opener = screen.getByRole('button', { name: 'Agregar al carrito' });
    opener.focus();
    act(() => {
      cartStoreActions.openPopup();
      cartStore.setState((s) => startLoading(s, 'add', 'add:COURSE-42'), true);
    });
    const dialog = await screen.findByRole('dialog', { name: 'Agregando a tu carrito…' });
    act(() => {
      cartReadActions.applyCart(CART);
      cartStoreActions.markItemAdded('COURSE', 42);
      cartStoreActions.stopLoading('add', 'add:COURSE-42');
    });
    expect(await screen.findByRole('dialog', { name: '¡Agregado a tu carrito!' })).toBe(dialog);
    const item = within(dialog).getByRole('article', { name: 'Ilustración digital' });
    expect(item.textContent).toContain('US$');
    expect(item.querySelector('s')?.textContent).toContain('US$ 39.90');
    expect(within(dialog).getByText('3 productos en tu carrito')).toBeTruthy();
    expect(within(dialog).getByText('Agrega un curso más y obtén 15% de descuento en todos tus cursos.')).toBeTruthy();
    expect(within(dialog).getByText('Descuento acumulado (10%)')).toBeTruthy();
    expect(within(dialog).getByRole('link', { name: 'Ver carrito' }).getAttribute('href')).toBe('/carrito-de-compras/');
    expect(within(dialog).getByRole('link', { name: 'Ir a pagar' }).getAttribute('href')).toBe('/carrito-de-compras/pago/');
    // Focus moved into the pop-up.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
  });

  it('Escape closes it and gives focus back to what opened it', async () => {
    renderPopup('popup');
    act(() => cartReadActions.applyCart(CART));
    const opener = screen.getByRole('button', { name: 'Agregar al carrito' });
    opener.focus();
    act(() => cartStoreActions.openPopup());
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    expect(cartStore.getState().popupOpen).toBe(false);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
  });

  it('the close button closes it', async () => {
    renderPopup('popup');
    act(() => cartStoreActions.openPopup());
    fireEvent.click(await screen.findByRole('button', { name: 'Cerrar el carrito' }));
    expect(cartStore.getState().popupOpen).toBe(false);
  });

  it('the menu button names the count, reopens the pop-up on the cart lines and closes it again', async () => {
    renderPopup('popup');
    expect(screen.getByRole('button', { name: 'Carrito de compras, vacío' })).toBeTruthy();
    act(() => cartReadActions.applyCart(CART));
    const button = screen.getByRole('button', { name: 'Carrito de compras, 3 productos' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    const dialog = await screen.findByRole('dialog', { name: 'Tu carrito' });
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(button.getAttribute('aria-controls')).toBe(dialog.id);
    // Newest lines first.
    expect(within(dialog).getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual(['Ilustración digital', 'Curso 7', 'Certificación 3']);
    fireEvent.click(button);
    expect(cartStore.getState().popupOpen).toBe(false);
  });

  it('the bottom sheet view shows the same content and closes with Escape', async () => {
    renderPopup('bottomSheet');
    act(() => {
      cartReadActions.applyCart(CART);
      cartStoreActions.markItemAdded('BUNDLE', 3);
      cartStoreActions.openPopup();
    });
    const dialog = await screen.findByRole('dialog', { name: '¡Agregado a tu carrito!' });
    expect(within(dialog).getByRole('article', { name: 'Certificación 3' })).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(cartStore.getState().popupOpen).toBe(false);
  });

  it('with an empty cart it says so and offers no checkout', async () => {
    renderPopup('popup');
    act(() => {
      cartReadActions.applyCart(null);
      cartStoreActions.togglePopup();
    });
    const dialog = await screen.findByRole('dialog', { name: 'Tu carrito' });
    expect(within(dialog).getByText('Tu carrito está vacío.')).toBeTruthy();
    expect(within(dialog).queryByRole('link', { name: 'Ir a pagar' })).toBeNull();
  });
});
