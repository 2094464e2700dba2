import 'server-only';
import type { Db } from '@/lib/server/db/client';
import { analyticsEvents } from '@/lib/server/db/schema';
import type { UserActivityEvent } from '@/lib/analytics/user-activity-schema';

/** Stores one event; a repeated event_uuid (a client retry) is stored once. */
export async function recordUserActivity(db: Db, event: UserActivityEvent, userId: number | null): Promise<void> {
  await db
    .insert(analyticsEvents)
    .values({
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
    })
    .onConflictDoNothing({ target: analyticsEvents.eventUuid });
}
