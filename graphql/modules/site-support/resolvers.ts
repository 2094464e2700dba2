import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { toGlobalId } from '@/lib/graphql/global-id';
import { isChatSupportVisible } from '@/lib/roles';
import { roleSubjectFromViewer } from '@/lib/server/auth/viewer-roles';
import { loadViewer } from '@/lib/server/services/viewer';
import {
  createSupportMessage,
  knownPhoneCodes,
  listSupportMessages,
  saveUserPhone,
  type SupportMessageRecord,
} from '@/lib/server/services/site-support';
import { phoneLeadSchema } from '@/lib/site-chrome/phone-lead';
import { supportMessageSchema } from '@/lib/site-chrome/support-message';
import { safeNextPath } from '@/lib/paths/next-path';
import { phoneValidationMessages, siteSupportError, supportMessageTexts } from './messages';

type FieldError = { field: string | null; message: string };

function unauthenticated(ctx: GraphQLContext) {
  return createGraphQLError(siteSupportError(ctx.locale, 'unauthenticated'), { extensions: { code: 'UNAUTHENTICATED' } });
}

async function viewerIdOrThrow(ctx: GraphQLContext): Promise<number> {
  const id = await ctx.viewerId();
  if (id === null) throw unauthenticated(ctx);
  return id;
}

/**
 * Spec §6 "Chat support: shown only to active-degree users, B2B users, or premium users not on
 * a trial": the same lib/roles rule the launcher uses, applied to the server's viewer. A token
 * naming a user that no longer exists counts as signed out.
 */
async function chatViewerId(ctx: GraphQLContext): Promise<number> {
  const id = await viewerIdOrThrow(ctx);
  const viewer = await loadViewer(await ctx.db(), id);
  if (!viewer) throw unauthenticated(ctx);
  if (!isChatSupportVisible(roleSubjectFromViewer(viewer))) {
    throw createGraphQLError(siteSupportError(ctx.locale, 'chatForbidden'), { extensions: { code: 'FORBIDDEN' } });
  }
  return id;
}

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || null;
    if (seen.has(field ?? '')) continue;
    seen.add(field ?? '');
    errors.push({ field, message: issue.message });
  }
  return errors;
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
      const userId = await viewerIdOrThrow(ctx);
      const db = await ctx.db();
      const parsed = phoneLeadSchema(phoneValidationMessages(ctx.locale), await knownPhoneCodes(db)).safeParse(input);
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), phoneCode: null, phoneNumber: null };
      const saved = await saveUserPhone(db, userId, parsed.data);
      if (!saved) throw unauthenticated(ctx);
      return { success: true, errors: [], ...saved };
    },
    supportMessage: async (_parent, { input }, ctx) => {
      const userId = await chatViewerId(ctx);
      const parsed = supportMessageSchema(supportMessageTexts(ctx.locale)).safeParse({ body: input.body });
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues).map((e) => ({ ...e, field: 'body' })), message: null };
      const sourcePath = input.sourcePath ? safeNextPath(input.sourcePath.slice(0, 500)) : null;
      const result = await createSupportMessage(await ctx.db(), userId, { body: parsed.data.body, sourcePath });
      if (!result.ok && result.error === 'userNotFound') throw unauthenticated(ctx);
      if (!result.ok) {
        const retryAfter = Math.max(1, Math.ceil((result.retryAt.getTime() - Date.now()) / 1000));
        throw createGraphQLError(siteSupportError(ctx.locale, 'rateLimited', { minutes: Math.ceil(retryAfter / 60) }), {
          extensions: { code: 'RATE_LIMITED', retryAfter, retryAt: result.retryAt.toISOString() },
        });
      }
      return { success: true, errors: [], message: messageView(result.message) };
    },
  },
};
