import { publicAnalyticsKey } from '@/lib/domain/config/public-env';
import { DEFAULT_ANALYTICS_KEY } from './constants';

/**
 * The analytics client key: the variable's value, or the default when the variable is absent.
 * Set to an empty value, analytics is off: the client drops its events (spec §8 "Analytics key
 * unset: events dropped") and the collector refuses every batch.
 */
export function configuredKey(value: string | undefined = publicAnalyticsKey()): string {
  return value === undefined ? DEFAULT_ANALYTICS_KEY : value.trim();
}
