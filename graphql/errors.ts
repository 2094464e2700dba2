import { createGraphQLError } from 'graphql-yoga';
import type { ZodError } from 'zod';
import type { GraphQLContext } from './context';
import { findUncleanText, UNCLEAN_TEXT_MESSAGE } from '@/lib/validation/text-rules';

/** A client mistake: shown to the caller as is (yoga masks every other error). */
export function badInput(ctx: GraphQLContext, messageKey: string, field?: string) {
  return createGraphQLError(ctx.t(messageKey, field ? { field } : undefined), {
    extensions: { code: 'BAD_USER_INPUT', ...(field ? { field } : {}) },
  });
}


/**
 * Validates resolver arguments with zod; the first issue becomes a translated BAD_USER_INPUT error.
 * Every string in the arguments is first held to the free-text rule (no NUL or control
 * characters, lib/validation/text-rules.ts), whatever the schema says (issue 17 item 11).
 */
export function parseArgs<T>(ctx: GraphQLContext, schema: { safeParse: (v: unknown) => { success: true; data: T } | { success: false; error: ZodError } }, args: unknown): T {
  const unclean = findUncleanText(args);
  if (unclean) throw badInput(ctx, UNCLEAN_TEXT_MESSAGE, unclean.map(String).join('.') || 'input');
  const result = schema.safeParse(args);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).join('.') || 'input';
  // Schemas may name a message key ("api.x", "checkout.y"); zod's own English messages are replaced.
  const key = issue && /^[a-z]+\.[A-Za-z.]+$/.test(issue.message) ? issue.message : 'api.invalidArgument';
  throw badInput(ctx, key, field);
}
