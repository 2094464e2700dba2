/**
 * A page_view as the browser's tracker uploads it to /api/v3/collect/ (lib/domain/analytics/event-builder.ts),
 * numbered `n` (its uuid, time and sequence follow from it); `extra` overrides any field.
 */
export function collectEvent(uuid: (n: number) => string, n: number, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    event_uuid: uuid(n),
    event_type: 'page_view',
    app_platform: 'web',
    api_version: 2,
    distinct_id: 'visitor-1',
    item_id: null,
    item_type: null,
    path: '/blog/',
    origin_path: null,
    page_identifier: 'blog',
    page_data: { page_name: 'blog' },
    session_id: 1_760_000_000_000,
    event_time: 1_760_000_000_000 + n,
    sequence: n,
    user_id: null,
    user_properties: null,
    attribution: null,
    user_agent: 'Mozilla/5.0',
    ...extra,
  };
}
