import { parseCookie, stringifySetCookie, type SetCookie } from 'cookie';
import { serverEnv } from '@/lib/server/env';

/** Reads one cookie from a raw Cookie header (route handlers get a plain Request). */
export function readCookie(header: string | null | undefined, name: string): string | null {
  if (!header) return null;
  try {
    return parseCookie(header)[name] ?? null;
  } catch {
    return null;
  }
}

export function serializeCookie(cookie: SetCookie): string {
  return stringifySetCookie(cookie);
}

/** Cookies are Secure in production unless COOKIE_SECURE=false (plain-HTTP deployments). */
export function cookieSecure(): boolean {
  return serverEnv().cookieSecure;
}
