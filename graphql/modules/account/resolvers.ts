import { createGraphQLError } from 'graphql-yoga';
import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { toGlobalId } from '@/lib/graphql/global-id';
import { basicDataSchema } from '@/lib/validation/basic-data-schema';
import { updateBasicData } from '@/lib/server/services/account-profile';
import { saveDarkMode } from '@/lib/server/services/user-settings';
import { parseArgs } from '@/graphql/errors';
import { accountErrorMessage, basicDataValidationMessages, themePreferenceMessage } from './messages';

type FieldError = { field: string | null; message: string };

function unauthenticated(message: string) {
  return createGraphQLError(message, { extensions: { code: 'UNAUTHENTICATED' } });
}

/**
 * Only signed-in viewers may change their data; anonymous callers get a translated
 * UNAUTHENTICATED error (`message` says what they tried to do).
 */
async function requireViewer(ctx: GraphQLContext, message = accountErrorMessage(ctx.locale, 'unauthenticated')): Promise<number> {
  const viewerId = await ctx.viewerId();
  if (viewerId === null) throw unauthenticated(message);
  return viewerId;
}

/** GraphQL's Boolean! already refuses other values; zod keeps the resolver honest if the SDL changes. */
const themeArgs = z.object({ darkMode: z.boolean() });

function fieldErrors(issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): FieldError[] {
  const seen = new Set<string>();
  const errors: FieldError[] = [];
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || null;
    if (seen.has(field ?? '')) continue; // one message per field, as the form shows it
    seen.add(field ?? '');
    errors.push({ field, message: issue.message });
  }
  return errors;
}

export const resolvers: Resolvers = {
  Mutation: {
    createOrUpdateUserSettings: async (_parent, args, ctx) => {
      const signInFirst = themePreferenceMessage(ctx.locale, 'themeUnauthenticated');
      const viewerId = await requireViewer(ctx, signInFirst);
      const { darkMode } = parseArgs(ctx, themeArgs, args);
      const saved = await saveDarkMode(await ctx.db(), viewerId, darkMode);
      // The token names a user that no longer exists: treat as signed out.
      if (!saved) throw unauthenticated(signInFirst);
      return {
        success: true,
        messages: [themePreferenceMessage(ctx.locale, 'themeSaved')],
        settings: { id: toGlobalId('UserSettings', saved.userId), darkMode: saved.darkMode },
      };
    },
    updateBasicData: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const parsed = basicDataSchema(basicDataValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), user: null };
      const saved = await updateBasicData(await ctx.db(), viewerId, parsed.data);
      // The token names a user that no longer exists: treat as signed out.
      if (!saved) throw unauthenticated(accountErrorMessage(ctx.locale, 'unauthenticated'));
      return {
        success: true,
        errors: [],
        user: {
          id: toGlobalId('User', saved.id),
          originalId: saved.id,
          firstName: saved.firstName,
          lastName: saved.lastName,
          fullName: `${saved.firstName} ${saved.lastName}`.trim(),
          phoneCode: saved.phoneCode,
          phoneNumber: saved.phoneNumber,
        },
      };
    },
  },
};
