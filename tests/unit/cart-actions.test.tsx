// @vitest-environment happy-dom
import type { ReactNode } from 'react';
import { act, cleanup, renderHook } from '@testing-library/react';
import { ApolloProvider } from '@apollo/client/react';
import { IntlTestProvider } from '@/tests/support/test-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackFromError, RefusedCallError, REFUSALS_ONLY } from '@/lib/client/graphql-request/call-feedback';

const cartUserMessage = (error: unknown) => feedbackFromError(error, REFUSALS_ONLY).message;
import { isCartPagePath } from '@/lib/domain/cart/cart-paths';
import { useCartActions } from '@/lib/client/cart/use-cart-actions';
import { makeApolloClient } from '@/lib/client/apollo/make-client';
import { cartStore, resetCartStore } from '@/lib/client/stores/cart-store';
import esCart from '@/messages/es/cart.json';
import { bundleLine, cartData, courseLine } from '../support/cart-fixtures';

const trackActivity = vi.hoisted(() => vi.fn(async () => ({ status: 'success' as const, message: 'ok' })));
vi.mock('@/lib/client/analytics/track-activity', () => ({ trackActivity }));

const push = vi.hoisted(() => vi.fn());
vi.mock('@/components/ui/LocalizedLink', () => ({
  Link: ({ href, children }: { href: string; children: ReactNode }) => <a href={href}>{children}</a>,
}));
vi.mock('@/lib/client/i18n/localized-router', () => ({
  usePathname: () => '/',
  useRouter: () => ({ push, replace: vi.fn(), refresh: vi.fn() }),
}));

type Body = { operationName: string; variables: Record<string, unknown> };
type Answer = unknown | (() => Promise<unknown>);

const PRODUCTS_COURSE = {
  __typename: 'Course',
  id: 'Q291cnNlOjQy',
  originalId: 42,
  title: 'Ilustración digital',
  price: 19.9,
  currencySymbol: 'US$',
  catalogCategories: [{ __typename: 'CourseCategory', id: 'C1', name: 'Ilustración' }],
  catalogSubCategories: [],
};

/** A fetch answering each operation from `answers` (a value, or a function for a held answer). */
function fakeApi(answers: Record<string, Answer>) {
  const calls: Body[] = [];
  const fetchMock = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    const body = JSON.parse(String(init?.body)) as Body;
    calls.push(body);
    const answer = answers[body.operationName];
    const payload = typeof answer === 'function' ? await (answer as () => Promise<unknown>)() : answer;
    return new Response(JSON.stringify(payload ?? { data: null }), { status: 200, headers: { 'content-type': 'application/json' } });
  });
  const client = makeApolloClient({ fetch: fetchMock as unknown as typeof fetch, logger: { error: () => {}, warn: () => {} } });
  return { client, calls, names: () => calls.map((c) => c.operationName) };
}

function deferred() {
  let resolve: (value: unknown) => void = () => {};
  const promise = new Promise<unknown>((r) => (resolve = r));
  return { promise, resolve };
}

function renderActions(api: ReturnType<typeof fakeApi>) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <IntlTestProvider locale="es" messages={{ cart: esCart }}>
      <ApolloProvider client={api.client}>{children}</ApolloProvider>
    </IntlTestProvider>
  );
  return renderHook(() => useCartActions(), { wrapper }).result;
}

const ADD_OK = { data: { shoppingCartAddItem: { __typename: 'ShoppingCartMutationResult', success: true, shoppingCart: { __typename: 'ShoppingCart', id: 'U2hvcHBpbmdDYXJ0OjE=', itemCount: 1 } } } };
const ADD_FALSE = { data: { shoppingCartAddItem: { __typename: 'ShoppingCartMutationResult', success: false, shoppingCart: null } } };
const REMOVE_OK = { data: { shoppingCartRemoveItem: { __typename: 'ShoppingCartMutationResult', success: true, shoppingCart: null } } };
const REMOVE_FALSE = { data: { shoppingCartRemoveItem: { __typename: 'ShoppingCartMutationResult', success: false, shoppingCart: null } } };
const FREE_COURSE = { data: null, errors: [{ message: 'Este curso es gratuito: empieza a verlo sin pasar por el carrito.', extensions: { code: 'BAD_USER_INPUT' } }] };
const myCart = (cart: unknown) => ({ data: { myCart: cart } });

let warn: { mock: { calls: unknown[][] }; mockRestore: () => void };
let error: { mock: { calls: unknown[][] }; mockRestore: () => void };
let scrollTo: ReturnType<typeof vi.fn>;

function setWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true, writable: true });
}

describe('cart actions (spec §4 Cart, §8)', () => {
  beforeEach(() => {
    resetCartStore();
    push.mockReset();
    trackActivity.mockClear();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    error = vi.spyOn(console, 'error').mockImplementation(() => {});
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    window.history.replaceState(null, '', '/cursos-online/ilustracion/ilustracion-digital/');
    setWidth(1366);
  });
  afterEach(() => {
    cleanup();
    warn.mockRestore();
    error.mockRestore();
  });

  it('add: loading and pop-up at once, then the last item added, a network-only refresh and the shopping_cart event', async () => {
    const cart = cartData({ courses: [courseLine({ id: 42, priceCents: 1990 })], nextDiscount: 10 });
    const hold = deferred();
    const api = fakeApi({ ShoppingCartAddItem: () => hold.promise, MyCart: myCart(cart), ProductsCourseData: { data: { course: PRODUCTS_COURSE } } });
    // Already cached: MyCart must still go to the network.
    api.client.writeQuery({ query: (await import('@/graphql/generated/client/graphql')).MyCartDocument, data: { myCart: null } });
    const actions = renderActions(api);

    let done!: Promise<void>;
    act(() => {
      done = actions.current.addItem({ type: 'COURSE', id: 42 });
    });
    expect(cartStore.getState()).toMatchObject({ popupOpen: true, popupOrigin: 'add', loading: { add: true } });
    await vi.waitFor(() => expect(api.names()).toEqual(['ShoppingCartAddItem']));
    expect(api.calls[0].variables).toEqual({ input: { courseId: '42' } });

    await act(async () => {
      hold.resolve(ADD_OK);
      await done;
    });
    expect(api.names()).toEqual(['ShoppingCartAddItem', 'MyCart', 'ProductsCourseData']);
    expect(cartStore.getState()).toMatchObject({ lastItemAdded: 42, lastItemAddedType: 'COURSE', courseIds: [42], nextDiscount: 10, loading: { add: false, cart: false }, pendingKeys: [] });
    expect(trackActivity).toHaveBeenCalledTimes(1);
    expect(trackActivity.mock.calls[0]).toEqual([
      expect.objectContaining({ eventType: 'shopping_cart', itemId: 42, itemType: 'course', data: expect.objectContaining({ title: 'Ilustración digital', price: 19.9, currency: 'USD', quantity: 1, category: ['Ilustración'] }) }),
    ]);
    expect(push).not.toHaveBeenCalled(); // 1366 px: no redirect
  });

  it('add with success false: warns that it is probably already in the cart, stops loading, rejects, no refresh', async () => {
    const api = fakeApi({ ShoppingCartAddItem: ADD_FALSE, MyCart: myCart(null) });
    const actions = renderActions(api);
    let caught: unknown;
    await act(async () => {
      await actions.current.addItem({ type: 'BUNDLE', id: 3 }).catch((e) => (caught = e));
    });
    expect(caught).toBeInstanceOf(RefusedCallError);
    expect((caught as RefusedCallError).code).toBe('ALREADY_IN_CART');
    expect(warn.mock.calls.some((c) => /probably already in the cart/.test(String(c[0])))).toBe(true);
    expect(api.calls[0].variables).toEqual({ input: { bundleId: '3' } });
    expect(api.names()).not.toContain('MyCart');
    expect(cartStore.getState()).toMatchObject({ loading: { add: false }, pendingKeys: [], lastItemAdded: null });
    expect(trackActivity).not.toHaveBeenCalled();
  });

  it('add that fails: logs, stops loading, rejects; the translated BAD_USER_INPUT message is available', async () => {
    const api = fakeApi({ ShoppingCartAddItem: FREE_COURSE });
    const actions = renderActions(api);
    let caught: unknown;
    await act(async () => {
      await actions.current.addItem({ type: 'COURSE', id: 7 }).catch((e) => (caught = e));
    });
    expect(caught).toBeDefined();
    expect(cartUserMessage(caught)).toBe('Este curso es gratuito: empieza a verlo sin pasar por el carrito.');
    expect(error.mock.calls.some((c) => /shoppingCartAddItem failed/.test(String(c[0])))).toBe(true);
    expect(cartStore.getState()).toMatchObject({ loading: { add: false }, pendingKeys: [] });
    expect(cartUserMessage(new Error('network'))).toBeNull();
  });

  it('add refuses an item without a valid id before any call (spec §5)', async () => {
    const api = fakeApi({});
    const actions = renderActions(api);
    await expect(actions.current.addItem({ type: 'COURSE', id: 0 })).rejects.toMatchObject({ code: 'INVALID_ITEM' });
    expect(api.calls).toEqual([]);
  });

  it('below 768 px a course add goes to the cart page only once ProductsCourseData confirms the course', async () => {
    setWidth(375);
    const held = deferred();
    const api = fakeApi({ ShoppingCartAddItem: ADD_OK, MyCart: myCart(cartData({ courses: [courseLine({ id: 42, priceCents: 1990 })] })), ProductsCourseData: () => held.promise });
    const actions = renderActions(api);
    let done!: Promise<void>;
    act(() => {
      done = actions.current.addItem({ type: 'COURSE', id: 42 });
    });
    await vi.waitFor(() => expect(api.names()).toContain('ProductsCourseData'));
    expect(push).not.toHaveBeenCalled(); // the add succeeded, but the course is not confirmed yet
    await act(async () => {
      held.resolve({ data: { course: PRODUCTS_COURSE } });
      await done;
    });
    expect(push).toHaveBeenCalledWith('/carrito-de-compras/');
    expect(api.calls.find((c) => c.operationName === 'ProductsCourseData')?.variables).toEqual({ id: '42' });
    expect(cartStore.getState().popupOpen).toBe(false);
  });

  it('below 768 px: no redirect when the course does not exist, when suppressed, or for a bundle', async () => {
    setWidth(375);
    const cart = myCart(cartData({ bundles: [bundleLine({ id: 5, priceCents: 4000 })] }));
    const api = fakeApi({ ShoppingCartAddItem: ADD_OK, MyCart: cart, ProductsCourseData: { data: { course: null } } });
    const actions = renderActions(api);
    await act(() => actions.current.addItem({ type: 'COURSE', id: 404 }));
    await act(() => actions.current.addItem({ type: 'BUNDLE', id: 5 }));
    expect(push).not.toHaveBeenCalled();

    const api2 = fakeApi({ ShoppingCartAddItem: ADD_OK, MyCart: cart, ProductsCourseData: { data: { course: PRODUCTS_COURSE } } });
    const actions2 = renderActions(api2);
    await act(() => actions2.current.addItem({ type: 'COURSE', id: 42 }, { suppressRedirect: true }));
    expect(push).not.toHaveBeenCalled();
  });

  it('on the cart page an add scrolls to the top instead of showing the pop-up (any language)', async () => {
    expect(isCartPagePath('/pt/carrito-de-compras/')).toBe(true);
    expect(isCartPagePath('/carrito-de-compras/pago/')).toBe(false);
    window.history.replaceState(null, '', '/carrito-de-compras/');
    setWidth(375);
    const api = fakeApi({ ShoppingCartAddItem: ADD_OK, MyCart: myCart(cartData({ courses: [courseLine({ id: 42, priceCents: 1990 })] })), ProductsCourseData: { data: { course: PRODUCTS_COURSE } } });
    const actions = renderActions(api);
    await act(() => actions.current.addItem({ type: 'COURSE', id: 42 }));
    expect(scrollTo).toHaveBeenCalled();
    expect(cartStore.getState().popupOpen).toBe(false);
    expect(push).not.toHaveBeenCalled(); // already there
  });

  it('remove: the toast at once, then the call and a refresh', async () => {
    const hold = deferred();
    const api = fakeApi({ ShoppingCartRemoveItem: () => hold.promise, MyCart: myCart(null) });
    const actions = renderActions(api);
    let done!: Promise<void>;
    act(() => {
      done = actions.current.removeItem({ type: 'COURSE', id: 42 });
    });
    expect(cartStore.getState().toast?.message).toBe('Curso eliminado del carrito.');
    expect(cartStore.getState().loading.remove).toBe(true);
    await act(async () => {
      hold.resolve(REMOVE_OK);
      await done;
    });
    expect(api.names()).toEqual(['ShoppingCartRemoveItem', 'MyCart']);
    expect(api.calls[0].variables).toEqual({ input: { courseId: '42' } });
    expect(cartStore.getState()).toMatchObject({ loading: { remove: false }, loaded: true });

    const actions2 = renderActions(fakeApi({ ShoppingCartRemoveItem: REMOVE_OK, MyCart: myCart(null) }));
    await act(() => actions2.current.removeItem({ type: 'BUNDLE', id: 3 }));
    expect(cartStore.getState().toast?.message).toBe('Certificación eliminada del carrito.');
  });

  it('remove with success false warns that it is probably not in the cart and rejects; an error is logged and rejects', async () => {
    const api = fakeApi({ ShoppingCartRemoveItem: REMOVE_FALSE });
    await expect(renderActions(api).current.removeItem({ type: 'COURSE', id: 1 })).rejects.toMatchObject({ code: 'NOT_IN_CART' });
    expect(warn.mock.calls.some((c) => /probably not in the cart/.test(String(c[0])))).toBe(true);
    expect(api.names()).toEqual(['ShoppingCartRemoveItem']);

    const api2 = fakeApi({ ShoppingCartRemoveItem: { data: null, errors: [{ message: 'boom' }] } });
    await expect(renderActions(api2).current.removeItem({ type: 'COURSE', id: 1 })).rejects.toBeDefined();
    expect(error.mock.calls.some((c) => /shoppingCartRemoveItem failed/.test(String(c[0])))).toBe(true);
    expect(cartStore.getState()).toMatchObject({ loading: { remove: false }, pendingKeys: [] });
  });
});
