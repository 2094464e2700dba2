import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { loginSchema, registerSchema } from '@/lib/validation/auth-schemas';
import { authValidationMessages } from '@/lib/server/i18n/server-messages';
import { authenticate, registerAccount, type AccountSummary } from '@/lib/server/services/accounts';
import { signSessionToken } from '@/lib/server/auth/session-token';
import { clearedSessionCookie, sessionCookie } from '@/lib/server/auth/session-cookie';
import { toGlobalId } from '@/lib/graphql/global-id';
import { createGraphQLError } from 'graphql-yoga';
import { accountKey, addressKey, clientAddress, LOGIN_THROTTLE, throttleDecision } from '@/lib/security/login-throttle';
import { rateLimitStore } from '@/lib/server/security/rate-limit-store';
import { configuredSocialProviders, socialStartPath } from '@/lib/auth/social-providers';
import { adoptGuestCart } from '@/lib/server/commerce/adopt-guest-cart';

type FieldError = { field: string | null; message: string };

function zodFieldErrors(issues: { path: PropertyKey[]; message: string }[]): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || null;
    const key = field ?? '';
    if (seen.has(key)) continue; // one message per field, as the form shows it
    seen.add(key);
    errors.push({ field, message: issue.message });
  }
  return errors;
}

async function signedIn(ctx: GraphQLContext, account: AccountSummary) {
  const token = await signSessionToken(account.id);
  ctx.setCookie(sessionCookie(token));
  // The visitor's cart follows them into the account (issue 5 item 2).
  const cartCookie = await adoptGuestCart(await ctx.db(), ctx.request.headers.get('cookie'), account.id);
  if (cartCookie) ctx.setCookie(cartCookie);
  return {
    success: true,
    token,
    user: { id: toGlobalId('User', account.id), originalId: account.id, email: account.email },
    errors: [],
  };
}

const failed = (errors: FieldError[]) => ({ success: false, token: null, user: null, errors });

export const resolvers: Resolvers = {
  Query: {
    socialLoginProviders: () => configuredSocialProviders(process.env).map((name) => ({ name, startPath: socialStartPath(name) })),
  },
  Mutation: {
    register: async (_parent, { input }, ctx) => {
      const parsed = registerSchema(authValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return failed(zodFieldErrors(parsed.error.issues));
      const result = await registerAccount(await ctx.db(), { ...parsed.data, language: ctx.locale });
      if (!result.ok) return failed([{ field: 'email', message: ctx.t('api.emailInUse') }]);
      return signedIn(ctx, result.user);
    },
    login: async (_parent, { input }, ctx) => {
      const parsed = loginSchema(authValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return failed(zodFieldErrors(parsed.error.issues));
      const store = rateLimitStore();
      const keys = { account: accountKey(parsed.data.username), address: addressKey(clientAddress(ctx.request.headers)) };
      const decision = throttleDecision(await store.peek(keys.account), await store.peek(keys.address));
      if (!decision.allowed) {
        throw createGraphQLError(ctx.t('api.tooManyAttempts', { minutes: Math.ceil(decision.retryAfterSeconds / 60) }), {
          extensions: { code: 'RATE_LIMITED', retryAfter: decision.retryAfterSeconds, http: { status: 429, headers: { 'Retry-After': String(decision.retryAfterSeconds) } } },
        });
      }
      const account = await authenticate(await ctx.db(), parsed.data.username, parsed.data.password);
      if (!account) {
        await Promise.all([store.increment(keys.account, LOGIN_THROTTLE.windowSeconds), store.increment(keys.address, LOGIN_THROTTLE.windowSeconds)]);
        // One message whether the account exists or not: no user enumeration.
        return failed([{ field: null, message: ctx.t('api.invalidCredentials') }]);
      }
      await store.reset(keys.account);
      return signedIn(ctx, account);
    },
    logout: (_parent, _args, ctx) => {
      ctx.setCookie(clearedSessionCookie());
      return { success: true };
    },
  },
};
