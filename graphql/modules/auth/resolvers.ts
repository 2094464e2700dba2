import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { changePasswordSchema, loginSchema, registerSchema } from '@/lib/domain/validation/auth-schemas';
import { authValidationMessages } from '@/lib/server/i18n/server-messages';
import { changePassword, findLoginAccount, passwordMatches, registerAccount, type AccountSummary } from '@/lib/server/services/accounts';
import { endAllSessions, revokeSession } from '@/lib/server/services/sessions';
import { signSessionToken } from '@/lib/server/auth/session-token';
import { tokenInResponseBody } from '@/lib/server/auth/session-rules';
import { clearedSessionCookie, sessionCookie } from '@/lib/server/auth/session-cookie';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { rateLimited, refused, refusedWith, requireViewerId, succeeded, zodFieldErrors, type FieldError } from '@/graphql/errors';
import { addressKey, attemptSubject, LOGIN_THROTTLE, registrationKey, REGISTRATION_THROTTLE, retryMinutes } from '@/lib/server/security/login-throttle';
import { clientAddress } from '@/lib/server/security/client-address.mjs';
import { rateLimitStore } from '@/lib/server/security/rate-limit-store';
import { reserveAttempt } from '@/lib/server/security/reserve-attempt';
import { deviceCookie, knownDevice, signDeviceToken } from '@/lib/server/auth/device-cookie';
import { configuredSocialProviders, socialStartPath } from '@/lib/domain/auth/social-providers';
import { adoptGuestCart } from '@/lib/server/commerce/adopt-guest-cart';
import { serverEnv } from '@/lib/server/env';

/** A fresh session: the cookie for a browser, the token in the body only for other clients (issue 17 item 4). */
async function newSession(ctx: GraphQLContext, userId: number, sessionVersion: number): Promise<string | null> {
  const token = await signSessionToken(userId, sessionVersion);
  ctx.setCookie(sessionCookie(token));
  return tokenInResponseBody(ctx.request.headers, token);
}

async function signedIn(ctx: GraphQLContext, account: AccountSummary) {
  const token = await newSession(ctx, account.id, account.sessionVersion);
  // This browser is now a known device of the account (issue 17 item 6, ASVS 2.2.1).
  ctx.setCookie(deviceCookie(await signDeviceToken(account.id)));
  // The visitor's cart follows them into the account (issue 5 item 2).
  const cartCookie = await adoptGuestCart(await ctx.db(), ctx.request.headers.get('cookie'), account.id);
  if (cartCookie) ctx.setCookie(cartCookie);
  return {
    ...succeeded(),
    token,
    user: { id: toGlobalId('User', account.id), originalId: account.id, email: account.email },
  };
}

const failed = (errors: FieldError[]) => ({ ...refused(errors), token: null, user: null });

/** Wrong current passwords are counted per account like wrong logins: a stolen session cannot guess the password. */
const passwordChangeKey = (userId: number) => `password-change:user:${userId}`;

/** A throttled sign-in or sign-up: translated, HTTP 429 with Retry-After, nothing changed. */
function throttled(ctx: GraphQLContext, key: 'api.tooManyAttempts' | 'api.tooManyRegistrations', retryAfterSeconds: number) {
  return rateLimited(ctx, key, retryAfterSeconds, { values: { minutes: retryMinutes(retryAfterSeconds) } });
}

export const resolvers: Resolvers = {
  Query: {
    socialLoginProviders: () => configuredSocialProviders(serverEnv().socialAuth).map((name) => ({ name, startPath: socialStartPath(name) })),
  },
  Mutation: {
    register: async (_parent, { input }, ctx) => {
      const parsed = registerSchema(authValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return failed(zodFieldErrors(parsed.error.issues));
      // Per address (issue 17 item 7): each sign-up costs an argon2 hash, and the answer for a
      // taken e-mail is the spec's, so the throttle is what bounds e-mail probing.
      const decision = await reserveAttempt(rateLimitStore(), [
        { key: registrationKey(clientAddress(ctx.request.headers)), limit: serverEnv().registrationLimitPerAddress, windowSeconds: REGISTRATION_THROTTLE.windowSeconds },
      ]);
      if (!decision.allowed) throw throttled(ctx, 'api.tooManyRegistrations', decision.retryAfterSeconds);
      const result = await registerAccount(await ctx.db(), { ...parsed.data, language: ctx.locale });
      if (!result.ok) return failed([{ field: 'email', message: ctx.t('api.emailInUse') }]);
      return signedIn(ctx, result.user);
    },
    login: async (_parent, { input }, ctx) => {
      const parsed = loginSchema(authValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return failed(zodFieldErrors(parsed.error.issues));
      const db = await ctx.db();
      const store = rateLimitStore();
      const account = await findLoginAccount(db, parsed.data.username);
      // Counted on the account (whichever of e-mail or username was typed), or on this browser
      // when it has signed in to the account before (lib/server/security/login-throttle.ts).
      const subject = attemptSubject(account?.id ?? null, parsed.data.username, await knownDevice(ctx.request.headers.get('cookie')));
      const address = addressKey(clientAddress(ctx.request.headers));
      const window = LOGIN_THROTTLE.windowSeconds;
      const decision = await reserveAttempt(store, [
        { key: subject.key, limit: subject.limit, windowSeconds: window },
        { key: address, limit: LOGIN_THROTTLE.addressLimit, windowSeconds: window },
      ]);
      if (!decision.allowed) throw throttled(ctx, 'api.tooManyAttempts', decision.retryAfterSeconds);
      const matches = await passwordMatches(account, parsed.data.password);
      if (!account || !matches) {
        // The reserved places stay: they are this wrong password. One message whether the
        // account exists or not: no user enumeration.
        return failed([{ field: null, message: ctx.t('api.invalidCredentials') }]);
      }
      // Only wrong passwords count: this attempt's places are given back.
      await Promise.all([store.reset(subject.key), store.release(address)]);
      return signedIn(ctx, account);
    },
    // Issue 17 item 1: the token itself is revoked, not only the cookie cleared (a copy of it —
    // another tab's request, a client's Authorization header — stops working at once).
    logout: async (_parent, _args, ctx) => {
      const session = await ctx.session();
      if (session) await revokeSession(await ctx.db(), session);
      ctx.setCookie(clearedSessionCookie());
      return { success: true };
    },
    logoutEverywhere: async (_parent, _args, ctx) => {
      const viewerId = await requireViewerId(ctx);
      await endAllSessions(await ctx.db(), viewerId);
      ctx.setCookie(clearedSessionCookie());
      return { success: true };
    },
    changePassword: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewerId(ctx);
      const parsed = changePasswordSchema(authValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), token: null };
      const store = rateLimitStore();
      const account = passwordChangeKey(viewerId);
      const address = addressKey(clientAddress(ctx.request.headers));
      const window = LOGIN_THROTTLE.windowSeconds;
      // Reserved before the password is checked, as for logins (lib/server/security/reserve-attempt.ts).
      const decision = await reserveAttempt(store, [
        { key: account, limit: LOGIN_THROTTLE.accountLimit, windowSeconds: window },
        { key: address, limit: LOGIN_THROTTLE.addressLimit, windowSeconds: window },
      ]);
      if (!decision.allowed) throw throttled(ctx, 'api.tooManyAttempts', decision.retryAfterSeconds);
      const result = await changePassword(await ctx.db(), viewerId, parsed.data.currentPassword, parsed.data.newPassword);
      // A wrong current password keeps its reserved places.
      if (!result.ok) return { ...refusedWith(ctx, 'session.wrongCurrentPassword', 'currentPassword'), token: null };
      await Promise.all([store.reset(account), store.release(address)]);
      // Every earlier token is void (new session version); the caller stays signed in with a new one.
      return { ...succeeded(), token: await newSession(ctx, viewerId, result.sessionVersion) };
    },
  },
};
