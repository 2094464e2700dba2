import { afterEach, describe, expect, it } from 'vitest';
import {
  cartItemKey,
  cartStore,
  cartStoreActions,
  INITIAL_CART_STATE,
  markItemAdded,
  markLoaded,
  nextCartRead,
  pendingKey,
  resetCartStore,
  selectCumulativeDiscount,
  selectIsInCart,
  selectIsPending,
  selectItemCount,
  selectLastAddedItem,
  selectNextDiscountHint,
  setPopupOpen,
  startLoading,
  stopLoading,
  withoutToast,
  withToast,
} from '@/lib/client/stores/cart-store';
import { applyCart, applyCartRead, cartReadActions, extraDiscountFor, keepCourseLine } from '@/lib/client/stores/cart-read';
import { shouldFetchCart, cartOwnerKey } from '@/lib/client/cart/cart-sync';
import { bundleLine, cartData, courseLine } from '../support/cart-fixtures';
import { PAYG_USER } from '../support/current-user-fixtures';

// The pay-as-you-go learner every client test signs in with.
const USER = PAYG_USER;

describe('client cart state (spec §3 "Client cart state")', () => {
  afterEach(() => resetCartStore());

  it('starts empty, with the cumulative-discount flag on and the classic cart off', () => {
    expect(INITIAL_CART_STATE).toMatchObject({
      courseIds: [],
      bundleIds: [],
      loading: { cart: false, add: false, remove: false },
      nextDiscount: 0,
      summary: null,
      items: [],
      courses: [],
      bundles: [],
      lastItemAdded: null,
      lastItemAddedType: null,
      popupOpen: false,
      classicCart: false,
      cumulativeDiscount: true,
      loaded: false,
    });
  });

  it('tags items COURSE or BUNDLE with a combined id', () => {
    expect(cartItemKey('COURSE', 12)).toBe('COURSE-12');
    expect(cartItemKey('BUNDLE', '3')).toBe('BUNDLE-3');
  });

  it('keeps only course lines with a course and a positive price (spec §5)', () => {
    expect(keepCourseLine(courseLine({ id: 1, priceCents: 1000 }))).toBe(true);
    expect(keepCourseLine(courseLine({ id: 2, priceCents: 0 }))).toBe(false);
    expect(keepCourseLine({ ...courseLine({ id: 3, priceCents: 500 }), course: null as never })).toBe(false);
    expect(keepCourseLine(null)).toBe(false);

    const state = applyCart(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 1, priceCents: 1000 }), courseLine({ id: 2, priceCents: 0 })] }));
    expect(state.courseIds).toEqual([1]);
    expect(state.items.map((i) => i.key)).toEqual(['COURSE-1']);
  });

  it('matches the extra discount percent to a course by its id (spec §4)', () => {
    const extra = [{ __typename: 'ShoppingCartExtraDiscount' as const, type: 'COURSE', id: 5, percent: 15, total: 1.5, totalCents: 150 }];
    expect(extraDiscountFor(5, extra)).toBe(15);
    expect(extraDiscountFor(6, extra)).toBe(0);
    const state = applyCart(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 5, priceCents: 850 }), courseLine({ id: 6, priceCents: 900 })], extra }));
    expect(state.courses.map((c) => c.extraDiscountPercent)).toEqual([15, 0]);
    expect(state.items.find((i) => i.key === 'COURSE-5')?.extraDiscountPercent).toBe(15);
  });

  it('lists lines newest first, courses and bundles together', () => {
    const state = applyCart(
      INITIAL_CART_STATE,
      cartData({
        courses: [courseLine({ id: 1, priceCents: 1000, addedAt: '2026-11-20T10:00:00Z' }), courseLine({ id: 2, priceCents: 1000, addedAt: '2026-11-20T12:00:00Z' })],
        bundles: [bundleLine({ id: 9, priceCents: 4000, addedAt: '2026-11-20T11:00:00Z' })],
      }),
    );
    expect(state.items.map((i) => i.key)).toEqual(['COURSE-2', 'BUNDLE-9', 'COURSE-1']);
    expect(state.courseIds).toEqual([2, 1]);
    expect(state.bundleIds).toEqual([9]);
    expect(state.items[1]).toMatchObject({ type: 'BUNDLE', courseCount: 3, professorName: null, title: 'Certificación 9' });
    expect(state.items[0]).toMatchObject({ type: 'COURSE', professorName: 'Ana Gómez', courseCount: null });
  });

  it('keeps the summary in cents and the next discount', () => {
    const state = applyCart(
      INITIAL_CART_STATE,
      cartData({ courses: [courseLine({ id: 1, priceCents: 1000, realPriceCents: 2000 }), courseLine({ id: 2, priceCents: 1000 })], cumulativeDiscount: 10, cumulativeDiscountCents: 200, nextDiscount: 15, creditCents: 300 }),
    );
    expect(state.loaded).toBe(true);
    expect(state.nextDiscount).toBe(15);
    expect(state.summary).toMatchObject({ currency: 'USD', totalRealPrice: 3000, totalPrice: 1800, totalOff: 1200, cumulativeDiscountPercent: 10, cumulativeDiscount: 200, credit: 300, totalPriceWithCredit: 1500 });
    expect(selectNextDiscountHint(state)).toBe(15);
    expect(selectCumulativeDiscount(state)).toEqual({ percent: 10, cents: 200 });
    expect(selectNextDiscountHint({ ...state, cumulativeDiscount: false })).toBeNull();
    expect(selectCumulativeDiscount({ ...state, cumulativeDiscount: false })).toBeNull();
  });

  it('empties the lines for no cart or a paid cart, and marks the cart loaded', () => {
    const full = applyCart(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 1, priceCents: 1000 })] }));
    for (const next of [applyCart(full, null), applyCart(full, cartData({ courses: [courseLine({ id: 1, priceCents: 1000 })], isPaid: true }))]) {
      expect(next).toMatchObject({ loaded: true, items: [], courseIds: [], bundleIds: [], summary: null, nextDiscount: 0 });
    }
  });

  it('a failed read still counts as loaded and keeps the lines', () => {
    const full = applyCart(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 1, priceCents: 1000 })] }));
    expect(markLoaded(full)).toBe(full);
    expect(markLoaded(INITIAL_CART_STATE)).toMatchObject({ loaded: true, items: [] });
  });

  it('an answer older than the one applied does not undo a newer cart (the first read answering after the read that followed an add)', () => {
    const first = nextCartRead();
    const afterAdd = nextCartRead();
    expect(afterAdd).toBeGreaterThan(first);
    const added = applyCartRead(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 3, priceCents: 1000 })] }), afterAdd);
    expect(added.courseIds).toEqual([3]);
    const late = applyCartRead(added, null, first);
    expect(late).toBe(added);
    // In order, each answer replaces the cart.
    const removed = applyCartRead(added, null, nextCartRead());
    expect(removed).toMatchObject({ loaded: true, courseIds: [] });
    // A late answer on a cart not read yet still marks it read.
    expect(applyCartRead({ ...INITIAL_CART_STATE, appliedRead: afterAdd }, null, first)).toMatchObject({ loaded: true, items: [] });
  });

  it('tracks loading per kind and per item', () => {
    let s = startLoading(INITIAL_CART_STATE, 'add', pendingKey('add', 'COURSE', 1));
    s = startLoading(s, 'add', pendingKey('add', 'BUNDLE', 2));
    expect(s.loading.add).toBe(true);
    expect(selectIsPending(s, 'add', 'COURSE', 1)).toBe(true);
    s = stopLoading(s, 'add', pendingKey('add', 'COURSE', 1));
    expect(s.loading.add).toBe(true); // the bundle is still on its way
    s = stopLoading(s, 'add', pendingKey('add', 'BUNDLE', 2));
    expect(s.loading.add).toBe(false);
    expect(s.pendingKeys).toEqual([]);
    expect(stopLoading(startLoading(s, 'cart'), 'cart').loading.cart).toBe(false);
  });

  it('records the last item added and its type, and finds its line', () => {
    const s = markItemAdded(applyCart(INITIAL_CART_STATE, cartData({ bundles: [bundleLine({ id: 4, priceCents: 3000 })] })), 'BUNDLE', 4);
    expect(s).toMatchObject({ lastItemAdded: 4, lastItemAddedType: 'BUNDLE' });
    expect(selectLastAddedItem(s)?.key).toBe('BUNDLE-4');
    expect(selectLastAddedItem(markItemAdded(s, 'COURSE', 4))).toBeNull();
  });

  it('answers whether an item is in the cart and how many there are', () => {
    const s = applyCart(INITIAL_CART_STATE, cartData({ courses: [courseLine({ id: 1, priceCents: 1000 })], bundles: [bundleLine({ id: 1, priceCents: 1000 })] }));
    expect(selectIsInCart(s, 'COURSE', 1)).toBe(true);
    expect(selectIsInCart(s, 'BUNDLE', 1)).toBe(true);
    expect(selectIsInCart(s, 'COURSE', 2)).toBe(false);
    expect(selectItemCount(s)).toBe(2);
  });

  it('opens and closes the pop-up with its origin; toasts restart with a new id', () => {
    const open = setPopupOpen(INITIAL_CART_STATE, true, 'menu');
    expect(open).toMatchObject({ popupOpen: true, popupOrigin: 'menu' });
    expect(setPopupOpen(open, true, 'menu')).toBe(open);
    const first = withToast(INITIAL_CART_STATE, 'Curso eliminado del carrito.');
    const second = withToast(first, 'Curso eliminado del carrito.');
    expect(second.toast).toEqual({ id: 2, message: 'Curso eliminado del carrito.' });
    expect(withoutToast(second, 1)).toBe(second); // an old timer does not hide the newer toast
    expect(withoutToast(second, 2).toast).toBeNull();
  });

  it('the store actions apply the reducers', () => {
    cartReadActions.applyCart(cartData({ courses: [courseLine({ id: 8, priceCents: 1000 })] }));
    cartStoreActions.openPopup();
    cartStoreActions.togglePopup();
    expect(cartStore.getState()).toMatchObject({ courseIds: [8], popupOpen: false });
    cartStoreActions.togglePopup();
    expect(cartStore.getState()).toMatchObject({ popupOpen: true, popupOrigin: 'menu' });
    cartStoreActions.setCumulativeDiscount(false);
    expect(cartStore.getState().cumulativeDiscount).toBe(false);
  });
});

describe('when the cart is read (spec §4)', () => {
  it('waits while the user is loading, unless the user is premium', () => {
    expect(shouldFetchCart({ status: 'loading', user: null })).toBe(false);
    expect(shouldFetchCart({ status: 'anonymous', user: null })).toBe(true);
    expect(shouldFetchCart({ status: 'error', user: null })).toBe(true);
    expect(shouldFetchCart({ status: 'authenticated', user: USER } as never)).toBe(true);
    expect(shouldFetchCart({ status: 'loading', user: { ...USER, hasMembership: true, segmentation: 'Member' } } as never)).toBe(true);
    expect(shouldFetchCart({ status: 'loading', user: USER } as never)).toBe(false);
  });

  it('names the owner so a login re-reads the cart', () => {
    expect(cartOwnerKey({ status: 'loading', user: null })).toBeNull();
    expect(cartOwnerKey({ status: 'anonymous', user: null })).toBe('visitor');
    expect(cartOwnerKey({ status: 'authenticated', user: USER } as never)).toBe('user:VXNlcjo3');
  });
});
