/**
 * Social login providers of spec §3 ("facebook, google-oauth2, linkedin, twitter"). A provider
 * is offered only when its client id and secret are configured (issue 3), e.g.
 * SOCIAL_AUTH_GOOGLE_OAUTH2_KEY and SOCIAL_AUTH_GOOGLE_OAUTH2_SECRET.
 */
export const SOCIAL_PROVIDERS = ['facebook', 'google-oauth2', 'linkedin', 'twitter'] as const;
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number];

export function isSocialProvider(value: string): value is SocialProvider {
  return (SOCIAL_PROVIDERS as readonly string[]).includes(value);
}

export function socialEnvPrefix(provider: SocialProvider): string {
  return `SOCIAL_AUTH_${provider.toUpperCase().replace(/-/g, '_')}`;
}

export type SocialCredentials = { clientId: string; clientSecret: string };

export function socialCredentials(provider: SocialProvider, env: Record<string, string | undefined>): SocialCredentials | null {
  const prefix = socialEnvPrefix(provider);
  const clientId = env[`${prefix}_KEY`]?.trim();
  const clientSecret = env[`${prefix}_SECRET`]?.trim();
  return clientId && clientSecret ? { clientId, clientSecret } : null;
}

/** The providers to show, in the spec's order. */
export function configuredSocialProviders(env: Record<string, string | undefined>): SocialProvider[] {
  return SOCIAL_PROVIDERS.filter((p) => socialCredentials(p, env) !== null);
}

/** Where the browser starts a social login; `next` comes back after the callback. */
export function socialStartPath(provider: SocialProvider, next?: string | null): string {
  return `/api/auth/social/${provider}/${next ? `?next=${encodeURIComponent(next)}` : ''}`;
}

export function socialCallbackPath(provider: SocialProvider): string {
  return `/api/auth/social/${provider}/callback/`;
}
