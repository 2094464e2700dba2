/**
 * The collector's checks of the analytics client's batches (POST /api/v3/collect/): the shape
 * spec §7 gives the third-party service it replaces — client key, event JSON, version, upload
 * time and checksum. Server-side only; the browser builds bodies with collect-format.ts.
 */
import '@/lib/domain/validation/zod-without-eval'; // before any schema is built: no eval probe under the CSP (browser)
import { z } from 'zod';
import { cleanText } from '@/lib/domain/validation/text-rules';
import { BATCH_SIZE, COLLECT_FORMAT_VERSION, MAX_STRING_LENGTH, USER_AGENT_MAX_LENGTH } from './constants';
import { propertyObject, userActivityEvent } from './user-activity-schema';

/** One event of a batch: a tracking event (spec §3) with the client's session, user and attribution. */
export const collectedEvent = userActivityEvent.extend({
  session_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  event_time: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  sequence: z.number().int().nonnegative().max(2_147_483_647),
  /** The analytics user id: the user's originalId (spec §4); the server trusts the session cookie instead. */
  user_id: cleanText(z.string().max(100)).nullish(),
  user_properties: propertyObject.nullish(),
  attribution: z.record(cleanText(z.string().max(50)), cleanText(z.string().max(MAX_STRING_LENGTH))).nullish(),
  user_agent: cleanText(z.string().max(USER_AGENT_MAX_LENGTH)).nullish(),
});

export type CollectedEvent = z.infer<typeof collectedEvent>;
/** The upload body: `e` is the events' JSON text, which the checksum covers. */
export const collectBody = z.object({
  client: cleanText(z.string().min(1).max(100)),
  e: z.string().min(2),
  v: z.literal(COLLECT_FORMAT_VERSION),
  upload_time: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  checksum: z.string().regex(/^[0-9a-f]{8}$/),
});

export const collectedEvents = z.array(collectedEvent).min(1).max(BATCH_SIZE);
