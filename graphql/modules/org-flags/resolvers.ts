import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { apiError, parseArgs } from '@/graphql/errors';
import { authorizeOrg, ORG_ACCESS_MESSAGE } from '@/lib/server/services/org-access';
import { listOrgFeatures } from '@/lib/server/services/org';

const args = z.object({ slug: z.string().max(120) });

export const resolvers: Resolvers = {
  Query: {
    /** Spec §7 GetFlagOrganization (v4.b2b): a member's organisation and its features. */
    b2bOrganizationCurrent: async (_p, raw, ctx) => {
      const { slug } = parseArgs(ctx, args, raw);
      const db = await ctx.db();
      const access = await authorizeOrg(db, slug, await ctx.viewerId(), 'learn');
      if (!access.ok) throw apiError(ctx, access.error, ORG_ACCESS_MESSAGE[access.error]);
      const features = await listOrgFeatures(db, access.org.id);
      return {
        originalId: access.org.id,
        name: access.org.name,
        slug: access.org.slug,
        features: features.map((f) => ({ originalId: f.id, name: f.name, slug: f.slug, scope: f.scope, isActive: f.isActive })),
      };
    },
  },
};
