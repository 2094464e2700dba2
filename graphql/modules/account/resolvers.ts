import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { basicDataMessagesFrom, basicDataSchema } from '@/lib/domain/validation/basic-data-schema';
import { updateBasicData } from '@/lib/server/services/account-profile';
import { saveDarkMode } from '@/lib/server/services/user-settings';
import { parseArgs, refused, requireViewerId, succeeded, unauthenticated, zodFieldErrors } from '@/graphql/errors';

/** The texts of this module (catalog keys of lib/server/i18n/server-messages.ts). */
const SIGN_IN_FIRST = 'auth.basicData.errors.unauthenticated';
const THEME_SIGN_IN_FIRST = 'settings.preferences.themeUnauthenticated';

/** GraphQL's Boolean! already refuses other values; zod keeps the resolver honest if the SDL changes. */
const themeArgs = z.object({ darkMode: z.boolean() });

export const resolvers: Resolvers = {
  Mutation: {
    createOrUpdateUserSettings: async (_parent, args, ctx) => {
      const viewerId = await requireViewerId(ctx, THEME_SIGN_IN_FIRST);
      const { darkMode } = parseArgs(ctx, themeArgs, args);
      const saved = await saveDarkMode(await ctx.db(), viewerId, darkMode);
      // The token names a user that no longer exists: treat as signed out.
      if (!saved) throw unauthenticated(ctx, THEME_SIGN_IN_FIRST);
      return {
        success: true,
        messages: [ctx.t('settings.preferences.themeSaved')],
        settings: { id: toGlobalId('UserSettings', saved.userId), darkMode: saved.darkMode },
      };
    },
    updateBasicData: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewerId(ctx, SIGN_IN_FIRST);
      const parsed = basicDataSchema(basicDataMessagesFrom((key) => ctx.t(`auth.basicData.${key}`))).safeParse(input);
      if (!parsed.success) return { ...refused(zodFieldErrors(parsed.error.issues)), user: null };
      const saved = await updateBasicData(await ctx.db(), viewerId, parsed.data);
      // The token names a user that no longer exists: treat as signed out.
      if (!saved) throw unauthenticated(ctx, SIGN_IN_FIRST);
      return {
        ...succeeded(),
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
