import 'server-only';
import { clientAddress } from '@/lib/server/security/client-address.mjs';
import { searchAddressKey, searchThrottleDecision, searchThrottlePolicy, type SearchThrottleDecision } from '@/lib/server/security/search-throttle';
import { rateLimitStore } from './rate-limit-store';
import { serverEnv } from '@/lib/server/env';

// One count per HTTP request: the overlay's operation asks for courses and suggestions at once.
const decided = new WeakMap<Request, Promise<SearchThrottleDecision>>();

/**
 * Counts one search for the request's client address (Redis when REDIS_URL is set, memory
 * otherwise: lib/server/security/rate-limit-store.ts) and says whether it may run.
 */
export function searchRateDecision(request: Request): Promise<SearchThrottleDecision> {
  const existing = decided.get(request);
  if (existing) return existing;
  const policy = searchThrottlePolicy(serverEnv().searchRateLimit);
  const decision = rateLimitStore()
    .increment(searchAddressKey(clientAddress(request.headers)), policy.windowSeconds)
    .then((counted) => searchThrottleDecision(counted, policy));
  decided.set(request, decision);
  return decision;
}
