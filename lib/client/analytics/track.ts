/**
 * The one tracking API of the product:
 *
 *   import { track } from '@/lib/client/analytics/track';
 *   track({ eventType: 'click', itemId: 42, itemType: 'course', data: { source_detail: 'hero' } });
 *
 * Fire and forget: the event is queued (until the analytics client has started, spec §4),
 * batched and uploaded to our collector; a reload or a failed upload loses nothing. Returns
 * the event's uuid, or null when the event is refused at once (its name fails the format
 * check of spec §5). Never throws, safe to call during render effects and on the server (a
 * no-op there).
 *
 * Use `trackActivity` (./track-activity.ts) instead only when the caller needs the server's
 * answer or redirects right after the call (spec §7 user-activity).
 */
import { analytics } from './client';
import type { TrackEvent } from '@/lib/domain/analytics/event-builder';

export type { TrackEvent } from '@/lib/domain/analytics/event-builder';

export function track(event: TrackEvent): string | null {
  if (typeof window === 'undefined') return null;
  return analytics.track(event);
}
