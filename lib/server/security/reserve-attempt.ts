import 'server-only';
import { throttleDecision, type ThrottleDecision } from '@/lib/server/security/login-throttle';
import type { RateLimitStore } from './rate-limit-store';

export type ThrottleCounter = { key: string; limit: number; windowSeconds: number };

/**
 * Reserves one attempt in every counter at once (atomic increments), then decides on the counts
 * that include it (issue 17 item 6: check-then-increment let 7 of 25 concurrent tries through;
 * increment-then-check lets exactly `limit` through). A refused attempt gives its places back at
 * once, so refusals never extend or start a window.
 */
export async function reserveAttempt(store: RateLimitStore, counters: readonly ThrottleCounter[]): Promise<ThrottleDecision> {
  const states = await Promise.all(counters.map((c) => store.increment(c.key, c.windowSeconds)));
  const decision = throttleDecision(counters.map((c, i) => ({ state: states[i], limit: c.limit })));
  if (!decision.allowed) await Promise.all(counters.map((c) => store.release(c.key)));
  return decision;
}
