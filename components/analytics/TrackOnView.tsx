'use client';

import { useEffect, useRef } from 'react';
import type { TrackEvent } from '@/lib/client/analytics/track';
import { trackLazily } from '@/lib/client/analytics/track-lazily';

/**
 * Tracks `event` once, when this marker scrolls into view: the real moment of events such as
 * `read_article` (the end of the article is reached) or `product_pricing_view` (the prices are
 * on screen). Without IntersectionObserver it tracks on mount. Renders an empty, hidden marker.
 */
export function TrackOnView({ event, rootMargin = '0px' }: { event: TrackEvent; rootMargin?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  const sent = useRef(false);
  const latest = useRef(event);
  useEffect(() => {
    latest.current = event;
  });

  useEffect(() => {
    const node = ref.current;
    if (!node || sent.current) return;
    const send = () => {
      if (sent.current) return;
      sent.current = true;
      // The event keeps the moment it came into view (trackLazily stamps it now).
      trackLazily(latest.current);
    };
    if (typeof IntersectionObserver === 'undefined') {
      send();
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          send();
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [rootMargin]);

  return <div ref={ref} aria-hidden data-track-on-view={event.eventType} style={{ height: 1, width: '100%' }} />;
}
