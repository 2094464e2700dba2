import 'server-only';
import { sql } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { rangeDays, type DashboardRange } from '@/lib/domain/analytics/dashboard-range';

/**
 * Queries of the staff analytics dashboard (/staff/analytics/). Each is one aggregate
 * statement over an indexed `created_at` range (analytics_events_created,
 * analytics_events_type_created, channel_registrations_created, performance_entries_created,
 * analytics_events_distinct_created for one visitor); days are UTC days.
 */

export type EventSeries = { eventType: string; total: number; perDay: number[] };
export type FunnelStage = { stage: 'visit' | 'cart' | 'checkout' | 'purchase'; visitors: number };
export type TrafficSourceRow = { source: string; visits: number; visitors: number };
export type WebVitalRow = { page: string; metric: string; p75: number; samples: number };
export type VisitorEvent = {
  id: number;
  eventUuid: string;
  eventType: string;
  pageIdentifier: string | null;
  path: string | null;
  itemId: string | null;
  itemType: string | null;
  sessionId: number | null;
  sequence: number | null;
  channel: string;
  at: string;
};

export type AnalyticsDashboard = {
  days: string[];
  totals: { events: number; visitors: number; sessions: number };
  events: EventSeries[];
  funnel: FunnelStage[];
  sources: TrafficSourceRow[];
  webVitals: WebVitalRow[];
  visitorEvents: VisitorEvent[] | null;
};

/** Event types drawn as their own series; the rest are summed into 'other'. */
export const MAX_EVENT_SERIES = 8;
export const OTHER_SERIES = 'other';
/** Rows of the visitor's timeline. */
export const VISITOR_EVENTS_LIMIT = 500;

type Rows<T> = { rows: T[] };
const rowsOf = <T>(res: unknown) => (res as Rows<T>).rows;
const n = (v: unknown) => Number(v ?? 0);

/** Events per type and UTC day, the busiest types first, the others summed into 'other'. */
export async function eventsPerDay(db: Db, range: DashboardRange): Promise<EventSeries[]> {
  const rows = rowsOf<{ event_type: string; day: string; n: string | number }>(
    await db.execute(sql`
      select event_type, to_char(date_trunc('day', created_at at time zone 'UTC'), 'YYYY-MM-DD') as day, count(*) as n
      from analytics_events
      where created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}
      group by 1, 2`),
  );
  const days = rangeDays(range);
  const index = new Map(days.map((d, i) => [d, i]));
  const byType = new Map<string, EventSeries>();
  for (const r of rows) {
    const series = byType.get(r.event_type) ?? { eventType: r.event_type, total: 0, perDay: days.map(() => 0) };
    const i = index.get(r.day);
    if (i !== undefined) series.perDay[i] += n(r.n);
    series.total += n(r.n);
    byType.set(r.event_type, series);
  }
  const sorted = [...byType.values()].sort((a, b) => b.total - a.total || a.eventType.localeCompare(b.eventType));
  if (sorted.length <= MAX_EVENT_SERIES) return sorted;
  const kept = sorted.slice(0, MAX_EVENT_SERIES - 1);
  const other: EventSeries = { eventType: OTHER_SERIES, total: 0, perDay: days.map(() => 0) };
  for (const s of sorted.slice(MAX_EVENT_SERIES - 1)) {
    other.total += s.total;
    s.perDay.forEach((v, i) => (other.perDay[i] += v));
  }
  return [...kept, other];
}

/**
 * The funnel visit → add to cart → checkout → purchase: visitors who reached each stage and
 * every earlier one within the range. A visitor is the signed-in user, else the device
 * (session_distinct_id); an anonymous device later seen signed in counts as that user, so a
 * visit that ends in a server-recorded purchase is one visitor.
 */
export async function funnel(db: Db, range: DashboardRange): Promise<FunnelStage[]> {
  const [row] = rowsOf<{ visit: unknown; cart: unknown; checkout: unknown; purchase: unknown }>(
    await db.execute(sql`
      with ev as (
        select event_type, page_data, user_id, distinct_id
        from analytics_events
        where event_type in ('page_view', 'shopping_cart', 'checkout', 'purchase')
          and created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}
      ), ids as (
        select distinct_id, max(user_id) as user_id from ev where distinct_id is not null and user_id is not null group by distinct_id
      ), per_visitor as (
        select coalesce('u' || coalesce(ev.user_id, ids.user_id)::text, 'd' || ev.distinct_id) as visitor,
               bool_or(event_type = 'page_view') as v,
               bool_or(event_type = 'shopping_cart' and coalesce(page_data->>'action', 'add') = 'add') as c,
               bool_or(event_type = 'checkout') as k,
               bool_or(event_type = 'purchase') as p
        from ev left join ids on ids.distinct_id = ev.distinct_id
        group by 1
      )
      select count(*) filter (where v) as visit,
             count(*) filter (where v and c) as cart,
             count(*) filter (where v and c and k) as checkout,
             count(*) filter (where v and c and k and p) as purchase
      from per_visitor where visitor is not null`),
  );
  return [
    { stage: 'visit', visitors: n(row?.visit) },
    { stage: 'cart', visitors: n(row?.cart) },
    { stage: 'checkout', visitors: n(row?.checkout) },
    { stage: 'purchase', visitors: n(row?.purchase) },
  ];
}

/** Visits from outside (channel register) per traffic source, most visits first. */
export async function trafficSources(db: Db, range: DashboardRange, limit = 20): Promise<TrafficSourceRow[]> {
  const rows = rowsOf<{ source: string; visits: unknown; visitors: unknown }>(
    await db.execute(sql`
      select source, count(*) as visits, count(distinct coalesce('u' || user_id::text, 'd' || distinct_id)) as visitors
      from channel_registrations
      where created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}
      group by source
      order by visits desc, source
      limit ${limit}`),
  );
  return rows.map((r) => ({ source: r.source, visits: n(r.visits), visitors: n(r.visitors) }));
}

/** The 75th percentile of each web vital per page (spec §7 performance beacon). */
export async function webVitalsP75(db: Db, range: DashboardRange, limit = 200): Promise<WebVitalRow[]> {
  const rows = rowsOf<{ page: string; metric: string; p75: unknown; samples: unknown }>(
    await db.execute(sql`
      select page, metric, percentile_cont(0.75) within group (order by value) as p75, count(*) as samples
      from performance_entries
      where created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}
      group by page, metric
      order by page, metric
      limit ${limit}`),
  );
  return rows.map((r) => ({ page: r.page, metric: r.metric, p75: n(r.p75), samples: n(r.samples) }));
}

/** Totals of the range: events, visitors (devices or users) and analytics sessions. */
export async function totals(db: Db, range: DashboardRange): Promise<AnalyticsDashboard['totals']> {
  const [row] = rowsOf<{ events: unknown; visitors: unknown; sessions: unknown }>(
    await db.execute(sql`
      select count(*) as events,
             count(distinct coalesce('d' || distinct_id, 'u' || user_id::text)) as visitors,
             count(distinct (coalesce(distinct_id, ''), session_id)) filter (where session_id is not null) as sessions
      from analytics_events
      where created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}`),
  );
  return { events: n(row?.events), visitors: n(row?.visitors), sessions: n(row?.sessions) };
}

/** One visitor's events in the range, in the order they happened (client sequence, then arrival). */
export async function visitorEvents(db: Db, range: DashboardRange, distinctId: string, limit = VISITOR_EVENTS_LIMIT): Promise<VisitorEvent[]> {
  const rows = rowsOf<{
    id: unknown; event_uuid: string; event_type: string; page_identifier: string | null; path: string | null; item_id: string | null;
    item_type: string | null; session_id: unknown; sequence: unknown; channel: string; at: string | Date;
  }>(
    await db.execute(sql`
      select id, event_uuid, event_type, page_identifier, path, item_id, item_type, session_id, sequence, channel,
             coalesce(event_time, created_at) as at
      from analytics_events
      where distinct_id = ${distinctId}
        and created_at >= ${range.from.toISOString()} and created_at < ${range.toExclusive.toISOString()}
      order by coalesce(event_time, created_at), sequence nulls last, id
      limit ${limit}`),
  );
  return rows.map((r) => ({
    id: n(r.id),
    eventUuid: r.event_uuid,
    eventType: r.event_type,
    pageIdentifier: r.page_identifier,
    path: r.path,
    itemId: r.item_id,
    itemType: r.item_type,
    sessionId: r.session_id === null || r.session_id === undefined ? null : n(r.session_id),
    sequence: r.sequence === null || r.sequence === undefined ? null : n(r.sequence),
    channel: r.channel,
    at: new Date(r.at).toISOString(),
  }));
}

/** Everything the dashboard shows for `range`. */
export async function getAnalyticsDashboard(db: Db, range: DashboardRange): Promise<AnalyticsDashboard> {
  const [t, events, f, sources, vitals, visitor] = await Promise.all([
    totals(db, range),
    eventsPerDay(db, range),
    funnel(db, range),
    trafficSources(db, range),
    webVitalsP75(db, range),
    range.visitor ? visitorEvents(db, range, range.visitor) : Promise.resolve(null),
  ]);
  return { days: rangeDays(range), totals: t, events, funnel: f, sources, webVitals: vitals, visitorEvents: visitor };
}
