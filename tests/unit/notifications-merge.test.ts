/**
 * Spec §4 "Notifications": "The list is shown from cache and then refreshed. More are loaded by
 * cursor paging. Duplicates are removed by id, items are sorted by created_at newest first, and
 * an unread subset is derived." Spec §7: "paging uses the last end cursor and the last item's
 * created_timestamp". Spec §9: relative-time wording switches at 60 s, 60 min, 24 h, 30 days
 * and 12 months.
 */
import { describe, expect, it } from 'vitest';
import {
  compareNewestFirst,
  dedupeEdges,
  mergeNotificationPages,
  nextPageVariables,
  plainEdgeKey,
  unreadEdges,
  type NotificationPageLike,
  type PlainNotificationEdge,
} from '@/lib/domain/notifications/merge-pages';
import { relativeTimeUnit } from '@/lib/domain/notifications/relative-time';
import { boundFromTimestamp, decodeNotificationCursor, encodeNotificationCursor } from '@/lib/server/services/notifications';

const T0 = Date.UTC(2026, 4, 10, 12, 0, 0);

function edge(id: number, minutesAgo: number, isRead = false): PlainNotificationEdge {
  const time = T0 - minutesAgo * 60_000;
  return { cursor: `c${id}`, node: { id: `N${id}`, notification_id: id, created_timestamp: time, is_readed: isRead } };
}

type Page = NotificationPageLike<PlainNotificationEdge>;

function page(edges: PlainNotificationEdge[], info: Partial<Page['page_info']> = {}, counts: Partial<Pick<Page, 'total_count' | 'total_unread'>> = {}): Page {
  return {
    total_count: counts.total_count ?? 100,
    total_unread: counts.total_unread ?? 5,
    edges,
    page_info: { start_cursor: edges[0]?.cursor ?? null, end_cursor: edges.at(-1)?.cursor ?? null, has_next_page: true, has_previous_page: false, ...info },
  };
}

const ids = (p: Page) => p.edges.map((e) => e.node.notification_id);
const merge = (a: Page | undefined, b: Page) => mergeNotificationPages(a, b, plainEdgeKey);

describe('notification list order and dedupe (spec §4)', () => {
  it('sorts newest first; the same millisecond falls back to the higher id, as the API pages', () => {
    const sameTime = [edge(3, 5), edge(9, 5), edge(4, 5)];
    expect(dedupeEdges([edge(1, 60), ...sameTime, edge(2, 1)], plainEdgeKey).map((e) => e.node.notification_id)).toEqual([2, 9, 4, 3, 1]);
    expect(compareNewestFirst(plainEdgeKey(edge(1, 1)), plainEdgeKey(edge(2, 2)))).toBeLessThan(0);
  });

  it('removes duplicates by id; the first occurrence wins', () => {
    const fresh = edge(7, 10, true);
    const stale = edge(7, 10, false);
    const out = dedupeEdges([fresh, edge(8, 20), stale], plainEdgeKey);
    expect(out.map((e) => e.node.notification_id)).toEqual([7, 8]);
    expect(out[0]).toBe(fresh);
  });

  it('derives the unread subset in list order', () => {
    expect(unreadEdges([edge(1, 1), edge(2, 2, true), edge(3, 3)]).map((e) => e.node.notification_id)).toEqual([1, 3]);
  });
});

describe('mergeNotificationPages', () => {
  it('takes the first page as it is', () => {
    const first = page([edge(10, 1), edge(9, 2)]);
    expect(merge(undefined, first)).toBe(first);
  });

  it('appends a continuation page: no duplicates, newest first, its end cursor and has_next_page, fresh counts', () => {
    const first = page([edge(10, 1), edge(9, 2), edge(8, 3)], {}, { total_unread: 5 });
    // The next page repeats the boundary item (e.g. paged by created_timestamp alone).
    const second = page([edge(8, 3), edge(7, 4), edge(6, 5)], { has_previous_page: true, has_next_page: false }, { total_unread: 4, total_count: 101 });
    const merged = merge(first, second);
    expect(ids(merged)).toEqual([10, 9, 8, 7, 6]);
    expect(merged.page_info).toEqual({ start_cursor: 'c10', end_cursor: 'c6', has_next_page: false, has_previous_page: false });
    expect(merged).toMatchObject({ total_unread: 4, total_count: 101 });
  });

  it('an empty last page ends the list and keeps the last cursor', () => {
    const first = page([edge(10, 1), edge(9, 2)]);
    const merged = merge(first, page([], { has_previous_page: true, has_next_page: false, end_cursor: null }));
    expect(ids(merged)).toEqual([10, 9]);
    expect(merged.page_info).toMatchObject({ end_cursor: 'c9', has_next_page: false });
  });

  it('a refresh adds new items on top and keeps the pages loaded below it (shown from cache, then refreshed)', () => {
    const loaded = merge(page([edge(10, 10), edge(9, 20)]), page([edge(8, 30), edge(7, 40)], { has_previous_page: true, has_next_page: true }));
    // Two new notifications arrived; the refreshed first page (size 3) reaches item 10.
    const refresh = page([edge(12, 1), edge(11, 2, true), edge(10, 10, true)], { has_next_page: true }, { total_unread: 7 });
    const merged = merge(loaded, refresh);
    expect(ids(merged)).toEqual([12, 11, 10, 9, 8, 7]);
    expect(merged.edges.find((e) => e.node.notification_id === 10)!.node.is_readed).toBe(true); // the fresher copy
    expect(merged.page_info).toEqual({ start_cursor: 'c12', end_cursor: 'c7', has_next_page: true, has_previous_page: false });
    expect(merged.total_unread).toBe(7);
  });

  it('a refresh that does not reach the loaded items replaces them, so no gap is left', () => {
    const loaded = page([edge(10, 10), edge(9, 20)]);
    const refresh = page([edge(15, 1), edge(14, 2), edge(13, 3)], { has_next_page: true });
    expect(merge(loaded, refresh)).toBe(refresh);
  });

  it('a refresh that holds everything (no next page) merges and ends the list', () => {
    const loaded = page([edge(10, 10), edge(9, 20)], { has_next_page: true });
    const refresh = page([edge(11, 1), edge(10, 10), edge(9, 20)], { has_next_page: false });
    const merged = merge(loaded, refresh);
    expect(ids(merged)).toEqual([11, 10, 9]);
    expect(merged.page_info).toMatchObject({ end_cursor: 'c9', has_next_page: false });
  });

  it('an empty refresh empties the list', () => {
    const refresh = page([], { has_next_page: false }, { total_count: 0, total_unread: 0 });
    expect(merge(page([edge(1, 1)]), refresh)).toBe(refresh);
  });
});

describe('next page variables (spec §7)', () => {
  it('uses the last end cursor and the last item created_timestamp', () => {
    const p = page([edge(10, 1), edge(9, 2)]);
    expect(nextPageVariables(p, (e) => e.node.created_timestamp)).toEqual({ after: 'c9', created_timestamp: T0 - 120_000 });
    expect(nextPageVariables(page([edge(1, 1)], { has_next_page: false }), (e) => e.node.created_timestamp)).toBeNull();
    expect(nextPageVariables(null, () => 0)).toBeNull();
  });
});

describe('cursors', () => {
  it('round-trip the created_timestamp and id, and reject anything else', () => {
    const cursor = encodeNotificationCursor({ ms: T0, id: 42 });
    expect(decodeNotificationCursor(cursor)).toEqual({ ms: T0, id: 42 });
    for (const bad of ['', 'x', Buffer.from('Course:1').toString('base64'), Buffer.from('Notification:1:0').toString('base64'), Buffer.from(`Notification:${T0}:-1`).toString('base64'), `${cursor}!`]) {
      expect(decodeNotificationCursor(bad), bad).toBeNull();
    }
    // A timestamp alone bounds inclusively: after every item of that millisecond, before the next.
    expect(boundFromTimestamp(T0)).toEqual({ ms: T0 + 1, id: 0 });
  });
});

describe('relative time unit (spec §9: 60 s, 60 min, 24 h, 30 days, 12 months)', () => {
  const now = new Date(Date.UTC(2026, 4, 10, 12, 0, 0));
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it('switches at each threshold', () => {
    expect(relativeTimeUnit(ago(59_999), now)).toBe('second');
    expect(relativeTimeUnit(ago(60_000), now)).toBe('minute');
    expect(relativeTimeUnit(ago(59 * 60_000), now)).toBe('minute');
    expect(relativeTimeUnit(ago(60 * 60_000), now)).toBe('hour');
    expect(relativeTimeUnit(ago(24 * 3_600_000 - 1), now)).toBe('hour');
    expect(relativeTimeUnit(ago(24 * 3_600_000), now)).toBe('day');
    expect(relativeTimeUnit(ago(29 * 86_400_000), now)).toBe('day');
    expect(relativeTimeUnit(ago(30 * 86_400_000), now)).toBe('month');
    expect(relativeTimeUnit(new Date(Date.UTC(2025, 5, 10)), now)).toBe('month');
    expect(relativeTimeUnit(new Date(Date.UTC(2025, 4, 10)), now)).toBe('year');
  });
});
