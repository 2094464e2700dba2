/**
 * The cart pop-up's ids, shared by the menu's cart button (first load) and the pop-up itself
 * (a lazy chunk, components/cart/CartPopup.tsx): the button must not import the pop-up.
 */

/** Id of the pop-up, for the menu button's aria-controls. */
export const CART_POPUP_ID = 'cart-popup';
/** Clicks on elements carrying this attribute do not count as "outside" (they toggle the pop-up). */
export const CART_TOGGLE_ATTRIBUTE = 'data-cart-toggle';
