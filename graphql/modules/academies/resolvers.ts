import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { parseArgs } from '@/graphql/errors';
import { toGlobalId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { academyPath } from '@/lib/domain/academies/academy-filter';
import { absoluteUrl } from '@/lib/domain/seo/site-url';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { listAcademies } from '@/lib/server/services/academies';

const args = z.object({
  catalogCategories: z
    .array(z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/))
    .max(50)
    .nullish(),
});

export const resolvers: Resolvers = {
  Query: {
    educationAcademies: async (_parent, raw, ctx) => {
      const { catalogCategories } = parseArgs(ctx, args, raw);
      const result = await listAcademies(await ctx.db(), { catalogCategories });
      const bucketName = new Map(result.buckets.map((b) => [b.id, localized(b.name, ctx.locale)]));
      return {
        totalCount: result.totalCount,
        // listAcademies already sorts by id descending (spec §7); the API keeps that order.
        buckets: result.buckets.map((b) => ({ id: String(b.id), name: bucketName.get(b.id) ?? '', quantity: b.quantity })),
        edges: result.academies.map((a) => ({
          node: {
            id: toGlobalId('Academy', a.id),
            slug: a.slug,
            isNew: a.isNew,
            buckets: a.bucketIds.map((id) => ({ id: String(id), name: bucketName.get(id) ?? '' })),
            url: {
              relativeUrl: localizedPath(academyPath(a.slug), ctx.locale),
              absoluteUrl: absoluteUrl(academyPath(a.slug), ctx.locale),
            },
            academyConfiguration: {
              title: localized(a.title, ctx.locale),
              logo: { url: a.logoUrl, placeholder: a.logoUrl },
              totalSkillPath: a.totalSkillPath,
            },
          },
        })),
      };
    },
  },
};
