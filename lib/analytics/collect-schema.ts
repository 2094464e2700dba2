/**
 * The upload format of the analytics client's batches to our own collector
 * (POST /api/v3/collect/): the shape spec §7 gives the third-party service it replaces —
 * client key, event JSON, version, upload time and checksum.
 */
import { z } from 'zod';
import { BATCH_SIZE, COLLECT_FORMAT_VERSION, MAX_STRING_LENGTH, USER_AGENT_MAX_LENGTH } from './constants';
import { propertyObject, userActivityEvent } from './user-activity-schema';

/** One event of a batch: a tracking event (spec §3) with the client's session, user and attribution. */
export const collectedEvent = userActivityEvent.extend({
  session_id: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  event_time: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  sequence: z.number().int().nonnegative().max(2_147_483_647),
  /** The analytics user id: the user's originalId (spec §4); the server trusts the session cookie instead. */
  user_id: z.string().max(100).nullish(),
  user_properties: propertyObject.nullish(),
  attribution: z.record(z.string().max(50), z.string().max(MAX_STRING_LENGTH)).nullish(),
  user_agent: z.string().max(USER_AGENT_MAX_LENGTH).nullish(),
});

export type CollectedEvent = z.infer<typeof collectedEvent>;
/** What the client builds (defaults not applied yet). */
export type CollectedEventInput = z.input<typeof collectedEvent>;

/** The upload body: `e` is the events' JSON text, which the checksum covers. */
export const collectBody = z.object({
  client: z.string().min(1).max(100),
  e: z.string().min(2),
  v: z.literal(COLLECT_FORMAT_VERSION),
  upload_time: z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER),
  checksum: z.string().regex(/^[0-9a-f]{8}$/),
});

export const collectedEvents = z.array(collectedEvent).min(1).max(BATCH_SIZE);

/** FNV-1a (32 bit) of a string, as 8 hex digits: cheap and the same in the browser and on the server. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/** The checksum of an upload: over version, client key, event JSON and upload time, in that order. */
export function uploadChecksum(v: number, client: string, e: string, uploadTime: number): string {
  return fnv1a(`${v}${client}${e}${uploadTime}`);
}

/** The upload body of `events`. */
export function buildUploadBody(client: string, events: readonly unknown[], uploadTime: number): z.input<typeof collectBody> {
  const e = JSON.stringify(events);
  return { client, e, v: COLLECT_FORMAT_VERSION, upload_time: uploadTime, checksum: uploadChecksum(COLLECT_FORMAT_VERSION, client, e, uploadTime) };
}
