import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { finishSocialLogin, startSocialLogin } from '@/lib/server/auth/social-routes';
import { findOrCreateSocialAccount } from '@/lib/server/services/accounts';
import { getDb } from '@/lib/server/db/client';
import { callGraphQL } from '../support/graphql-client';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const ctx = (provider: string) => ({ params: Promise.resolve({ provider }) });
const setCookies = (res: Response) => res.headers.getSetCookie();
const cookieValue = (res: Response, name: string) => setCookies(res).find((c) => c.startsWith(`${name}=`))?.split(';')[0].slice(name.length + 1);

describe('social login (issue 3: providers configured in env only)', () => {
  beforeAll(async () => {
    await setupTestDatabase();
  });
  afterAll(teardownTestDatabase);
  afterEach(() => {
    delete process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY;
    delete process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET;
  });

  it('lists no provider until one is configured', async () => {
    const none = await callGraphQL<{ socialLoginProviders: unknown[] }>('auth', '{ socialLoginProviders { name startPath } }');
    expect(none.body.data?.socialLoginProviders).toEqual([]);
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = 'client-123';
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = 'secret-456';
    const one = await callGraphQL<{ socialLoginProviders: unknown[] }>('auth', '{ socialLoginProviders { name startPath } }');
    expect(one.body.data?.socialLoginProviders).toEqual([{ name: 'google-oauth2', startPath: '/api/auth/social/google-oauth2/' }]);
  });

  it('starts the Google flow with state, PKCE and the next path in short-lived httpOnly cookies', async () => {
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = 'client-123';
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = 'secret-456';
    const res = await startSocialLogin(new Request('http://localhost:3000/api/auth/social/google-oauth2/?next=%2Finbox%2F'), ctx('google-oauth2'));
    expect(res.status).toBe(302);
    const location = new URL(res.headers.get('location')!);
    expect(location.hostname).toBe('accounts.google.com');
    expect(location.searchParams.get('client_id')).toBe('client-123');
    expect(location.searchParams.get('redirect_uri')).toBe('http://localhost:3000/api/auth/social/google-oauth2/callback/');
    expect(location.searchParams.get('code_challenge_method')).toBe('S256');
    expect(location.searchParams.get('state')).toBe(cookieValue(res, 'social_state'));
    expect(cookieValue(res, 'social_next')).toBe('/inbox/');
    for (const c of setCookies(res)) expect(c).toMatch(/HttpOnly/i);
  });

  it('refuses unknown or unconfigured providers', async () => {
    expect((await startSocialLogin(new Request('http://localhost/api/auth/social/github/'), ctx('github'))).status).toBe(404);
    expect((await startSocialLogin(new Request('http://localhost/api/auth/social/linkedin/'), ctx('linkedin'))).status).toBe(404);
  });

  it('sends a callback with a wrong or missing state back to the login page with an error', async () => {
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_KEY = 'client-123';
    process.env.SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET = 'secret-456';
    const forged = await finishSocialLogin(
      new Request('http://localhost/api/auth/social/google-oauth2/callback/?code=abc&state=evil', { headers: { cookie: 'social_state=good' } }),
      ctx('google-oauth2'),
    );
    expect(forged.status).toBe(302);
    expect(forged.headers.get('location')).toBe('/entrar/?error=social');
    expect(setCookies(forged).some((c) => /^cursalia_jwt=/.test(c))).toBe(false);
    const noCode = await finishSocialLogin(new Request('http://localhost/api/auth/social/google-oauth2/callback/', { headers: { 'accept-language': 'pt' } }), ctx('google-oauth2'));
    expect(noCode.headers.get('location')).toBe('/pt/entrar/?error=social');
  });

  it('links a verified e-mail to the existing account, or creates a new learner', async () => {
    const db = await getDb();
    const existing = await findOrCreateSocialAccount(db, { email: 'PAYG@demo.cursalia.test', firstName: 'X', lastName: 'Y' }, 'es');
    expect(existing.email).toBe('payg@demo.cursalia.test');
    const created = await findOrCreateSocialAccount(db, { email: 'nuevo.social@example.com', firstName: 'Nuevo', lastName: 'Social' }, 'pt');
    const again = await findOrCreateSocialAccount(db, { email: 'nuevo.social@example.com', firstName: 'Nuevo', lastName: 'Social' }, 'pt');
    expect(again.id).toBe(created.id);
  });
});
