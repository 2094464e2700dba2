/**
 * Merging pages of MainMenuNotifications (spec §4 "Notifications": "The list is shown from
 * cache and then refreshed. More are loaded by cursor paging. Duplicates are removed by id,
 * items are sorted by created_at newest first, and an unread subset is derived.").
 *
 * Pure and generic over the edge shape: the unit tests pass plain objects, the Apollo cache's
 * field policy (lib/client/notifications/cache-policy.ts) passes edges whose nodes are cache
 * references, read through `readField`.
 *
 * The order is the API's: created_timestamp (milliseconds) newest first, then the numeric
 * notification_id, highest first, so a merged list is in exactly the order the server pages in.
 */

export type NotificationPageInfo = {
  end_cursor: string | null;
  start_cursor: string | null;
  has_next_page: boolean;
  has_previous_page: boolean;
};

/** The notification page of spec §3 (errors, total_count, total_unread, edges, page_info). */
export type NotificationPageLike<E> = {
  total_count: number;
  total_unread: number;
  edges: readonly E[];
  page_info: NotificationPageInfo;
};

/** What the merge reads of an edge: its dedupe key and its place in the order. */
export type EdgeKey = { id: string; time: number; seq: number };

export type EdgeKeyOf<E> = (edge: E) => EdgeKey;

/** The edge shape of the API (node with id, created_timestamp and notification_id). */
export type PlainNotificationEdge = {
  cursor: string;
  node: { id: string; created_timestamp: number; notification_id: number; is_readed: boolean };
};

export const plainEdgeKey: EdgeKeyOf<PlainNotificationEdge> = (edge) => ({
  id: edge.node.id,
  time: edge.node.created_timestamp,
  seq: edge.node.notification_id,
});

/** Newest first, then the higher sequence (and id) first: negative when `a` comes before `b`. */
export function compareNewestFirst(a: EdgeKey, b: EdgeKey): number {
  return b.time - a.time || (b.seq || 0) - (a.seq || 0) || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);
}

/** Removes duplicates by id (the first occurrence wins) and sorts newest first. */
export function dedupeEdges<E>(edges: readonly E[], keyOf: EdgeKeyOf<E>): E[] {
  const seen = new Set<string>();
  const unique: { edge: E; key: EdgeKey }[] = [];
  for (const edge of edges) {
    const key = keyOf(edge);
    if (seen.has(key.id)) continue;
    seen.add(key.id);
    unique.push({ edge, key });
  }
  return unique.sort((a, b) => compareNewestFirst(a.key, b.key)).map((u) => u.edge);
}

/**
 * Merges a page that just arrived (`incoming`) into what is already shown (`existing`):
 *
 * - items of both, deduplicated by id (the incoming copy wins: it is fresher, e.g. read since)
 *   and sorted newest first;
 * - counts (total_count, total_unread) and errors from the incoming page, the newest answer;
 * - a continuation page (one fetched with `after`, so has_previous_page) extends the list:
 *   its end_cursor and has_next_page become the list's;
 * - a first page (a refresh) adds what is new at the top and keeps the pages loaded below it,
 *   as long as it reaches them; if more arrived than one page holds, a gap would be left
 *   between the new first page and the old items, so the refreshed first page replaces them.
 */
export function mergeNotificationPages<E, P extends NotificationPageLike<E>>(existing: P | null | undefined, incoming: P, keyOf: EdgeKeyOf<E>): P {
  if (!existing || existing.edges.length === 0) return incoming;
  const continuation = incoming.page_info.has_previous_page;

  if (!continuation) {
    const incomingLast = incoming.edges.at(-1);
    const reaches =
      !incoming.page_info.has_next_page || (incomingLast !== undefined && compareNewestFirst(keyOf(incomingLast), keyOf(existing.edges[0])) >= 0);
    if (!reaches || incomingLast === undefined) return incoming;
  }

  const edges = dedupeEdges([...incoming.edges, ...existing.edges], keyOf);
  const last = edges.at(-1);
  let tail: Pick<NotificationPageInfo, 'end_cursor' | 'has_next_page'>;
  if (continuation) {
    tail = { end_cursor: incoming.page_info.end_cursor ?? existing.page_info.end_cursor, has_next_page: incoming.page_info.has_next_page };
  } else {
    // A refresh: the tail is that of whichever page holds the oldest item.
    const existingLast = existing.edges.at(-1)!;
    const existingGoesFurther = last !== undefined && keyOf(last).id === keyOf(existingLast).id && !incoming.edges.some((e) => keyOf(e).id === keyOf(existingLast).id);
    tail = existingGoesFurther
      ? { end_cursor: existing.page_info.end_cursor, has_next_page: existing.page_info.has_next_page }
      : { end_cursor: incoming.page_info.end_cursor, has_next_page: incoming.page_info.has_next_page };
  }

  return {
    ...existing,
    ...incoming,
    edges,
    page_info: {
      ...existing.page_info,
      ...incoming.page_info,
      start_cursor: continuation ? existing.page_info.start_cursor : incoming.page_info.start_cursor,
      has_previous_page: continuation ? existing.page_info.has_previous_page : incoming.page_info.has_previous_page,
      ...tail,
    },
  };
}

/**
 * The variables of the next page (spec §7: "paging uses the last end cursor and the last
 * item's created_timestamp"), or null when there is no next page.
 */
export function nextPageVariables<E>(
  page: NotificationPageLike<E> | null | undefined,
  createdTimestampOf: (edge: E) => number,
): { after: string; created_timestamp: number } | null {
  if (!page?.page_info.has_next_page || !page.page_info.end_cursor) return null;
  const last = page.edges.at(-1);
  if (last === undefined) return null;
  return { after: page.page_info.end_cursor, created_timestamp: createdTimestampOf(last) };
}

/** The unread subset, in list order (spec §4). */
export function unreadEdges<E extends { node: { is_readed: boolean } }>(edges: readonly E[]): E[] {
  return edges.filter((edge) => !edge.node.is_readed);
}
