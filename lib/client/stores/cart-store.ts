/**
 * The client cart state (spec §3 "Client cart state", §4 "Cart"): course ids and bundle ids in
 * the cart, loading flags, next discount, summary, items tagged COURSE or BUNDLE with a combined
 * id, the course and bundle lines, the last item added and its type, the pop-up's visibility and
 * view, the classic-cart flag and the cumulative-discount flag (on by default), plus the cart
 * toast. The server answer (MyCart) is turned into this state by the pure reducers of
 * cart-read.ts (not in a page's first load: the count needs only the state), tested in
 * tests/unit/cart-store.test.ts; the actions that call the API are in lib/client/cart/cart-actions.ts.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import type { MyCartQuery } from '@/graphql/generated/client/graphql';
import type { CartItemType } from '@/lib/domain/commerce/cart-item';

/** Spec §3: "Items are tagged COURSE or BUNDLE with a combined id" (one type: lib/domain/commerce/cart-item.ts). */
export type { CartItemType };

/** The MyCart answer (non-null). */
export type CartData = NonNullable<MyCartQuery['myCart']>;
export type ServerCourseLine = CartData['courses'][number];
export type ServerBundleLine = CartData['bundles'][number];

/** A course line as the client keeps it: the server line with its extra discount matched by id. */
export type CartCourseLine = ServerCourseLine;
export type CartBundleLine = ServerBundleLine;

/** One line of the cart, course or bundle, in the shape every cart view shows. */
export interface CartItem {
  /** Combined id: `COURSE-<originalId>` or `BUNDLE-<originalId>`. */
  key: string;
  type: CartItemType;
  originalId: number;
  title: string;
  coverImage: string;
  /** Page of the course or the bundle. */
  url: string;
  /** Course: the professor's name; bundle: null. */
  professorName: string | null;
  /** Bundle: how many courses it holds; course: null. */
  courseCount: number | null;
  /** What the learner pays for the line (cart currency, cents). */
  priceCents: number;
  /** List price of the line. */
  realPriceCents: number;
  /** Percent off the list price, every discount included. */
  discount: number;
  /** Extra cart promotion on the course (percent), 0 when none. */
  extraDiscountPercent: number;
  addedAt: string;
}

/** Spec §3 "Cart summary", in integer cents of the cart currency (plus its code and symbol). */
export interface CartSummary {
  idCart: string;
  originalId: number;
  currency: string;
  currencySymbol: string;
  /** Sum of list prices. */
  totalRealPrice: number;
  /** Everything taken off the list prices. */
  totalOff: number;
  /** What the cart costs before wallet credit. */
  totalPrice: number;
  /** Cumulative discount applied to every course line, percent and amount. */
  cumulativeDiscountPercent: number;
  cumulativeDiscount: number;
  dataExtraDiscount: CartData['dataExtraDiscount'];
  /** Wallet credit used. */
  credit: number;
  /** What the card is charged. */
  totalPriceWithCredit: number;
  isPaid: boolean;
}

/** Pop-up view setting (spec §2 "bottom sheet or pop-up view, chosen by a view setting"). */
export type CartPopupView = 'auto' | 'popup' | 'bottomSheet';

export type CartPopupOrigin = 'add' | 'menu';

export type CartLoadingKind = 'cart' | 'add' | 'remove';

export interface CartToast {
  /** Grows with every toast, so the same text shown twice restarts the timer. */
  id: number;
  message: string;
}

export interface CartState {
  /** Original ids of the courses in the cart. */
  courseIds: number[];
  /** Original ids of the bundles in the cart. */
  bundleIds: number[];
  /** Loading flags: the MyCart read, an add and a remove in flight. */
  loading: Record<CartLoadingKind, boolean>;
  /** Combined ids of the items an add or remove is in flight for. */
  pendingKeys: string[];
  /** True once MyCart has answered at least once (null included). */
  loaded: boolean;
  /** Cumulative percent one more course would reach; 0 when none. */
  nextDiscount: number;
  summary: CartSummary | null;
  /** Every line, newest first. */
  items: CartItem[];
  courses: CartCourseLine[];
  bundles: CartBundleLine[];
  /** Original id of the last item added, and its type. */
  lastItemAdded: number | null;
  lastItemAddedType: CartItemType | null;
  popupOpen: boolean;
  /** What opened the pop-up: an add (it shows the item added) or the menu button (the cart). */
  popupOrigin: CartPopupOrigin;
  popupView: CartPopupView;
  /** Classic cart: the pop-up leads to the cart page only (no direct checkout link). */
  classicCart: boolean;
  /** Cumulative discount shown (line and next-discount hint); on by default (spec §3). */
  cumulativeDiscount: boolean;
  toast: CartToast | null;
  /** Ticket of the newest MyCart read applied so far (see applyCartRead). */
  appliedRead: number;
}

export const INITIAL_CART_STATE: CartState = {
  courseIds: [],
  bundleIds: [],
  loading: { cart: false, add: false, remove: false },
  pendingKeys: [],
  loaded: false,
  nextDiscount: 0,
  summary: null,
  items: [],
  courses: [],
  bundles: [],
  lastItemAdded: null,
  lastItemAddedType: null,
  popupOpen: false,
  popupOrigin: 'add',
  popupView: 'auto',
  classicCart: false,
  cumulativeDiscount: true,
  appliedRead: 0,
  toast: null,
};

// ---- Pure helpers and reducers ---------------------------------------------------------------

/** The combined id of spec §3: `COURSE-12`, `BUNDLE-3`. */
export function cartItemKey(type: CartItemType, originalId: number | string): string {
  return `${type}-${originalId}`;
}

let issuedReads = 0;

/** A ticket for a MyCart read, taken when the read is sent: later reads hold higher tickets. */
export function nextCartRead(): number {
  issuedReads += 1;
  return issuedReads;
}

/** MyCart failed: the cart counts as read (views stop waiting) and keeps what it had. */
export function markLoaded(state: CartState): CartState {
  return state.loaded ? state : { ...state, loaded: true };
}

export function startLoading(state: CartState, kind: CartLoadingKind, key?: string): CartState {
  return {
    ...state,
    loading: { ...state.loading, [kind]: true },
    pendingKeys: key && !state.pendingKeys.includes(key) ? [...state.pendingKeys, key] : state.pendingKeys,
  };
}

export function stopLoading(state: CartState, kind: CartLoadingKind, key?: string): CartState {
  const pendingKeys = key ? state.pendingKeys.filter((k) => k !== key) : state.pendingKeys;
  // An add or remove flag stays on while another item of that kind is still in flight.
  const stillBusy = kind !== 'cart' && key !== undefined && pendingKeys.some((k) => k.startsWith(`${kind}:`));
  return { ...state, loading: { ...state.loading, [kind]: stillBusy }, pendingKeys };
}

/** Spec §4: "On success, set the last item added (and its type, course or bundle)". */
export function markItemAdded(state: CartState, type: CartItemType, originalId: number): CartState {
  return { ...state, lastItemAdded: originalId, lastItemAddedType: type };
}

export function setPopupOpen(state: CartState, open: boolean, origin: CartPopupOrigin = state.popupOrigin): CartState {
  return state.popupOpen === open && state.popupOrigin === origin ? state : { ...state, popupOpen: open, popupOrigin: origin };
}

export function withToast(state: CartState, message: string): CartState {
  return { ...state, toast: { id: (state.toast?.id ?? 0) + 1, message } };
}

/** Hides the toast `id` only (a newer toast keeps showing). */
export function withoutToast(state: CartState, id?: number): CartState {
  if (!state.toast || (id !== undefined && state.toast.id !== id)) return state;
  return { ...state, toast: null };
}

// ---- Selectors ---------------------------------------------------------------------------------

export function selectItemCount(state: Pick<CartState, 'items'>): number {
  return state.items.length;
}

export function selectIsInCart(state: Pick<CartState, 'courseIds' | 'bundleIds'>, type: CartItemType, originalId: number): boolean {
  return type === 'COURSE' ? state.courseIds.includes(originalId) : state.bundleIds.includes(originalId);
}

/** The line of the last item added, once the refreshed cart holds it. */
export function selectLastAddedItem(state: Pick<CartState, 'items' | 'lastItemAdded' | 'lastItemAddedType'>): CartItem | null {
  if (state.lastItemAdded === null || state.lastItemAddedType === null) return null;
  const key = cartItemKey(state.lastItemAddedType, state.lastItemAdded);
  return state.items.find((item) => item.key === key) ?? null;
}

/** Percent for 'Agrega un curso más y obtén X% de descuento', or null when there is none to show. */
export function selectNextDiscountHint(state: Pick<CartState, 'nextDiscount' | 'cumulativeDiscount'>): number | null {
  return state.cumulativeDiscount && state.nextDiscount > 0 ? state.nextDiscount : null;
}

/** Cumulative discount line of the summary, or null when off or zero (a new object: not for useCartStore). */
export function selectCumulativeDiscount(state: Pick<CartState, 'summary' | 'cumulativeDiscount'>): { percent: number; cents: number } | null {
  const s = state.summary;
  if (!state.cumulativeDiscount || !s || s.cumulativeDiscountPercent <= 0) return null;
  return { percent: s.cumulativeDiscountPercent, cents: s.cumulativeDiscount };
}

/** Whether an add or remove for this item is in flight. */
export function selectIsPending(state: Pick<CartState, 'pendingKeys'>, kind: 'add' | 'remove', type: CartItemType, originalId: number): boolean {
  return state.pendingKeys.includes(pendingKey(kind, type, originalId));
}

/** Key of an in-flight add or remove in `pendingKeys`: `add:COURSE-12`. */
export function pendingKey(kind: 'add' | 'remove', type: CartItemType, originalId: number | string): string {
  return `${kind}:${cartItemKey(type, originalId)}`;
}

// ---- The store ---------------------------------------------------------------------------------

export const cartStore = createStore<CartState>(() => INITIAL_CART_STATE);

export type Reducer<A extends unknown[]> = (state: CartState, ...args: A) => CartState;
export function dispatch<A extends unknown[]>(reducer: Reducer<A>) {
  return (...args: A) => cartStore.setState((state) => reducer(state, ...args), true);
}

/**
 * Actions on the store (no API calls: see lib/client/cart/cart-actions.ts). Applying a MyCart
 * answer is in cart-read.ts, which loads with the first answer (issue 14).
 */
export const cartStoreActions = {
  markLoaded: dispatch(markLoaded),
  startLoading: dispatch(startLoading),
  stopLoading: dispatch(stopLoading),
  markItemAdded: dispatch(markItemAdded),
  openPopup: (origin: CartPopupOrigin = 'add') => cartStore.setState((s) => setPopupOpen(s, true, origin), true),
  closePopup: () => cartStore.setState((s) => setPopupOpen(s, false), true),
  /** The menu button: opens the pop-up on the cart, or closes it. */
  togglePopup: () => cartStore.setState((s) => setPopupOpen(s, !s.popupOpen, 'menu'), true),
  showToast: dispatch(withToast),
  hideToast: dispatch(withoutToast),
  setPopupView: (popupView: CartPopupView) => cartStore.setState({ popupView }),
  setClassicCart: (classicCart: boolean) => cartStore.setState({ classicCart }),
  setCumulativeDiscount: (cumulativeDiscount: boolean) => cartStore.setState({ cumulativeDiscount }),
};

/** The React hook over the store, with an optional selector. */
export function useCartStore(): CartState;
export function useCartStore<T>(selector: (state: CartState) => T): T;
export function useCartStore<T>(selector?: (state: CartState) => T) {
  return useStore(cartStore, selector ?? ((s: CartState) => s as unknown as T));
}

/** Tests: back to the first state. */
export function resetCartStore(state: Partial<CartState> = {}): void {
  cartStore.setState({ ...INITIAL_CART_STATE, ...state }, true);
}
