import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { isChatSupportVisible } from '@/lib/domain/roles';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { loadViewer } from '@/lib/server/services/viewer';
import {
  createSupportMessage,
  knownPhoneCodes,
  listSupportMessages,
  saveUserPhone,
  type SupportMessageRecord,
} from '@/lib/server/services/site-support';
import { PHONE_LEAD_MESSAGE_KEYS, phoneLeadSchema, type PhoneLeadMessages } from '@/lib/domain/site-chrome/phone-lead';
import { supportMessageSchema } from '@/lib/domain/site-chrome/support-message';
import { safeNextPath } from '@/lib/domain/paths/next-path';
import { rateLimited, forbidden, refused, requireViewerId, succeeded, unauthenticated, zodFieldErrors } from '@/graphql/errors';

const SIGN_IN_FIRST = 'siteChrome.api.unauthenticated';

/** The phone form's texts in the request's language (the same keys the dialog reads). */
function phoneValidationMessages(ctx: GraphQLContext): PhoneLeadMessages {
  return Object.fromEntries(PHONE_LEAD_MESSAGE_KEYS.map((k) => [k, ctx.t(`siteChrome.phone.validation.${k}`)])) as PhoneLeadMessages;
}

/**
 * Spec §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on
 * a trial": the same lib/domain/roles rule the launcher uses, applied to the server's viewer. A token
 * naming a user that no longer exists counts as signed out.
 */
async function chatViewerId(ctx: GraphQLContext): Promise<number> {
  const id = await requireViewerId(ctx, SIGN_IN_FIRST);
  const viewer = await loadViewer(await ctx.db(), id);
  if (!viewer) throw unauthenticated(ctx, SIGN_IN_FIRST);
  if (!isChatSupportVisible(roleSubjectFromViewer(viewer))) {
    throw forbidden(ctx, 'siteChrome.api.chatForbidden');
  }
  return id;
}

function messageView(m: SupportMessageRecord) {
  return { id: toGlobalId('SupportMessage', m.id), body: m.body, createdAt: m.createdAt.toISOString() };
}

/** The chat and phone-lead calls of the site chrome on `private` (issue 6 items 7–8). */
export const resolvers: Resolvers = {
  Query: {
    supportMessages: async (_parent, _args, ctx) => {
      const userId = await chatViewerId(ctx);
      return (await listSupportMessages(await ctx.db(), userId)).map(messageView);
    },
  },
  Mutation: {
    savePhoneNumber: async (_parent, { input }, ctx) => {
      const userId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const db = await ctx.db();
      const parsed = phoneLeadSchema(phoneValidationMessages(ctx), await knownPhoneCodes(db)).safeParse(input);
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), phoneCode: null, phoneNumber: null };
      const saved = await saveUserPhone(db, userId, parsed.data);
      if (!saved) throw unauthenticated(ctx, SIGN_IN_FIRST);
      return { ...succeeded(), ...saved };
    },
    supportMessage: async (_parent, { input }, ctx) => {
      const userId = await chatViewerId(ctx);
      const parsed = supportMessageSchema({ required: ctx.t('siteChrome.chat.validation.required'), length: ctx.t('siteChrome.chat.validation.length') }).safeParse({ body: input.body });
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues).map((e) => ({ ...e, field: 'body' }))), message: null };
      const sourcePath = input.sourcePath ? safeNextPath(input.sourcePath.slice(0, 500)) : null;
      const result = await createSupportMessage(await ctx.db(), userId, { body: parsed.data.body, sourcePath });
      if (!result.ok && result.error === 'userNotFound') throw unauthenticated(ctx, SIGN_IN_FIRST);
      if (!result.ok) {
        const retryAfter = Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 1000));
        // Answered 200 as before: the chat's Apollo mutation reads the error from the result.
        throw rateLimited(ctx, 'siteChrome.api.rateLimited', retryAfter, {
          values: { minutes: Math.ceil(retryAfter / 60) },
          extensions: { retryAt: result.retryAt.toISOString() },
          httpStatus: false,
        });
      }
      return { ...succeeded(), message: messageView(result.message) };
    },
  },
};
