'use client';

import { useSyncExternalStore } from 'react';
import { COUNTRY_ATTRIBUTE, normalizeCountryCode } from '@/lib/domain/country/visitor-country';

function subscribe(onChange: () => void): () => void {
  // The footer's selector changes the attribute (lib/client/country/country-preference.ts).
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COUNTRY_ATTRIBUTE] });
  return () => observer.disconnect();
}

const read = () => normalizeCountryCode(document.documentElement.getAttribute(COUNTRY_ATTRIBUTE));

/**
 * The visitor's country as the head script put it on <html> (lib/domain/country/visitor-country.ts),
 * or null on the server and while hydrating: cached markup is the same for every country, and
 * what depends on it (the menu's micro-degrees) is only seen once the page runs.
 */
export function useVisitorCountry(): string | null {
  return useSyncExternalStore(subscribe, read, () => null);
}
