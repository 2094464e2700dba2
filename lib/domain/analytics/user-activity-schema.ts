import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { cleanText } from '@/lib/domain/validation/text-rules';
import { MAX_PROPERTY_KEYS, MAX_STRING_LENGTH } from './constants';
import { EVENT_NAME_PATTERN } from './event-name';


/** Spec §9 property limits: 1000 keys, strings of at most 4096 characters (lib/domain/analytics/constants.ts). */
export { MAX_PROPERTY_KEYS, MAX_STRING_LENGTH };

const tooManyKeys = { message: 'too many properties' };

export const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([
    cleanText(z.string().max(MAX_STRING_LENGTH)),
    z.number().finite(),
    z.boolean(),
    z.null(),
    z.array(jsonValue).max(MAX_PROPERTY_KEYS),
    z.record(cleanText(z.string().max(200)), jsonValue).refine((o) => Object.keys(o).length <= MAX_PROPERTY_KEYS, tooManyKeys),
  ]),
);

/**
 * Deepest nesting accepted in event properties. zod validates `jsonValue` recursively, so a
 * body nested thousands of levels deep (still under the size limit) overflowed the stack and
 * the route answered 500; it is measured first, without recursion, and refused as invalid.
 */
export const MAX_PROPERTY_DEPTH = 32;

export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length) {
    const [current, depth] = stack.pop()!;
    if (current === null || typeof current !== 'object') continue;
    if (depth >= max) return true;
    for (const child of Object.values(current)) stack.push([child, depth + 1]);
  }
  return false;
}

/** An object of event properties within the spec §9 limits. */
export const propertyObject = z
  .unknown()
  .refine((value) => !nestedDeeperThan(value, MAX_PROPERTY_DEPTH), { message: 'nested too deep', abort: true })
  .pipe(z.record(cleanText(z.string().max(200)), jsonValue).refine((o) => Object.keys(o).length <= MAX_PROPERTY_KEYS, tooManyKeys));

/** One tracking event of spec §3 ("Tracking event") as POST /api/v3/user-activity/ receives it. */
export const userActivityEvent = z.object({
  event_uuid: z.string().uuid(),
  event_type: z.string().regex(EVENT_NAME_PATTERN),
  app_platform: z.literal('web').default('web'),
  api_version: z.literal(2).default(2),
  distinct_id: cleanText(z.string().min(1).max(200)).optional(),
  segment: cleanText(z.string().max(100)).nullish(),
  username: cleanText(z.string().max(200)).nullish(),
  item_id: z.union([cleanText(z.string().max(200)), z.number().int()]).nullish(),
  item_type: cleanText(z.string().max(100)).nullish(),
  path: cleanText(z.string().max(2000)).nullish(),
  origin_path: cleanText(z.string().max(2000)).nullish(),
  page_identifier: cleanText(z.string().max(200)).nullish(),
  page_data: propertyObject.nullish(),
  // Added by the analytics client (lib/domain/analytics/event-builder.ts); optional for older callers.
  /** The analytics session (its start time in ms, spec §4). */
  session_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullish(),
  /** When the event happened on the client (ms since epoch). */
  event_time: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER).nullish(),
  /** Device-wide event counter: orders events of one visitor. */
  sequence: z.number().int().nonnegative().max(2_147_483_647).nullish(),
});

/** Spec §7: the body is a JSON array of exactly one event. */
export const userActivityBody = z.array(userActivityEvent).length(1);

export type UserActivityEvent = z.infer<typeof userActivityEvent>;
