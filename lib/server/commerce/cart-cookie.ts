import 'server-only';
import { randomUUID } from 'node:crypto';
import { cookieSecure, readCookie, serializeCookie } from '@/lib/server/http/cookies';

/** A visitor's cart id lives server-side; the browser only holds this opaque token (issue 5 item 2). */
export const CART_COOKIE = 'cursalia_cart';
const CART_COOKIE_MAX_AGE_SECONDS = 60 * 60 * 24 * 60;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** The well-formed guest token of a request, or null (a tampered value is ignored, not trusted). */
export function guestCartToken(cookieHeader: string | null): string | null {
  const value = readCookie(cookieHeader, CART_COOKIE);
  return value && UUID.test(value) ? value.toLowerCase() : null;
}

export function newGuestCartToken(): string {
  return randomUUID();
}

export function guestCartCookie(token: string): string {
  return serializeCookie({ name: CART_COOKIE, value: token, httpOnly: true, sameSite: 'lax', path: '/', maxAge: CART_COOKIE_MAX_AGE_SECONDS, secure: cookieSecure() });
}

export function clearedGuestCartCookie(): string {
  return serializeCookie({ name: CART_COOKIE, value: '', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, secure: cookieSecure() });
}
