import { createGraphQLError } from 'graphql-yoga';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { toGlobalId } from '@/lib/graphql/global-id';
import { basicDataSchema } from '@/lib/validation/basic-data-schema';
import { updateBasicData } from '@/lib/server/services/account-profile';
import { accountErrorMessage, basicDataValidationMessages } from './messages';

type FieldError = { field: string | null; message: string };

/** Only signed-in viewers may change their data; anonymous callers get a translated UNAUTHENTICATED error. */
async function requireViewer(ctx: GraphQLContext): Promise<number> {
  const viewerId = await ctx.viewerId();
  if (viewerId === null) {
    throw createGraphQLError(accountErrorMessage(ctx.locale, 'unauthenticated'), { extensions: { code: 'UNAUTHENTICATED' } });
  }
  return viewerId;
}

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
    updateBasicData: async (_parent, { input }, ctx) => {
      const viewerId = await requireViewer(ctx);
      const parsed = basicDataSchema(basicDataValidationMessages(ctx.locale)).safeParse(input);
      if (!parsed.success) return { success: false, errors: fieldErrors(parsed.error.issues), user: null };
      const saved = await updateBasicData(await ctx.db(), viewerId, parsed.data);
      if (!saved) {
        // The token names a user that no longer exists: treat as signed out.
        throw createGraphQLError(accountErrorMessage(ctx.locale, 'unauthenticated'), { extensions: { code: 'UNAUTHENTICATED' } });
      }
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
