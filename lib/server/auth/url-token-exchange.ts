import 'server-only';
import { safeNextPath } from '@/lib/domain/paths/next-path';
import { getDb } from '@/lib/server/db/client';
import { readCookie } from '@/lib/server/http/cookies';
import { adoptGuestCart } from '@/lib/server/commerce/adopt-guest-cart';
import { revokeSession } from '@/lib/server/services/sessions';
import { CURRENT_TOKEN_PARAM, urlTokenOutcome } from './session-rules';
import { currentSession } from './session-standing';
import { SESSION_COOKIE, signSessionToken } from './session-token';
import { sessionCookie } from './session-cookie';

function redirect(location: string, cookies: string[] = []): Response {
  // The token was in this request's address: no cache keeps it, no Referer repeats it.
  const headers = new Headers({ location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer' });
  for (const cookie of cookies) headers.append('set-cookie', cookie);
  return new Response(null, { status: 303, headers });
}

/**
 * GET /api/auth/session-link/?current_token=…&next=/page/ (issue 17 item 2). proxy.ts sends
 * here every page address that carries the spec's `current_token`. A signed-in browser keeps
 * its account: the URL token is dropped. A signed-out browser with a current URL token gets a
 * session cookie of its own (a new token) and the URL token is revoked: it works once, so a
 * copy left in history, logs or a Referer is worth nothing. Either way the browser lands on the
 * page without the token; a refused token changes nothing.
 */
export async function exchangeUrlToken(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const next = safeNextPath(url.searchParams.get('next')) ?? '/';
  const cookieHeader = request.headers.get('cookie');
  const db = await getDb();
  const browserSession = await currentSession(db, readCookie(cookieHeader, SESSION_COOKIE));
  const urlSession = browserSession ? null : await currentSession(db, url.searchParams.get(CURRENT_TOKEN_PARAM)?.trim());
  const outcome = urlTokenOutcome({ browserSignedIn: browserSession !== null, urlTokenCurrent: urlSession !== null });
  if (outcome === 'drop' || !urlSession) return redirect(next);
  // Only the request that revokes the URL token gets a session from it (two racing requests: one wins).
  if (!(await revokeSession(db, urlSession))) return redirect(next);
  const token = await signSessionToken(urlSession.userId, urlSession.version);
  const cartCookie = await adoptGuestCart(db, cookieHeader, urlSession.userId);
  return redirect(next, [sessionCookie(token), ...(cartCookie ? [cartCookie] : [])]);
}
