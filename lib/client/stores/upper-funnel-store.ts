/**
 * Upper-funnel intent (spec §4): set from the URL (only listed values, spec §5), can be set or
 * cleared, and records the current URL when set. One small zustand store; the analytics root
 * sets it on page loads and page views carry it.
 */
import { createStore } from 'zustand/vanilla';
import { upperFunnelIntent, upperFunnelIntentFromUrl, type UpperFunnelIntent } from '@/lib/domain/analytics/upper-funnel';

export const upperFunnelStore = createStore<{ intent: UpperFunnelIntent | null }>(() => ({ intent: null }));

/** Sets the intent when both values are listed; records `currentUrl`. Returns whether it was set. */
export function setUpperFunnelIntent(jobToBeDone: unknown, source: unknown, currentUrl: string): boolean {
  const intent = upperFunnelIntent(jobToBeDone, source, currentUrl);
  if (intent) upperFunnelStore.setState({ intent });
  return intent !== null;
}

/** Reads the intent from a page address; an address without a valid one leaves the current intent. */
export function setUpperFunnelIntentFromUrl(url: string): boolean {
  const intent = upperFunnelIntentFromUrl(url);
  if (intent) upperFunnelStore.setState({ intent });
  return intent !== null;
}

export function clearUpperFunnelIntent(): void {
  upperFunnelStore.setState({ intent: null });
}

export function getUpperFunnelIntent(): UpperFunnelIntent | null {
  return upperFunnelStore.getState().intent;
}
