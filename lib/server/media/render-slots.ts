/**
 * A bound on work running at once (issue 17 item 8: eight parallel 0.65 s image renders stalled
 * the whole site on two cores). `run` starts the task when one of `slots` is free, else queues
 * it; when `maxQueued` tasks already wait it refuses at once with `SlotsBusyError`, so a burst
 * cannot pile up unbounded work — the caller answers something cheaper instead.
 */
export class SlotsBusyError extends Error {
  constructor() {
    super('all render slots are busy');
    this.name = 'SlotsBusyError';
  }
}

export class RenderSlots {
  private running = 0;
  private readonly waiting: Array<() => void> = [];

  constructor(
    private readonly slots: number,
    private readonly maxQueued: number,
  ) {}

  get active(): number {
    return this.running;
  }

  get queued(): number {
    return this.waiting.length;
  }

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.slots) {
      if (this.waiting.length >= this.maxQueued) throw new SlotsBusyError();
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // Hand the slot straight to the next waiter (running stays the same), or free it.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}
