/** Spec §9 "Wait helper polls every 1000 ms by default" (lib/domain/async/wait-for.ts). */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor, WaitTimeoutError, WAIT_POLL_INTERVAL_MS } from '@/lib/domain/async/wait-for';

describe('waitFor (spec §9 wait helper)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('polls every 1000 ms by default', () => {
    expect(WAIT_POLL_INTERVAL_MS).toBe(1000);
  });

  it('checks at once, then every 1000 ms, and resolves with the first answer that is not null, undefined or false', async () => {
    const answers = [undefined, null, false, 0, 'late'];
    const check = vi.fn(() => answers.shift());
    const waiting = waitFor(check);
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(999);
    expect(check).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(check).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(2000);
    // 0 is an answer: only null, undefined and false mean "not yet".
    await expect(waiting).resolves.toBe(0);
    expect(check).toHaveBeenCalledTimes(4);
  });

  it('waits for an async check before starting the next interval: checks never overlap', async () => {
    let running = 0;
    let most = 0;
    let calls = 0;
    const check = async () => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((r) => setTimeout(r, 300));
      running -= 1;
      calls += 1;
      return calls === 3 ? 'ok' : null;
    };
    const waiting = waitFor(check, { intervalMs: 100 });
    await vi.advanceTimersByTimeAsync(3 * 300 + 2 * 100);
    await expect(waiting).resolves.toBe('ok');
    expect(most).toBe(1);
  });

  it('gives up after timeoutMs with a WaitTimeoutError and checks no more', async () => {
    const check = vi.fn(() => null);
    const waiting = waitFor(check, { timeoutMs: 2500 });
    const outcome = expect(waiting).rejects.toBeInstanceOf(WaitTimeoutError);
    await vi.advanceTimersByTimeAsync(2500);
    await outcome;
    const calls = check.mock.calls.length;
    await vi.advanceTimersByTimeAsync(5000);
    expect(check.mock.calls.length).toBe(calls);
  });

  it('stops on abort with the signal’s reason, and at once when already aborted', async () => {
    const controller = new AbortController();
    const waiting = waitFor(() => null, { signal: controller.signal });
    const outcome = expect(waiting).rejects.toBe('left the page');
    controller.abort('left the page');
    await outcome;
    await expect(waitFor(() => 'x', { signal: AbortSignal.abort('gone') })).rejects.toBe('gone');
  });

  it('ends with the error of a check that throws', async () => {
    await expect(
      waitFor(() => {
        throw new Error('broken');
      }),
    ).rejects.toThrow('broken');
  });
});
