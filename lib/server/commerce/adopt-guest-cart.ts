import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { mergeGuestCart } from '@/lib/server/services/cart';
import { CART_COOKIE, clearedGuestCartCookie, guestCartToken } from './cart-cookie';

/**
 * Called wherever a session starts (password login, registration, social login): merges the
 * visitor's cart into the account's and returns the Set-Cookie that forgets the guest token,
 * or null when the request carried no cart cookie.
 */
export async function adoptGuestCart(db: Db, cookieHeader: string | null, userId: number): Promise<string | null> {
  const token = guestCartToken(cookieHeader);
  if (!token) return cookieHeader?.includes(`${CART_COOKIE}=`) ? clearedGuestCartCookie() : null;
  await mergeGuestCart(db, token, userId);
  return clearedGuestCartCookie();
}
