import type { TrackEvent } from '@/lib/domain/analytics/event-builder';

/**
 * track() (./track.ts) for the islands of a page's first load: the analytics client and its
 * upload queue load with the first event instead of with the page (issue 14 item 3; they are
 * usually there already, AnalyticsRoot loads them once the page is idle). The event keeps the
 * moment it happened. Fire and forget, like track(); a chunk that cannot load loses the event.
 */
export function trackLazily(event: TrackEvent): void {
  const stamped = { ...event, time: event.time ?? Date.now() };
  void import('./track').then(({ track }) => track(stamped)).catch(() => {});
}
