/** Issue 17 item 8: image renders are bounded — so many at once, so many waiting, the rest refused. */
import { describe, expect, it } from 'vitest';
import { RenderSlots, SlotsBusyError } from '@/lib/server/media/render-slots';

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe('RenderSlots', () => {
  it('runs at most `slots` tasks at once, queues up to `maxQueued`, refuses the rest', async () => {
    const slots = new RenderSlots(1, 2);
    const gates = [deferred(), deferred(), deferred()];
    const order: number[] = [];
    const runs = gates.map((gate, i) =>
      slots.run(async () => {
        order.push(i);
        await gate.promise;
        return i;
      }),
    );
    await Promise.resolve();
    expect(slots.active).toBe(1);
    expect(slots.queued).toBe(2);
    await expect(slots.run(async () => 99)).rejects.toBeInstanceOf(SlotsBusyError);
    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual([0, 1, 2]);
    expect(slots.active).toBe(0);
    expect(slots.queued).toBe(0);
  });

  it('frees the slot when a task fails', async () => {
    const slots = new RenderSlots(1, 0);
    await expect(slots.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await slots.run(async () => 'next')).toBe('next');
    expect(slots.active).toBe(0);
  });
});
