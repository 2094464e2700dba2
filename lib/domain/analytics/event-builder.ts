/**
 * Builds one tracking event (spec §3 "Tracking event") from what a caller passes and what the
 * client knows (session, user, page, attribution). Pure: every input is a parameter. The
 * same builder serves the batched collector and the direct user-activity call, so an event
 * looks the same whichever way it travels.
 */
import { API_VERSION, APP_PLATFORM } from './constants';
import type { EventType } from './event-types';
import type { Attribution } from './attribution';
import { cutUserAgent, limitPropertyObject, truncateString, type JsonValue } from './properties';
import { isValidEventName } from './event-name';
import { scrubProperties, scrubUrl } from './scrub-url';

/** What a caller tracks: the public shape of `track()` (lib/client/analytics/track.ts). */
export type TrackEvent = {
  /** One of the tracked types of spec §7 ('page_view', 'click', …) or a named event ('Course Saved'). */
  eventType: EventType;
  itemId?: string | number | null;
  itemType?: string | null;
  /** Page name (lib/domain/analytics/page-name.ts); defaults to the current page's. */
  pageIdentifier?: string | null;
  /** Event properties (limited to 1000 keys and 4096-character strings, spec §9). */
  data?: Record<string, unknown> | null;
  /**
   * When it happened (ms since epoch), if earlier than the call: a page view is sent once the
   * user has loaded (spec §4) but happened when the page was shown. Default: now.
   */
  time?: number;
  /**
   * The page it happened on, if not the current one: an event recorded before the analytics
   * runtime had loaded (lib/client/analytics/visit-log.ts) is sent from a later page. Default: here.
   */
  location?: { pathname: string; href: string };
};

export type EventContext = {
  uuid: string;
  now: number;
  sessionId: number;
  sequence: number;
  distinctId: string | null;
  /** The analytics user id (originalId) or null. */
  userId: string | null;
  userProperties: Record<string, unknown> | null;
  segment: string | null;
  username: string | null;
  /** Path of the current page (without the query). */
  path: string;
  /** Where the visitor came from (document.referrer), if anything. */
  originPath: string | null;
  defaultPageIdentifier: string;
  /** Attribution of a new session: only on the session's first event. */
  attribution: Attribution | null;
  userAgent: string | null;
};

export type BuiltEvent = {
  event_uuid: string;
  event_type: string;
  app_platform: typeof APP_PLATFORM;
  api_version: typeof API_VERSION;
  distinct_id?: string;
  segment: string | null;
  username: string | null;
  item_id: string | number | null;
  item_type: string | null;
  path: string;
  origin_path: string | null;
  page_identifier: string;
  page_data: { [key: string]: JsonValue };
  session_id: number;
  event_time: number;
  sequence: number;
  user_id: string | null;
  user_properties: { [key: string]: JsonValue } | null;
  attribution: Record<string, string> | null;
  user_agent: string | null;
};

/** Why an event is not built: its name fails the format check (spec §5). */
export type BuildResult = { ok: true; event: BuiltEvent } | { ok: false; reason: 'invalid-name' };

function itemId(value: TrackEvent['itemId']): string | number | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'number') return Number.isInteger(value) ? value : String(value);
  return truncateString(String(value), 200);
}

/** Attribution within the collector's limits: keys of at most 50 characters, string values. */
function limitAttribution(value: Attribution | null): Record<string, string> | null {
  if (!value) return null;
  const entries = Object.entries(value).filter((entry): entry is [string, string] => entry[0].length <= 50 && typeof entry[1] === 'string');
  return entries.length ? Object.fromEntries(entries.map(([key, text]) => [key, truncateString(text)])) : null;
}

/**
 * The event, or why not. Every field is cut to the collector's limits here (collect-schema.ts,
 * tested against it in tests/unit/analytics-event-builder.test.ts), so the browser needs no
 * schema library to know a batch will be accepted (issue 14: zod is not in public pages).
 */
export function buildEvent(input: TrackEvent, ctx: EventContext): BuildResult {
  if (typeof input.eventType !== 'string' || !isValidEventName(input.eventType)) return { ok: false, reason: 'invalid-name' };
  // Addresses lose their tokens and e-mail addresses before they leave the browser (issue 17 item 3).
  const attribution = limitAttribution(ctx.attribution ? scrubProperties(ctx.attribution) : null);
  return {
    ok: true,
    event: {
      event_uuid: ctx.uuid,
      event_type: input.eventType,
      app_platform: APP_PLATFORM,
      api_version: API_VERSION,
      ...(ctx.distinctId ? { distinct_id: ctx.distinctId.slice(0, 200) } : {}),
      segment: ctx.segment ? truncateString(ctx.segment, 100) : null,
      username: ctx.username ? truncateString(ctx.username, 200) : null,
      item_id: itemId(input.itemId),
      item_type: input.itemType ? truncateString(input.itemType, 100) : null,
      path: truncateString(scrubUrl(ctx.path), 2000),
      origin_path: ctx.originPath ? truncateString(scrubUrl(ctx.originPath), 2000) : null,
      page_identifier: truncateString(input.pageIdentifier || ctx.defaultPageIdentifier, 200),
      page_data: scrubProperties(limitPropertyObject(input.data ?? {})),
      session_id: ctx.sessionId,
      event_time: ctx.now,
      sequence: ctx.sequence,
      user_id: ctx.userId ? truncateString(ctx.userId, 100) : null,
      user_properties: ctx.userProperties ? limitPropertyObject(ctx.userProperties) : null,
      attribution,
      user_agent: cutUserAgent(ctx.userAgent),
    },
  };
}
