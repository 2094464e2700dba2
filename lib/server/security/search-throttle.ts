/**
 * Search rate limit (issue 16 item 5): searches are counted per client address in fixed
 * windows; past the limit the API answers 429 with a translated message until the window
 * ends. A person typing in the menu's overlay sends at most a few searches a second (they are
 * debounced); a script looping over the endpoint is stopped within the first window.
 */
export const SEARCH_THROTTLE = {
  /** Searches allowed from one address in one window. */
  limit: 120,
  windowSeconds: 60,
} as const;

export type SearchThrottleDecision = { allowed: true } | { allowed: false; retryAfterSeconds: number };

/** The policy with `limit` searches a window (SEARCH_RATE_LIMIT, read by lib/server/env.ts; load benchmarks raise it). */
export function searchThrottlePolicy(limit: number = SEARCH_THROTTLE.limit): { limit: number; windowSeconds: number } {
  return { limit, windowSeconds: SEARCH_THROTTLE.windowSeconds };
}

/** After counting this search: allowed while the window's count is within the limit. */
export function searchThrottleDecision(counted: { count: number; resetSeconds: number }, policy: { limit: number } = SEARCH_THROTTLE): SearchThrottleDecision {
  return counted.count <= policy.limit ? { allowed: true } : { allowed: false, retryAfterSeconds: Math.max(1, counted.resetSeconds) };
}

/** The rate-limit store key of a client address (a namespace of its own beside the login throttle's). */
export function searchAddressKey(address: string): string {
  return `search:addr:${address}`;
}
