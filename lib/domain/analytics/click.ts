/**
 * `click` events (spec §7) without wiring: any element with `data-track-click="<name>"` (or
 * inside one) is tracked when clicked, by one document listener of the analytics root.
 * Optional attributes: `data-track-event` (another event type, e.g. 'download'),
 * `data-track-detail` (source_detail), `data-track-item-id` and `data-track-item-type`.
 *
 *   <Box {...trackClickProps('home-hero', { detail: 'cta' })}>…links…</Box>
 */
import type { TrackEvent } from './event-builder';
import type { EventType } from './event-types';
import { isValidEventName } from './event-name';

export const TRACK_CLICK_ATTRIBUTE = 'data-track-click';

export type TrackClickOptions = { event?: EventType; detail?: string; itemId?: string | number; itemType?: string };

/** The data attributes to spread on an element so its clicks are tracked. */
export function trackClickProps(name: string, options: TrackClickOptions = {}): Record<string, string> {
  const props: Record<string, string> = { [TRACK_CLICK_ATTRIBUTE]: name };
  if (options.event) props['data-track-event'] = options.event;
  if (options.detail) props['data-track-detail'] = options.detail;
  if (options.itemId !== undefined) props['data-track-item-id'] = String(options.itemId);
  if (options.itemType) props['data-track-item-type'] = options.itemType;
  return props;
}

export type TrackDataset = { trackClick?: string; trackEvent?: string; trackDetail?: string; trackItemId?: string; trackItemType?: string };

/**
 * The event of a click on an element with tracking attributes (its `dataset`), or null when
 * it has none. `href` is the link that was followed (the clicked anchor's, if any).
 */
export function clickEvent(dataset: TrackDataset, href: string | null, sourcePage: string): TrackEvent | null {
  const name = dataset.trackClick?.trim();
  if (!name) return null;
  const type = dataset.trackEvent?.trim();
  return {
    eventType: type && isValidEventName(type) ? type : 'click',
    itemId: dataset.trackItemId ?? null,
    itemType: dataset.trackItemType ?? null,
    data: { name, href, source_page: sourcePage, source_detail: dataset.trackDetail ?? null },
  };
}
