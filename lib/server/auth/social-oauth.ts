import 'server-only';
import { decodeIdToken, Facebook, Google, LinkedIn, Twitter, type OAuth2Tokens } from 'arctic';
import { socialCallbackPath, socialCredentials, type SocialProvider } from '@/lib/domain/auth/social-providers';
import { serverEnv } from '@/lib/server/env';

/** What we keep from a provider's profile to find or create the account. */
export type SocialProfile = { email: string; firstName: string; lastName: string };

/** Scopes that give a verified e-mail and the person's name. */
const SCOPES: Record<SocialProvider, string[]> = {
  'google-oauth2': ['openid', 'email', 'profile'],
  facebook: ['email', 'public_profile'],
  linkedin: ['openid', 'email', 'profile'],
  twitter: ['users.read', 'tweet.read', 'users.email'],
};

/** Providers whose authorisation uses PKCE (arctic takes a code verifier for them). */
export const USES_PKCE: Record<SocialProvider, boolean> = { 'google-oauth2': true, twitter: true, facebook: false, linkedin: false };

function client(provider: SocialProvider, origin: string) {
  const credentials = socialCredentials(provider, serverEnv().socialAuth);
  if (!credentials) return null;
  const redirect = new URL(socialCallbackPath(provider), origin).toString();
  switch (provider) {
    case 'google-oauth2':
      return new Google(credentials.clientId, credentials.clientSecret, redirect);
    case 'facebook':
      return new Facebook(credentials.clientId, credentials.clientSecret, redirect);
    case 'linkedin':
      return new LinkedIn(credentials.clientId, credentials.clientSecret, redirect);
    case 'twitter':
      return new Twitter(credentials.clientId, credentials.clientSecret, redirect);
  }
}

/** The provider's authorisation URL, or null when the provider is not configured. */
export function authorizationUrl(provider: SocialProvider, origin: string, state: string, codeVerifier: string): URL | null {
  const c = client(provider, origin);
  if (!c) return null;
  if (c instanceof Google || c instanceof Twitter) return c.createAuthorizationURL(state, codeVerifier, SCOPES[provider]);
  return c.createAuthorizationURL(state, SCOPES[provider]);
}

async function getJson(url: string, accessToken: string): Promise<Record<string, unknown>> {
  const res = await fetch(url, { headers: { authorization: `Bearer ${accessToken}` }, signal: AbortSignal.timeout(10_000) });
  if (!res.ok) throw new Error(`profile request failed with status ${res.status}`);
  return (await res.json()) as Record<string, unknown>;
}

const str = (v: unknown) => (typeof v === 'string' ? v.trim() : '');

function splitName(name: string): { firstName: string; lastName: string } {
  const [first, ...rest] = name.trim().split(/\s+/);
  return { firstName: first ?? '', lastName: rest.join(' ') };
}

/** Exchanges the code and reads a profile with an e-mail; null when the provider gives none. */
export async function exchangeForProfile(provider: SocialProvider, origin: string, code: string, codeVerifier: string): Promise<SocialProfile | null> {
  const c = client(provider, origin);
  if (!c) return null;
  let tokens: OAuth2Tokens;
  if (c instanceof Google || c instanceof Twitter) tokens = await c.validateAuthorizationCode(code, codeVerifier);
  else tokens = await c.validateAuthorizationCode(code);

  let profile: { email: string; firstName: string; lastName: string; verified: boolean };
  if (provider === 'google-oauth2') {
    const claims = decodeIdToken(tokens.idToken()) as Record<string, unknown>;
    profile = { email: str(claims.email), firstName: str(claims.given_name), lastName: str(claims.family_name), verified: claims.email_verified === true };
  } else if (provider === 'linkedin') {
    const info = await getJson('https://api.linkedin.com/v2/userinfo', tokens.accessToken());
    profile = { email: str(info.email), firstName: str(info.given_name), lastName: str(info.family_name), verified: info.email_verified !== false };
  } else if (provider === 'facebook') {
    const info = await getJson('https://graph.facebook.com/me?fields=id,email,first_name,last_name', tokens.accessToken());
    profile = { email: str(info.email), firstName: str(info.first_name), lastName: str(info.last_name), verified: true };
  } else {
    const info = await getJson('https://api.x.com/2/users/me?user.fields=confirmed_email,name', tokens.accessToken());
    const data = (info.data ?? {}) as Record<string, unknown>;
    profile = { email: str(data.confirmed_email), ...splitName(str(data.name)), verified: true };
  }
  // Only a verified address may sign in to an existing account with the same e-mail.
  if (!profile.email || !profile.verified) return null;
  return { email: profile.email, firstName: profile.firstName, lastName: profile.lastName };
}
