import { sql } from 'drizzle-orm';
import type { Resolvers } from '@/graphql/generated/resolvers-types';

export const resolvers: Resolvers = {
  Query: {
    health: async (_parent, _args, ctx) => {
      const serverTime = new Date().toISOString();
      try {
        const db = await ctx.db();
        await db.execute(sql`select 1`);
        return { status: 'ok', database: 'up', serverTime };
      } catch {
        return { status: 'degraded', database: 'down', serverTime };
      }
    },
  },
};
