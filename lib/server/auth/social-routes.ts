import 'server-only';
import { generateCodeVerifier, generateState } from 'arctic';
import { isSocialProvider, type SocialProvider } from '@/lib/domain/auth/social-providers';
import { safeNextPath } from '@/lib/domain/paths/next-path';
import { getDb } from '@/lib/server/db/client';
import { cookieSecure, readCookie, serializeCookie } from '@/lib/server/http/cookies';
import { errorResponse } from '@/lib/server/http/error-response';
import { requestLocale, requestTranslator } from '@/lib/server/i18n/server-messages';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { findOrCreateSocialAccount } from '@/lib/server/services/accounts';
import { authorizationUrl, exchangeForProfile, USES_PKCE } from './social-oauth';
import { signSessionToken } from './session-token';
import { sessionCookie } from './session-cookie';
import { adoptGuestCart } from '@/lib/server/commerce/adopt-guest-cart';
import { configuredSiteOrigin } from '@/lib/domain/seo/site-url';

const FLOW_COOKIES = { state: 'social_state', verifier: 'social_verifier', next: 'social_next' } as const;
const FLOW_PATH = '/api/auth/social/';
const FLOW_TTL_SECONDS = 10 * 60;

type RouteContext = { params: Promise<{ provider: string }> };

function publicOrigin(request: Request): string {
  return configuredSiteOrigin() ?? new URL(request.url).origin;
}

function flowCookie(name: string, value: string, maxAge = FLOW_TTL_SECONDS): string {
  return serializeCookie({ name, value, httpOnly: true, sameSite: 'lax', path: FLOW_PATH, maxAge, secure: cookieSecure() });
}

function redirect(location: string, cookies: string[] = []): Response {
  const headers = new Headers({ location, 'cache-control': 'no-store' });
  for (const c of cookies) headers.append('set-cookie', c);
  return new Response(null, { status: 302, headers });
}

const clearFlow = () => Object.values(FLOW_COOKIES).map((name) => flowCookie(name, '', 0));

/** GET /api/auth/social/{provider}/?next=…: starts the provider's OAuth flow (state + PKCE). */
export async function startSocialLogin(request: Request, { params }: RouteContext): Promise<Response> {
  const { provider } = await params;
  // An unknown provider, or one without credentials on this server: the API's translated 404.
  const notFound = () => errorResponse('NOT_FOUND', requestTranslator(request)('api.notFound'));
  if (!isSocialProvider(provider)) return notFound();
  const state = generateState();
  const verifier = generateCodeVerifier();
  const url = authorizationUrl(provider, publicOrigin(request), state, verifier);
  if (!url) return notFound();
  const next = safeNextPath(new URL(request.url).searchParams.get('next')) ?? '';
  return redirect(url.toString(), [
    flowCookie(FLOW_COOKIES.state, state),
    ...(USES_PKCE[provider] ? [flowCookie(FLOW_COOKIES.verifier, verifier)] : []),
    flowCookie(FLOW_COOKIES.next, next),
  ]);
}

/** GET /api/auth/social/{provider}/callback/: checks state, signs in or creates the account. */
export async function finishSocialLogin(request: Request, { params }: RouteContext): Promise<Response> {
  const { provider } = await params;
  const cookieHeader = request.headers.get('cookie');
  const locale = requestLocale(request);
  const failed = () => redirect(`${localizedPath('/entrar/', locale)}?error=social`, clearFlow());
  if (!isSocialProvider(provider)) return failed();
  const query = new URL(request.url).searchParams;
  const code = query.get('code');
  const state = query.get('state');
  const expected = readCookie(cookieHeader, FLOW_COOKIES.state);
  if (!code || !state || !expected || state !== expected) return failed();
  try {
    const profile = await exchangeForProfile(provider as SocialProvider, publicOrigin(request), code, readCookie(cookieHeader, FLOW_COOKIES.verifier) ?? '');
    if (!profile) return failed();
    const db = await getDb();
    const account = await findOrCreateSocialAccount(db, profile, locale);
    const next = safeNextPath(readCookie(cookieHeader, FLOW_COOKIES.next)) ?? localizedPath('/home/', locale);
    const cartCookie = await adoptGuestCart(db, cookieHeader, account.id);
    return redirect(next, [...clearFlow(), sessionCookie(await signSessionToken(account.id, account.sessionVersion)), ...(cartCookie ? [cartCookie] : [])]);
  } catch (err) {
    console.error(`[social-login:${provider}]`, (err as Error).message);
    return failed();
  }
}
