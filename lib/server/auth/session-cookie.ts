import 'server-only';
import { cookieSecure as secure, serializeCookie } from '@/lib/server/http/cookies';
import { SESSION_COOKIE, SESSION_TTL_SECONDS } from './session-token';

/** The session JWT travels in an httpOnly, SameSite=Lax cookie (ARCHITECTURE.md, issue 3). */
export function sessionCookie(token: string): string {
  return serializeCookie({ name: SESSION_COOKIE, value: token, httpOnly: true, sameSite: 'lax', path: '/', maxAge: SESSION_TTL_SECONDS, secure: secure() });
}

export function clearedSessionCookie(): string {
  return serializeCookie({ name: SESSION_COOKIE, value: '', httpOnly: true, sameSite: 'lax', path: '/', maxAge: 0, secure: secure() });
}
