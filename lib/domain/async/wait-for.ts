/**
 * The wait helper of spec §9 ("Wait helper polls every 1000 ms by default"): asks `check` at
 * once, then every `intervalMs`, until it answers something other than null, undefined or
 * false, and resolves with that answer. For things that announce themselves with no event (a
 * global a third-party script defines, an element another island renders).
 *
 * Each check waits for the previous one (a chain of timeouts, not an interval), so a slow async
 * check never overlaps itself. A check that throws ends the wait with its error.
 */

/** Spec §9: the default polling interval. */
export const WAIT_POLL_INTERVAL_MS = 1000;

export interface WaitOptions {
  /** Time between two checks (ms); spec §9 default 1000. */
  intervalMs?: number;
  /** Give up after this long (ms) with a WaitTimeoutError; no limit when absent. */
  timeoutMs?: number;
  /** Stops the wait with the signal's reason. */
  signal?: AbortSignal;
}

export class WaitTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`Waited ${timeoutMs} ms without the condition being met`);
    this.name = 'WaitTimeoutError';
  }
}

type Answer<T> = T | null | undefined | false;

export function waitFor<T>(check: () => Answer<T> | Promise<Answer<T>>, options: WaitOptions = {}): Promise<T> {
  const intervalMs = options.intervalMs ?? WAIT_POLL_INTERVAL_MS;
  const { timeoutMs, signal } = options;
  return new Promise<T>((resolve, reject) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let limit: ReturnType<typeof setTimeout> | undefined;
    let done = false;
    const finish = (settle: () => void) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      clearTimeout(limit);
      signal?.removeEventListener('abort', onAbort);
      settle();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    if (signal?.aborted) return onAbort();
    signal?.addEventListener('abort', onAbort, { once: true });
    if (timeoutMs !== undefined) limit = setTimeout(() => finish(() => reject(new WaitTimeoutError(timeoutMs))), timeoutMs);
    const poll = async () => {
      let answer: Answer<T>;
      try {
        answer = await check();
      } catch (error) {
        return finish(() => reject(error));
      }
      if (done) return;
      if (answer !== null && answer !== undefined && answer !== false) return finish(() => resolve(answer));
      timer = setTimeout(poll, intervalMs);
    };
    void poll();
  });
}
