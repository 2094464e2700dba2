import { z } from 'zod';

/** Spec §5: analytics event names must pass a format check (words, spaces, _ . : -; 1–80 chars). */
export const EVENT_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9 _.:-]{0,79}$/;

export function isValidEventName(name: string): boolean {
  return EVENT_NAME_PATTERN.test(name);
}

/** Spec §9 property limits: 1000 keys, strings of at most 4096 characters. */
export const MAX_PROPERTY_KEYS = 1000;
export const MAX_STRING_LENGTH = 4096;

const jsonValue: z.ZodType<unknown> = z.lazy(() =>
  z.union([z.string().max(MAX_STRING_LENGTH), z.number().finite(), z.boolean(), z.null(), z.array(jsonValue).max(100), z.record(z.string().max(200), jsonValue)]),
);

/** One tracking event of spec §3 ("Tracking event") as POST /api/v3/user-activity/ receives it. */
export const userActivityEvent = z.object({
  event_uuid: z.string().uuid(),
  event_type: z.string().regex(EVENT_NAME_PATTERN),
  app_platform: z.literal('web').default('web'),
  api_version: z.literal(2).default(2),
  distinct_id: z.string().min(1).max(200).optional(),
  segment: z.string().max(100).nullish(),
  username: z.string().max(200).nullish(),
  item_id: z.union([z.string().max(200), z.number().int()]).nullish(),
  item_type: z.string().max(100).nullish(),
  path: z.string().max(2000).nullish(),
  origin_path: z.string().max(2000).nullish(),
  page_identifier: z.string().max(200).nullish(),
  page_data: z
    .record(z.string().max(200), jsonValue)
    .refine((o) => Object.keys(o).length <= MAX_PROPERTY_KEYS, { message: 'too many properties' })
    .nullish(),
});

/** Spec §7: the body is a JSON array of exactly one event. */
export const userActivityBody = z.array(userActivityEvent).length(1);

export type UserActivityEvent = z.infer<typeof userActivityEvent>;
