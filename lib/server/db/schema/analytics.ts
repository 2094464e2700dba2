/** Analytics (spec §3 tracking event): events, visits from outside and web-vitals measurements. */
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, doublePrecision, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './shared';
import { users } from './users';

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventUuid: uuid('event_uuid').notNull().unique(),
    eventType: text('event_type').notNull(),
    appPlatform: text('app_platform').notNull().default('web'),
    apiVersion: integer('api_version').notNull().default(2),
    distinctId: text('distinct_id'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    itemId: text('item_id'),
    itemType: text('item_type'),
    path: text('path'),
    originPath: text('origin_path'),
    pageIdentifier: text('page_identifier'),
    pageData: jsonb('page_data'),
    createdAt: createdAt(),
    // Issue 8: the analytics client's session and context (lib/domain/analytics, docs/analytics.md).
    /** How the event arrived: 'activity' (POST /api/v3/user-activity/), 'collector' (batched, POST /api/v3/collect/) or 'server'. */
    channel: text('channel').notNull().default('server'),
    /** The analytics session: its start time in ms (spec §4: 30 minutes of inactivity or a user change end it). */
    sessionId: bigint('session_id', { mode: 'number' }),
    /** When the event happened on the client. */
    eventTime: timestamp('event_time', { withTimezone: true }),
    /** Device-wide event counter of the client: orders a visitor's events. */
    sequence: integer('sequence'),
    userAgent: text('user_agent'),
    /** The analytics user view (spec §3) when the event was tracked; null for visitors. */
    userProperties: jsonb('user_properties'),
    /** gclid, utm_* and the external referrer, on the first event of a session (spec §9). */
    attribution: jsonb('attribution'),
  },
  (t) => [
    index('analytics_events_type_created').on(t.eventType, t.createdAt),
    index('analytics_events_created').on(t.createdAt),
    index('analytics_events_distinct_created').on(t.distinctId, t.createdAt),
  ],
);

/** A visit that arrived from outside (spec §7 POST /api/v3/channel-register/): the traffic source of the dashboard. */
export const channelRegistrations = pgTable(
  'channel_registrations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    distinctId: text('distinct_id'),
    /** The signed-in user, from the session cookie (the body's user_id is not trusted). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    url: text('url').notNull(),
    referrer: text('referrer').notNull().default(''),
    queryParams: jsonb('query_params').$type<Record<string, string>>().notNull(),
    /** Country of the visit (lower-case ISO code), as the client knows it. */
    iso: text('iso'),
    /** Traffic source label (lib/domain/analytics/attribution.ts trafficSource): source_page, utm_source, referring site or 'Directo'. */
    source: text('source').notNull(),
    sourceDetail: text('source_detail'),
    createdAt: createdAt(),
  },
  (t) => [index('channel_registrations_created').on(t.createdAt)],
);

/** One web-vitals measurement of a page load (spec §7 POST /api/v3/performance/). */
export const performanceEntries = pgTable(
  'performance_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    metric: text('metric').notNull(),
    value: doublePrecision('value').notNull(),
    page: text('page').notNull(),
    currentUrl: text('current_url').notNull(),
    distinctId: text('distinct_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_entries_created').on(t.createdAt),
    check('performance_entries_metric', sql`${t.metric} in ('LCP', 'INP', 'CLS', 'FCP', 'TTFB')`),
    check('performance_entries_value', sql`${t.value} >= 0`),
  ],
);
