import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { analyticsEvents, channelRegistrations, performanceEntries } from '@/lib/server/db/schema';
import type { UserActivityEvent } from '@/lib/analytics/user-activity-schema';
import type { CollectedEvent } from '@/lib/analytics/collect-schema';
import type { ChannelRegisterInput, PerformanceEntryInput } from '@/lib/analytics/beacon-schemas';
import { trafficSource } from '@/lib/analytics/attribution';

type EventRow = typeof analyticsEvents.$inferInsert;

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
    path: event.path ?? null,
    originPath: event.origin_path ?? null,
    pageIdentifier: event.page_identifier ?? null,
    pageData: { ...(event.page_data ?? {}), ...(event.segment ? { segment: event.segment } : {}), ...(event.username ? { username: event.username } : {}) },
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
 * how many were new.
 */
export async function recordCollectedEvents(db: Db, events: readonly CollectedEvent[], userId: number | null): Promise<number> {
  if (events.length === 0) return 0;
  const rows: EventRow[] = events.map((event) => ({
    ...eventRow(event, userId),
    channel: 'collector',
    userAgent: event.user_agent ?? null,
    userProperties: event.user_properties ?? null,
    attribution: event.attribution ?? null,
  }));
  const inserted = await db.insert(analyticsEvents).values(rows).onConflictDoNothing({ target: analyticsEvents.eventUuid }).returning({ id: analyticsEvents.id });
  return inserted.length;
}

/** Stores one channel registration (spec §7) with its traffic source label. */
export async function recordChannelRegistration(db: Db, input: ChannelRegisterInput, context: { userId: number | null; distinctId: string | null }): Promise<void> {
  const source = trafficSource(input.query_params, input.referrer);
  await db.insert(channelRegistrations).values({
    distinctId: input.distinct_id ?? context.distinctId,
    userId: context.userId,
    url: input.url,
    referrer: input.referrer ?? '',
    queryParams: input.query_params,
    iso: input.iso ? input.iso.toLowerCase() : null,
    source: source.source,
    sourceDetail: source.detail,
  });
}

/** Stores the web-vitals entries of one page load (spec §7). */
export async function recordPerformanceEntries(db: Db, entries: readonly PerformanceEntryInput[], distinctId: string | null): Promise<void> {
  if (entries.length === 0) return;
  await db.insert(performanceEntries).values(
    entries.map((e) => ({ metric: e.event_name, value: e.value, page: e.page, currentUrl: e.current_url, distinctId })),
  );
}
