/**
 * Analytics start-up (spec §4): events are queued until the client is initialised; once
 * ready the queue is flushed; if initialisation errors, the queued callbacks run at once and
 * later events run directly. The queue holds at most 512 callbacks (spec §9), dropping the
 * newest beyond.
 */
import { PENDING_QUEUE_MAX } from '@/lib/domain/analytics/constants';

export type GateState = 'pending' | 'ready' | 'failed';

export interface InitGate {
  readonly state: GateState;
  /** Number of callbacks waiting. */
  readonly size: number;
  /** Runs `fn` now when initialised (or failed), else queues it; false when it was dropped (queue full). */
  run(fn: () => void): boolean;
  /** Initialisation succeeded: runs the queue in order. */
  ready(): void;
  /** Initialisation failed: runs the queue at once; later callbacks run directly. */
  fail(): void;
}

export function createInitGate(max: number = PENDING_QUEUE_MAX): InitGate {
  let state: GateState = 'pending';
  let queue: Array<() => void> = [];
  const drain = () => {
    const waiting = queue;
    queue = [];
    for (const fn of waiting) {
      try {
        fn();
      } catch {
        // One failing callback never stops the others.
      }
    }
  };
  return {
    get state() {
      return state;
    },
    get size() {
      return queue.length;
    },
    run(fn) {
      if (state !== 'pending') {
        fn();
        return true;
      }
      if (queue.length >= max) return false;
      queue.push(fn);
      return true;
    },
    ready() {
      if (state !== 'pending') return;
      state = 'ready';
      drain();
    },
    fail() {
      if (state !== 'pending') return;
      state = 'failed';
      drain();
    },
  };
}
