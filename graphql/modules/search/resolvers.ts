import { z } from 'zod';
import { cleanText } from '@/lib/domain/validation/text-rules';
import type { Resolvers } from '@/graphql/generated/resolvers-types';
import type { GraphQLContext } from '@/graphql/context';
import { cachedSearchCourses, cachedSearchSuggestions } from '@/lib/server/services/search-cache';
import { searchRateDecision } from '@/lib/server/security/search-rate-limit';
import { offsetToCursor, startIndexAfter } from '@/lib/domain/catalogue/pagination';
import { parseLevel, parsePriceFilter } from '@/lib/domain/catalogue/search-ranking';
import { rateLimited, badInput, parseArgs } from '@/graphql/errors';

const MATCH_TYPES = { fulltext: 'FULL_TEXT', fuzzy: 'FUZZY', partial: 'PARTIAL', none: 'NONE' } as const;

// The term itself is never rejected here: an invalid one (spec §5) answers isValid false.
const searchArgs = z.object({
  q: cleanText(z.string().max(1000)),
  first: z.number().int().min(1).max(50).nullish(),
  after: cleanText(z.string().max(200)).nullish(),
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

const suggestionArgs = z.object({ q: z.string().max(1000) });

/** Issue 16 item 5: one count per request and client address; past the limit, a translated 429. */
async function enforceSearchRate(ctx: GraphQLContext): Promise<void> {
  const decision = await searchRateDecision(ctx.request);
  if (decision.allowed) return;
  throw rateLimited(ctx, 'api.tooManySearches', decision.retryAfterSeconds, { values: { seconds: decision.retryAfterSeconds } });
}

export const resolvers: Resolvers = {
  Query: {
    searchSuggestions: async (_parent, raw, ctx) => {
      const args = parseArgs(ctx, suggestionArgs, raw);
      await enforceSearchRate(ctx);
      return cachedSearchSuggestions(await ctx.db(), { term: args.q, locale: ctx.locale });
    },
    searchCourses: async (_parent, raw, ctx) => {
      const args = parseArgs(ctx, searchArgs, raw);
      await enforceSearchRate(ctx);
      const start = startIndexAfter(args.after);
      if (start === null) throw badInput(ctx, 'api.invalidCursor', 'after');
      const first = args.first ?? 12;
      const result = await cachedSearchCourses(await ctx.db(), {
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
