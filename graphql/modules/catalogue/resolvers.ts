import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { getCourseById, listCourses, priceIn } from '@/lib/server/services/catalogue';
import { offsetToCursor, startIndexAfter } from '@/lib/domain/catalogue/pagination';
import { centsToAmount } from '@/lib/domain/catalogue/money';
import { currencySymbol } from '@/lib/domain/catalogue/currency';
import { toGlobalId, parseEntityId } from '@/lib/domain/graphql/global-id';
import { localized } from '@/lib/domain/i18n/localized';
import { localizedPath } from '@/lib/domain/paths/localized-path';
import { coursePath } from '@/lib/domain/paths/course-paths';
import { badInput, parseArgs } from '@/graphql/errors';

const slug = z.string().trim().min(1).max(120).regex(/^[a-z0-9-]+$/);
const coursesArgs = z.object({
  first: z.number().int().min(1).max(100).nullish(),
  after: z.string().max(200).nullish(),
  categorySlug: slug.nullish(),
  search: z.string().max(200).nullish(),
});

export const resolvers: Resolvers = {
  Query: {
    courses: async (_parent, raw, ctx) => {
      const args = parseArgs(ctx, coursesArgs, raw);
      const start = startIndexAfter(args.after);
      if (start === null) throw badInput(ctx, 'api.invalidCursor', 'after');
      const first = args.first ?? 12;
      const { items, totalCount } = await listCourses(await ctx.db(), {
        offset: start,
        limit: first,
        categorySlug: args.categorySlug,
        search: args.search,
      });
      const edges = items.map((node, i) => ({ cursor: offsetToCursor(start + i), node }));
      return {
        edges,
        totalCount,
        pageInfo: {
          hasNextPage: start + items.length < totalCount,
          hasPreviousPage: start > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
      };
    },
    course: async (_parent, { id }, ctx) => {
      const courseId = parseEntityId(id, 'Course');
      if (courseId === null) throw badInput(ctx, 'api.invalidArgument', 'id');
      return getCourseById(await ctx.db(), courseId);
    },
  },
  Course: {
    id: (c) => toGlobalId('Course', c.id),
    originalId: (c) => c.id,
    title: (c, _a, ctx) => localized(c.title, ctx.locale),
    summary: (c, _a, ctx) => (c.summary ? localized(c.summary, ctx.locale) : null),
    url: (c, _a, ctx) => localizedPath(coursePath(c.category.slug, c.slug), ctx.locale),
    urlToBuyNow: (c, _a, ctx) => `${localizedPath('/carrito-de-compras/', ctx.locale)}?course=${c.id}`,
    imagePlaceholder: (c) => c.coverImage,
    duration: (c) => c.durationSeconds,
    discount: (c) => c.discountPercent,
    enrollments: (c) => c.enrollmentsCount,
    comments: (c) => c.reviewsCount,
    score: (c) => ({ average: c.scoreAverage }),
    professor: (c, _a, ctx) => ({
      id: toGlobalId('Professor', c.professor.id),
      fullName: c.professor.fullName,
      occupation: c.professor.occupation ? localized(c.professor.occupation, ctx.locale) : null,
    }),
    categoryObj: (c, _a, ctx) => ({ id: toGlobalId('Category', c.category.id), slug: c.category.slug, name: localized(c.category.name, ctx.locale) }),
    subCategory: (c, _a, ctx) =>
      c.subcategory ? { id: toGlobalId('Subcategory', c.subcategory.id), slug: c.subcategory.slug, name: localized(c.subcategory.name, ctx.locale) } : null,
    price: (c) => {
      const usd = priceIn(c, 'USD');
      return usd ? centsToAmount(usd.priceCents) : null;
    },
    realPrice: (c) => {
      const usd = priceIn(c, 'USD');
      return usd ? centsToAmount(usd.realPriceCents) : null;
    },
    prices: (c) =>
      c.prices.map((p) => ({
        currency: p.currency,
        currencySymbol: currencySymbol(p.currency),
        price: centsToAmount(p.priceCents),
        realPrice: centsToAmount(p.realPriceCents),
        priceCents: p.priceCents,
        realPriceCents: p.realPriceCents,
      })),
    preSale: (c) => c.isPreSale,
  },
};
