import { describe, expect, it } from 'vitest';
import { configuredSocialProviders, isSocialProvider, socialCredentials, socialEnvPrefix, socialStartPath } from '@/lib/domain/auth/social-providers';

describe('social login providers (spec §3 list; shown only when configured, issue 3)', () => {
  it('knows the four providers of the spec and their env names', () => {
    expect(isSocialProvider('google-oauth2')).toBe(true);
    expect(isSocialProvider('github')).toBe(false);
    expect(socialEnvPrefix('google-oauth2')).toBe('SOCIAL_AUTH_GOOGLE_OAUTH2');
  });

  it('offers none without configuration, and only fully configured ones otherwise', () => {
    expect(configuredSocialProviders({})).toEqual([]);
    const env = { SOCIAL_AUTH_LINKEDIN_KEY: 'id', SOCIAL_AUTH_LINKEDIN_SECRET: 's', SOCIAL_AUTH_FACEBOOK_KEY: 'only-id', SOCIAL_AUTH_GOOGLE_OAUTH2_KEY: 'g', SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET: ' ' };
    expect(configuredSocialProviders(env)).toEqual(['linkedin']);
    expect(socialCredentials('linkedin', env)).toEqual({ clientId: 'id', clientSecret: 's' });
  });

  it('carries next to the start route', () => {
    expect(socialStartPath('twitter')).toBe('/api/auth/social/twitter/');
    expect(socialStartPath('twitter', '/inbox/?a=1')).toBe('/api/auth/social/twitter/?next=%2Finbox%2F%3Fa%3D1');
  });
});
