/**
 * The cart actions of spec §4 "Cart", over an Apollo client and the cart store. Plain functions
 * with their browser dependencies injected, so the rules are testable; `useCartActions`
 * (./use-cart-actions.ts) wires them to the page.
 *
 * Add: start loading, show the pop-up unless on the cart page (there the page scrolls to the
 *   top instead), send shoppingCartAddItem. On success set the last item added and its type,
 *   refresh the cart (MyCart, network-only) and stop loading; on success false warn that the
 *   item was probably already in the cart, stop loading and reject; on failure log, stop
 *   loading and reject (spec §8: no user message). Below 768 px a course add then goes to the
 *   cart page once ProductsCourseData confirms the course exists, unless redirect is suppressed.
 * Remove: show the toast at once, send shoppingCartRemoveItem, refresh on success; success
 *   false warns that the item was probably not in the cart and rejects; an error is logged and
 *   rejects.
 */
import type { ApolloClient } from '@apollo/client';
import {
  MyCartDocument,
  ProductsCourseDataDocument,
  ShoppingCartAddItemDocument,
  ShoppingCartRemoveItemDocument,
  type ProductsCourseDataQuery,
} from '@/graphql/generated/client/graphql';
import type { ActivityInput } from '@/lib/client/analytics/track-activity';
import { clientContext } from '@/lib/client/apollo/context';
import { NARROW_SCREEN_MAX_WIDTH } from '@/lib/domain/theme/breakpoints';
import type { CartItemRef } from '@/lib/domain/commerce/cart-item';
import { cartItemKey, cartStoreActions, nextCartRead, pendingKey, type CartData } from '@/lib/client/stores/cart-store';
import { cartReadActions } from '@/lib/client/stores/cart-read';
import { RefusedCallError } from '@/lib/client/graphql-request/call-feedback';
import { isCartPagePath } from '@/lib/domain/cart/cart-paths';

/** One item of the cart (spec §5: a course id or a bundle id): the one type, lib/domain/commerce/cart-item.ts. */
export type { CartItemRef };

export type AddOptions = {
  /** Spec §2: the narrow-screen redirect to the cart page can be suppressed. */
  suppressRedirect?: boolean;
  /** Buy-now navigates by itself: no pop-up. Default true (spec §4). */
  showPopup?: boolean;
};

/**
 * Why a cart action rejected without a transport or GraphQL error (spec §8 warnings; spec §5
 * needs a course id or a bundle id). The buttons read it with feedbackFromError (`code`).
 */
export type CartRefusal = 'ALREADY_IN_CART' | 'NOT_IN_CART' | 'INVALID_ITEM';

export type ProductsCourse = NonNullable<ProductsCourseDataQuery['course']>;

export interface CartActionsEnv {
  /** The current path (locale prefix included). */
  pathname: () => string;
  /** True below the narrow-screen threshold (768 px, spec §9). */
  isNarrow: () => boolean;
  scrollToTop: () => void;
  /** Goes to the cart page (locale-aware). */
  goToCart: () => void;
}

export interface CartActionsDeps {
  client: ApolloClient;
  env: CartActionsEnv;
  /** Translated toast texts: 'Curso eliminado del carrito.' / 'Certificación eliminada del carrito.' */
  messages: { courseRemoved: string; bundleRemoved: string };
  /** Sends a tracked event (lib/client/analytics/track-activity.ts); must not throw. */
  track: (input: ActivityInput) => void;
  logger?: Pick<Console, 'warn' | 'error'>;
}

export interface CartActions {
  addItem: (item: CartItemRef, options?: AddOptions) => Promise<void>;
  removeItem: (item: CartItemRef) => Promise<void>;
  /** Reads MyCart from the network and stores it. */
  refreshCart: () => Promise<CartData | null>;
}

/** The GraphQL variables of an add or remove: exactly one of courseId / bundleId. */
export function cartItemInput(item: CartItemRef): { courseId: string } | { bundleId: string } {
  return item.type === 'COURSE' ? { courseId: String(item.id) } : { bundleId: String(item.id) };
}

function validItem(item: CartItemRef | null | undefined): item is CartItemRef {
  return Boolean(item && (item.type === 'COURSE' || item.type === 'BUNDLE') && Number.isInteger(item.id) && item.id > 0);
}

/** The browser environment: window size, location, scrolling; `goToCart` comes from the router. */
export function browserCartEnv(goToCart: () => void): CartActionsEnv {
  return {
    pathname: () => (typeof window === 'undefined' ? '' : window.location.pathname),
    isNarrow: () => typeof window !== 'undefined' && window.innerWidth < NARROW_SCREEN_MAX_WIDTH,
    scrollToTop: () => {
      if (typeof window !== 'undefined') window.scrollTo({ top: 0, behavior: 'smooth' });
    },
    goToCart,
  };
}

/** Event data of a `shopping_cart` event (spec §7; analytics currency USD, quantity 1, spec §9). */
export function shoppingCartEvent(item: CartItemRef, course: ProductsCourse | null, extra: { title?: string | null; priceCents?: number | null; currency?: string | null } = {}): ActivityInput {
  return {
    eventType: 'shopping_cart',
    itemId: item.id,
    itemType: item.type === 'COURSE' ? 'course' : 'bundle',
    data: {
      action: 'add',
      item_id: cartItemKey(item.type, item.id),
      title: course?.title ?? extra.title ?? null,
      price: course?.price ?? (extra.priceCents != null ? extra.priceCents / 100 : null),
      currency: course ? 'USD' : (extra.currency ?? null),
      quantity: 1,
      category: course?.catalogCategories.map((c) => c.name) ?? [],
      subcategory: course?.catalogSubCategories.map((c) => c.name) ?? [],
    },
  };
}

export function createCartActions(deps: CartActionsDeps): CartActions {
  const { client, env, messages, track } = deps;
  const logger = deps.logger ?? console;
  const store = cartStoreActions;

  async function refreshCart(): Promise<CartData | null> {
    store.startLoading('cart');
    const ticket = nextCartRead();
    try {
      const { data } = await client.query({ query: MyCartDocument, fetchPolicy: 'network-only', context: clientContext('default') });
      const cart = data?.myCart ?? null;
      cartReadActions.applyCartRead(cart, ticket);
      return cart;
    } finally {
      store.stopLoading('cart');
    }
  }

  /** ProductsCourseData: the course's tracking fields, or null when it does not exist. */
  async function courseData(id: number): Promise<ProductsCourse | null> {
    try {
      const { data } = await client.query({ query: ProductsCourseDataDocument, variables: { id: String(id) }, context: clientContext('default') });
      return data?.course ?? null;
    } catch (error) {
      logger.error('[cart] ProductsCourseData failed', error);
      return null;
    }
  }

  async function addItem(item: CartItemRef, options: AddOptions = {}): Promise<void> {
    if (!validItem(item)) throw new RefusedCallError<CartRefusal>('INVALID_ITEM', 'Cart add needs a course id or a bundle id');
    const key = pendingKey('add', item.type, item.id);
    const onCartPage = isCartPagePath(env.pathname());
    const narrow = env.isNarrow();
    store.startLoading('add', key);
    if (onCartPage) env.scrollToTop();
    else if (options.showPopup !== false) store.openPopup();

    let success: boolean;
    try {
      const { data } = await client.mutate({
        mutation: ShoppingCartAddItemDocument,
        variables: { input: cartItemInput(item) },
        context: clientContext('default'),
      });
      success = Boolean(data?.shoppingCartAddItem.success);
    } catch (error) {
      logger.error(`[cart] shoppingCartAddItem failed for ${cartItemKey(item.type, item.id)}`, error);
      store.stopLoading('add', key);
      throw error;
    }
    if (!success) {
      logger.warn(`[cart] shoppingCartAddItem answered success false for ${cartItemKey(item.type, item.id)}: it is probably already in the cart`);
      store.stopLoading('add', key);
      throw new RefusedCallError<CartRefusal>('ALREADY_IN_CART', 'The item is probably already in the cart');
    }

    store.markItemAdded(item.type, item.id);
    let cart: CartData | null = null;
    try {
      cart = await refreshCart();
    } catch (error) {
      // The add itself succeeded: the cart is read again on the next query.
      logger.error('[cart] MyCart failed after an add', error);
    }
    store.stopLoading('add', key);

    const course = item.type === 'COURSE' ? await courseData(item.id) : null;
    const bundleLine = item.type === 'BUNDLE' ? cart?.bundles.find((b) => b.bundle.originalId === item.id) : undefined;
    track(shoppingCartEvent(item, course, { title: bundleLine?.bundle.title, priceCents: bundleLine?.priceCents, currency: cart?.currency }));

    // Spec §2: below 768 px, to the cart page once the course is confirmed to exist.
    if (item.type === 'COURSE' && narrow && !onCartPage && !options.suppressRedirect && course) {
      store.closePopup();
      env.goToCart();
    }
  }

  async function removeItem(item: CartItemRef): Promise<void> {
    if (!validItem(item)) throw new RefusedCallError<CartRefusal>('INVALID_ITEM', 'Cart remove needs a course id or a bundle id');
    const key = pendingKey('remove', item.type, item.id);
    store.startLoading('remove', key);
    store.showToast(item.type === 'COURSE' ? messages.courseRemoved : messages.bundleRemoved);
    let success: boolean;
    try {
      const { data } = await client.mutate({
        mutation: ShoppingCartRemoveItemDocument,
        variables: { input: cartItemInput(item) },
        context: clientContext('default'),
      });
      success = Boolean(data?.shoppingCartRemoveItem.success);
    } catch (error) {
      logger.error(`[cart] shoppingCartRemoveItem failed for ${cartItemKey(item.type, item.id)}`, error);
      store.stopLoading('remove', key);
      throw error;
    }
    if (!success) {
      logger.warn(`[cart] shoppingCartRemoveItem answered success false for ${cartItemKey(item.type, item.id)}: it is probably not in the cart`);
      store.stopLoading('remove', key);
      throw new RefusedCallError<CartRefusal>('NOT_IN_CART', 'The item is probably not in the cart');
    }
    try {
      await refreshCart();
    } catch (error) {
      logger.error('[cart] MyCart failed after a remove', error);
    } finally {
      store.stopLoading('remove', key);
    }
  }

  return { addItem, removeItem, refreshCart };
}
