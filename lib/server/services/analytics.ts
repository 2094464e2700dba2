import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { analyticsEvents, channelRegistrations, performanceEntries } from '@/lib/server/db/schema';
import type { UserActivityEvent } from '@/lib/domain/analytics/user-activity-schema';
import type { CollectedEvent } from '@/lib/domain/analytics/collect-schema';
import type { ChannelRegisterInput, PerformanceEntryInput } from '@/lib/domain/analytics/beacon-schemas';
import { trafficSource } from '@/lib/domain/analytics/attribution';
import { redactEmails, scrubProperties, scrubQueryParams, scrubUrl } from '@/lib/domain/analytics/scrub-url';

type EventRow = typeof analyticsEvents.$inferInsert;

const scrubbed = (value: string | null | undefined): string | null => (value === null || value === undefined ? null : scrubUrl(value));

/**
 * The row of one event. Addresses are scrubbed here, at ingestion, whatever the client did
 * (issue 17 item 3): no token, password or e-mail address of a page URL is ever stored.
 */
function eventRow(event: UserActivityEvent, userId: number | null): EventRow {
  return {
    eventUuid: event.event_uuid,
    eventType: event.event_type,
    appPlatform: event.app_platform,
    apiVersion: event.api_version,
    distinctId: event.distinct_id ?? null,
    userId,
    itemId: event.item_id === null || event.item_id === undefined ? null : String(event.item_id),
    itemType: event.item_type ?? null,
    path: scrubbed(event.path),
    originPath: scrubbed(event.origin_path),
    pageIdentifier: event.page_identifier ? redactEmails(event.page_identifier) : null,
    pageData: { ...scrubProperties(event.page_data ?? {}), ...(event.segment ? { segment: event.segment } : {}), ...(event.username ? { username: event.username } : {}) },
    sessionId: event.session_id ?? null,
    eventTime: event.event_time === null || event.event_time === undefined ? null : new Date(event.event_time),
    sequence: event.sequence ?? null,
  };
}

/** Stores one event; a repeated event_uuid (a client retry) is stored once. */
export async function recordUserActivity(db: Db, event: UserActivityEvent, userId: number | null): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({ ...eventRow(event, userId), channel: 'activity' })
    .onConflictDoNothing({ target: analyticsEvents.eventUuid });
}

/**
 * Stores a batch of the analytics client (POST /api/v3/collect/) in one statement; events
 * already stored (same uuid: a retry, a second tab, a keepalive flush) are skipped. Returns
 * how many were new. User properties and attribution are scrubbed like page data (issue 17
 * item 3): they are client-sent, so a secret-named property or an e-mail in any of them is
 * dropped here whatever the client sent.
 */
export async function recordCollectedEvents(db: Db, events: readonly CollectedEvent[], userId: number | null): Promise<number> {
  if (events.length === 0) return 0;
  const rows: EventRow[] = events.map((event) => ({
    ...eventRow(event, userId),
    channel: 'collector',
    userAgent: event.user_agent ?? null,
    userProperties: event.user_properties ? scrubProperties(event.user_properties) : null,
    attribution: event.attribution ? scrubProperties(event.attribution) : null,
  }));
  const inserted = await db.insert(analyticsEvents).values(rows).onConflictDoNothing({ target: analyticsEvents.eventUuid }).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** Stores one channel registration (spec §7) with its traffic source label; its addresses scrubbed (issue 17 item 3). */
export async function recordChannelRegistration(db: Db, input: ChannelRegisterInput, context: { userId: number | null; distinctId: string | null }): Promise<void> {
  const queryParams = scrubQueryParams(input.query_params);
  const source = trafficSource(queryParams, input.referrer);
  await db.insert(channelRegistrations).values({
    distinctId: input.distinct_id ?? context.distinctId,
    userId: context.userId,
    url: scrubUrl(input.url),
    referrer: scrubUrl(input.referrer ?? ''),
    queryParams,
    iso: input.iso ? input.iso.toLowerCase() : null,
    source: source.source,
    sourceDetail: source.detail,
  });
}

/** Stores the web-vitals entries of one page load (spec §7), the page address scrubbed (issue 17 item 3). */
export async function recordPerformanceEntries(db: Db, entries: readonly PerformanceEntryInput[], distinctId: string | null): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(performanceEntries).values(
    entries.map((e) => ({ metric: e.event_name, value: e.value, page: redactEmails(e.page), currentUrl: scrubUrl(e.current_url), distinctId })),
  );
}
