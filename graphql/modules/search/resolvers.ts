import { z } from 'zod';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import { searchCourses } from '@/lib/server/services/search';
import { offsetToCursor, startIndexAfter } from '@/lib/catalogue/pagination';
import { parseLevel, parsePriceFilter } from '@/lib/catalogue/search-ranking';
import { badInput, parseArgs } from '@/graphql/errors';

const MATCH_TYPES = { fulltext: 'FULL_TEXT', fuzzy: 'FUZZY', none: 'NONE' } as const;

// The term itself is never rejected here: an invalid one (spec §5) answers isValid false.
const searchArgs = z.object({
  q: z.string().max(1000),
  first: z.number().int().min(1).max(50).nullish(),
  after: z.string().max(200).nullish(),
  category: z.string().trim().max(120).regex(/^[a-z0-9-]*$/).nullish(),
  level: z
    .string()
    .max(20)
    .nullish()
    .refine((v) => !v || parseLevel(v) !== null),
  price: z
    .string()
    .max(10)
    .nullish()
    .refine((v) => !v || parsePriceFilter(v) !== null),
});

export const resolvers: Resolvers = {
  Query: {
    searchCourses: async (_parent, raw, ctx) => {
      const args = parseArgs(ctx, searchArgs, raw);
      const start = startIndexAfter(args.after);
      if (start === null) throw badInput(ctx, 'api.invalidCursor', 'after');
      const first = args.first ?? 12;
      const result = await searchCourses(await ctx.db(), {
        term: args.q,
        locale: ctx.locale,
        offset: start,
        limit: first,
        category: args.category || null,
        level: parseLevel(args.level),
        price: parsePriceFilter(args.price),
      });
      const edges = result.items.map((node, i) => ({ cursor: offsetToCursor(start + i), node }));
      const { filters } = result;
      return {
        term: result.term,
        totalCount: result.totalCount,
        edges,
        pageInfo: {
          hasNextPage: start + result.items.length < result.totalCount,
          hasPreviousPage: start > 0,
          startCursor: edges[0]?.cursor ?? null,
          endCursor: edges.at(-1)?.cursor ?? null,
        },
        facets: {
          categories: result.facets.categories.map((c) => ({ ...c, selected: c.slug === filters.category })),
          levels: result.facets.levels.map((l) => ({ ...l, selected: l.value === filters.level })),
          price: { ...result.facets.price, selected: filters.price },
        },
        suggestion: result.suggestion,
        matchType: MATCH_TYPES[result.match],
      };
    },
  },
};
