import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { getFeatureFlag } from '@/lib/server/services/feature-flags';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { parseArgs } from '@/graphql/errors';

const args = z.object({ flagKey: z.string().trim().min(1).max(100).regex(/^[a-z0-9_.-]+$/i) });

export const resolvers: Resolvers = {
  Query: {
    featureFlag: async (_parent, raw, ctx) => {
      const { flagKey } = parseArgs(ctx, args, raw);
      const flag = await getFeatureFlag(await ctx.db(), flagKey);
      return flag ? { id: toGlobalId('FeatureFlag', flag.id), key: flag.key, isActive: flag.isActive } : null;
    },
  },
};
