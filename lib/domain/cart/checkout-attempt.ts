/**
 * One purchase attempt at checkout and its idempotency key (issue 5 item 6). The key is made
 * once per attempt (crypto.randomUUID) and reused for every call of that attempt: a double click,
 * the automatic retry of a REQUIRES_RETRY answer, an explicit retry, a call whose answer was lost
 * (network error) — the server returns the same order and never charges twice. A DECLINED card
 * or a refused input ends the attempt: the next submit (another card) gets a new key. PAID ends
 * it too.
 */
import type { OrderStatus } from '@/graphql/generated/client/graphql';

/** Wait before the automatic retry of a REQUIRES_RETRY answer. */
export const AUTO_RETRY_DELAY_MS = 800;

/** How a call of the attempt ended, as far as the key is concerned. */
export type AttemptOutcome = OrderStatus | 'NETWORK_ERROR' | 'REFUSED';

export interface CheckoutAttempt {
  /** The key of the current attempt, made on first use. */
  key: () => string;
  /** Records an outcome: DECLINED, REFUSED and PAID end the attempt; the others keep its key. */
  settle: (outcome: AttemptOutcome) => void;
  /** The key in use, or null between attempts. */
  peek: () => string | null;
}

export function newIdempotencyKey(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  // Insecure contexts (plain http on a LAN address) lack randomUUID: 32 random hex digits.
  const bytes = new Uint8Array(16);
  c.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export function createCheckoutAttempt(makeKey: () => string = newIdempotencyKey): CheckoutAttempt {
  let current: string | null = null;
  return {
    key: () => (current ??= makeKey()),
    settle: (outcome) => {
      if (outcome === 'DECLINED' || outcome === 'REFUSED' || outcome === 'PAID') current = null;
    },
    peek: () => current,
  };
}

/** Whether an answer asks for the same attempt to be sent again. */
export function needsRetry(status: OrderStatus): boolean {
  return status === 'REQUIRES_RETRY' || status === 'PENDING';
}
