/**
 * The event types of spec §7: the tracked types the user-activity endpoint knows and the
 * named events of the client. Any other name passing the format check (spec §5) is allowed.
 */
export const TRACKED_EVENT_TYPES = [
  'page_view', 'purchase', 'shopping_cart', 'click', 'trailer', 'comment', 'review', 'upload_project', 'enrollment',
  'recommendation_view', 'recommendation_position_click', 'recommendation_position_checkout', 'play', 'download',
  'read_article', 'checkout', 'search_click', 'product_pricing_view',
] as const;

export const NAMED_EVENTS = ['Course Saved', 'Course Unsaved', 'Search Opened', 'Render Signup'] as const;

export type TrackedEventType = (typeof TRACKED_EVENT_TYPES)[number];
export type NamedEvent = (typeof NAMED_EVENTS)[number];
/** Known names autocomplete; any other string is still accepted (and checked at run time). */
export type EventType = TrackedEventType | NamedEvent | (string & {});

export function isTrackedEventType(value: string): value is TrackedEventType {
  return (TRACKED_EVENT_TYPES as readonly string[]).includes(value);
}
