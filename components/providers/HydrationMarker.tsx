'use client';

import { useEffect } from 'react';

/** The attribute on <html> once React has hydrated the page (see HydrationMarker). */
export const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks <html> once the page has hydrated: until then a click on a button does nothing and a
 * link click may race the router's start-up. Browser tests wait for it before they click (a
 * network-idle wait is no proof of hydration), and styles may key on it.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
