/** The staff dashboard's queries (lib/server/services/analytics-dashboard.ts) on a real database. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getDb } from '@/lib/server/db/client';
import { analyticsEvents, channelRegistrations, performanceEntries, users } from '@/lib/server/db/schema';
import { parseDashboardRange } from '@/lib/domain/analytics/dashboard-range';
import { eventsPerDay, funnel, getAnalyticsDashboard, MAX_EVENT_SERIES, OTHER_SERIES, trafficSources, visitorEvents, webVitalsP75 } from '@/lib/server/services/analytics-dashboard';
import { setupTestDatabase, teardownTestDatabase } from '../support/test-db';

const today = new Date('2026-05-20T12:00:00Z');
const range = parseDashboardRange({ from: '2026-05-18', to: '2026-05-20' }, today).range;
const at = (iso: string) => new Date(iso);

type Ev = { type: string; distinct?: string | null; user?: number | null; day?: string; data?: Record<string, unknown>; seq?: number; time?: string };

describe('analytics dashboard service', () => {
  let u1 = 0;
  let u2 = 0;
  beforeAll(async () => {
    await setupTestDatabase({ seed: false });
    const db = await getDb();
    const made = await db
      .insert(users)
      .values([
        { email: 'u1@test.dev', username: 'dash_u1', passwordHash: 'x' },
        { email: 'u2@test.dev', username: 'dash_u2', passwordHash: 'x' },
      ] as (typeof users.$inferInsert)[])
      .returning({ id: users.id });
    [u1, u2] = made.map((m) => m.id);
    const ev = (e: Ev) => ({
      eventUuid: randomUUID(),
      eventType: e.type,
      distinctId: e.distinct ?? null,
      userId: e.user ?? null,
      pageData: e.data ?? {},
      createdAt: at(e.day ?? '2026-05-19T10:00:00Z'),
      sequence: e.seq ?? null,
      eventTime: e.time ? at(e.time) : null,
      sessionId: e.distinct ? 1 : null,
      channel: 'collector',
    });
    await db.insert(analyticsEvents).values([
      // Visitor A: anonymous device dA, signs in as u1 at checkout; the server records the purchase with the user only.
      ev({ type: 'page_view', distinct: 'dA', seq: 1, time: '2026-05-19T10:00:00Z' }),
      ev({ type: 'shopping_cart', distinct: 'dA', data: { action: 'add' }, seq: 2, time: '2026-05-19T10:01:00Z' }),
      ev({ type: 'checkout', distinct: 'dA', user: u1, seq: 3, time: '2026-05-19T10:02:00Z' }),
      ev({ type: 'purchase', user: u1 }),
      // Visitor B: removes only. Visitor C: adds. u2: a purchase without a tracked visit.
      ev({ type: 'page_view', distinct: 'dB' }),
      ev({ type: 'shopping_cart', distinct: 'dB', data: { action: 'remove' } }),
      ev({ type: 'page_view', distinct: 'dC', day: '2026-05-20T09:00:00Z' }),
      ev({ type: 'shopping_cart', distinct: 'dC', day: '2026-05-20T09:00:00Z' }),
      ev({ type: 'purchase', user: u2 }),
      // Outside the range.
      ev({ type: 'page_view', distinct: 'dA', day: '2026-05-10T10:00:00Z' }),
      ev({ type: 'page_view', distinct: 'dZ', day: '2026-05-21T00:00:00Z' }),
      // Ten rare types: more than the chart draws.
      ...Array.from({ length: 10 }, (_, i) => ev({ type: `rare_${i}`, distinct: 'dR' })),
    ]);
    await db.insert(channelRegistrations).values([
      { distinctId: 'dA', url: 'https://c.test/', queryParams: {}, source: 'Directo', createdAt: at('2026-05-19T10:00:00Z') },
      { distinctId: 'dB', url: 'https://c.test/', queryParams: {}, source: 'www.google.com', createdAt: at('2026-05-19T10:00:00Z') },
      { distinctId: 'dC', url: 'https://c.test/', queryParams: {}, source: 'www.google.com', createdAt: at('2026-05-20T10:00:00Z') },
      { distinctId: 'dC', url: 'https://c.test/', queryParams: {}, source: 'www.google.com', createdAt: at('2026-05-20T11:00:00Z') },
      { distinctId: 'dX', url: 'https://c.test/', queryParams: {}, source: 'old', createdAt: at('2026-04-01T10:00:00Z') },
    ]);
    await db.insert(performanceEntries).values([
      ...[100, 200, 300, 400].map((value) => ({ metric: 'LCP', value, page: 'home', currentUrl: 'https://c.test/', createdAt: at('2026-05-19T10:00:00Z') })),
      { metric: 'CLS', value: 0.02, page: 'home', currentUrl: 'https://c.test/', createdAt: at('2026-05-19T10:00:00Z') },
      { metric: 'LCP', value: 999_999, page: 'home', currentUrl: 'https://c.test/', createdAt: at('2026-03-01T10:00:00Z') },
    ]);
  });
  afterAll(teardownTestDatabase);

  it('counts events per type and UTC day within the range, summing rare types as other', async () => {
    const db = await getDb();
    const series = await eventsPerDay(db, range);
    expect(series).toHaveLength(MAX_EVENT_SERIES);
    const pv = series.find((s) => s.eventType === 'page_view')!;
    expect(pv.perDay).toEqual([0, 2, 1]);
    expect(pv.total).toBe(3);
    const other = series.find((s) => s.eventType === OTHER_SERIES)!;
    expect(series[series.length - 1]).toBe(other);
    expect(series.reduce((n, s) => n + s.total, 0)).toBe(19);
  });

  it('builds the funnel visit → cart → checkout → purchase, stitching a device to its user', async () => {
    expect(await funnel(await getDb(), range)).toEqual([
      { stage: 'visit', visitors: 3 },
      { stage: 'cart', visitors: 2 },
      { stage: 'checkout', visitors: 1 },
      { stage: 'purchase', visitors: 1 },
    ]);
  });

  it('lists traffic sources by visits, with distinct visitors', async () => {
    expect(await trafficSources(await getDb(), range)).toEqual([
      { source: 'www.google.com', visits: 3, visitors: 2 },
      { source: 'Directo', visits: 1, visitors: 1 },
    ]);
  });

  it('computes p75 per page and metric', async () => {
    expect(await webVitalsP75(await getDb(), range)).toEqual([
      { page: 'home', metric: 'CLS', p75: 0.02, samples: 1 },
      { page: 'home', metric: 'LCP', p75: 325, samples: 4 },
    ]);
  });

  it("lists one visitor's events in the order they happened", async () => {
    const events = await visitorEvents(await getDb(), range, 'dA');
    expect(events.map((e) => e.eventType)).toEqual(['page_view', 'shopping_cart', 'checkout']);
    expect(events.map((e) => e.sequence)).toEqual([1, 2, 3]);
  });

  it('puts it all together, with totals', async () => {
    const withVisitor = parseDashboardRange({ from: '2026-05-18', to: '2026-05-20', visitor: 'dC' }, today).range;
    const data = await getAnalyticsDashboard(await getDb(), withVisitor);
    expect(data.days).toEqual(['2026-05-18', '2026-05-19', '2026-05-20']);
    expect(data.totals).toEqual({ events: 19, visitors: 6, sessions: 4 }); // dA, dB, dC, dR and the users of two server purchases
    expect(data.visitorEvents?.map((e) => e.eventType)).toEqual(['page_view', 'shopping_cart']);
    expect((await getAnalyticsDashboard(await getDb(), range)).visitorEvents).toBeNull();
  });
});
