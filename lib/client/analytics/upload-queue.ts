/**
 * The batching upload queue of the analytics client (spec §8, §9): events wait in
 * localStorage (so a reload loses nothing, at most 1000 kept: the oldest go first), and are
 * uploaded to our collector in batches of 100 — every 30 s, or at once when 30 are waiting.
 * HTTP 413 halves the batch and retries (a batch of one is dropped); 5xx, 408, 429 and network
 * errors keep the events for the next period; other 4xx drop the batch (it can never succeed).
 *
 * Storage, transport, clock and timers are injected: tests run it with fakes. Several tabs
 * share the stored queue: every change re-reads it, and the collector stores each event
 * uuid once, so two tabs sending the same event never duplicate it.
 */
import { BATCH_SIZE, MAX_SAVED_EVENTS, QUEUE_STORAGE_KEY, UPLOAD_PERIOD_MS, UPLOAD_THRESHOLD } from '@/lib/domain/analytics/constants';
import { buildUploadBody } from '@/lib/domain/analytics/collect-format';

/** An event in the queue: anything JSON with its uuid. */
export type QueuedEvent = { event_uuid: string } & Record<string, unknown>;

export interface QueueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

export type UploadStatus = number | null; // null: network error

export interface UploadQueueDeps {
  /** localStorage, or null for a memory-only queue. */
  storage: QueueStorage | null;
  /** POSTs a JSON body to the collector; resolves with the HTTP status (rejects on network errors). */
  send: (body: string) => Promise<number>;
  /** The client key of the upload body. */
  clientKey: string;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
  log?: (message: string, detail?: unknown) => void;
  storageKey?: string;
  batchSize?: number;
  threshold?: number;
  periodMs?: number;
  maxSaved?: number;
}

export type UploadOutcome = 'sent' | 'too-large' | 'rejected' | 'retry-later';

/** What an upload's HTTP status means for its batch. */
export function classifyUploadStatus(status: UploadStatus): UploadOutcome {
  if (status === null) return 'retry-later';
  if (status >= 200 && status < 300) return 'sent';
  if (status === 413) return 'too-large';
  if (status === 408 || status === 429 || status >= 500) return 'retry-later';
  return 'rejected';
}

/**
 * After a 413 (spec §8): the batch size halves (never below 1); a batch of one event is
 * dropped, since it can never get smaller.
 */
export function afterTooLarge(batchSize: number, batchLength: number): { batchSize: number; drop: boolean } {
  if (batchLength <= 1) return { batchSize: 1, drop: true };
  return { batchSize: Math.max(1, Math.floor(Math.min(batchSize, batchLength) / 2)), drop: false };
}

/** The newest `max` events (spec §9 "max saved 1000"): the oldest are dropped. */
export function trimToMaxSaved<T>(events: readonly T[], max: number = MAX_SAVED_EVENTS): T[] {
  return events.length > max ? events.slice(events.length - max) : [...events];
}

/** Whether enough events wait to upload before the period ends (spec §9 "upload threshold 30"). */
export function reachedThreshold(length: number, threshold: number = UPLOAD_THRESHOLD): boolean {
  return length >= threshold;
}

function isQueuedEvent(value: unknown): value is QueuedEvent {
  return Boolean(value) && typeof value === 'object' && typeof (value as { event_uuid?: unknown }).event_uuid === 'string';
}

/** A stored queue read back; anything malformed is ignored. */
export function parseStoredQueue(raw: string | null): QueuedEvent[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return Array.isArray(parsed) ? parsed.filter(isQueuedEvent) : [];
  } catch {
    return [];
  }
}

export class UploadQueue {
  private readonly deps: Required<Omit<UploadQueueDeps, 'storage' | 'log'>> & Pick<UploadQueueDeps, 'storage' | 'log'>;
  private memory: QueuedEvent[] = [];
  private useMemory: boolean;
  private timer: unknown = null;
  private inflight: Promise<void> | null = null;
  /** Current batch size: 100, halved after each 413. */
  batchSize: number;

  constructor(deps: UploadQueueDeps) {
    this.deps = {
      now: () => Date.now(),
      setTimer: (fn, ms) => setTimeout(fn, ms),
      clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      storageKey: QUEUE_STORAGE_KEY,
      batchSize: BATCH_SIZE,
      threshold: UPLOAD_THRESHOLD,
      periodMs: UPLOAD_PERIOD_MS,
      maxSaved: MAX_SAVED_EVENTS,
      ...deps,
    };
    this.batchSize = this.deps.batchSize;
    this.useMemory = deps.storage === null;
  }

  /** The events waiting, oldest first. */
  events(): QueuedEvent[] {
    if (this.useMemory) return [...this.memory];
    try {
      return parseStoredQueue(this.deps.storage!.getItem(this.deps.storageKey));
    } catch {
      this.useMemory = true;
      return [...this.memory];
    }
  }

  get length(): number {
    return this.events().length;
  }

  private write(events: QueuedEvent[]): void {
    const kept = trimToMaxSaved(events, this.deps.maxSaved);
    if (!this.useMemory) {
      try {
        if (kept.length === 0) this.deps.storage!.removeItem(this.deps.storageKey);
        else this.deps.storage!.setItem(this.deps.storageKey, JSON.stringify(kept));
        return;
      } catch (error) {
        // Full or blocked storage: carry on in memory for the rest of the page's life.
        this.deps.log?.('storage unavailable, queue kept in memory', error);
        this.useMemory = true;
      }
    }
    this.memory = kept;
  }

  /** Queues one event; uploads at once past the threshold, else within the period. */
  add(event: QueuedEvent): void {
    const events = this.events();
    events.push(event);
    this.write(events);
    if (reachedThreshold(events.length, this.deps.threshold)) {
      // An upload already running may have read the queue before this event: check afterwards.
      void this.flush().then(() => {
        if (this.length > 0) this.schedule(this.deps.periodMs);
      });
    } else {
      this.schedule(this.deps.periodMs);
    }
  }

  /** Uploads what was stored by an earlier page (after a reload) without waiting a period. */
  resume(): void {
    if (this.length > 0) this.schedule(0);
  }

  private schedule(ms: number): void {
    if (this.timer !== null) return;
    this.timer = this.deps.setTimer(() => {
      this.timer = null;
      void this.flush();
    }, ms);
  }

  private cancelTimer(): void {
    if (this.timer === null) return;
    this.deps.clearTimer(this.timer);
    this.timer = null;
  }

  private remove(uuids: ReadonlySet<string>): void {
    this.write(this.events().filter((e) => !uuids.has(e.event_uuid)));
  }

  /**
   * Uploads every waiting event now, batch by batch; one upload at a time per tab. `send`
   * replaces the transport for this run (keepalive requests when the page is hidden).
   */
  flush(send: (body: string) => Promise<number> = this.deps.send): Promise<void> {
    if (this.inflight) return this.inflight;
    this.cancelTimer();
    this.inflight = this.drain(send).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async drain(send: (body: string) => Promise<number>): Promise<void> {
    for (;;) {
      const waiting = this.events();
      if (waiting.length === 0) return;
      const batch = waiting.slice(0, this.batchSize);
      const body = JSON.stringify(buildUploadBody(this.deps.clientKey, batch, this.deps.now()));
      let status: UploadStatus;
      try {
        status = await send(body);
      } catch {
        status = null;
      }
      const outcome = classifyUploadStatus(status);
      const uuids = new Set(batch.map((e) => e.event_uuid));
      if (outcome === 'sent') {
        this.remove(uuids);
      } else if (outcome === 'rejected') {
        this.deps.log?.(`batch of ${batch.length} rejected with HTTP ${status}: dropped`);
        this.remove(uuids);
      } else if (outcome === 'too-large') {
        const next = afterTooLarge(this.batchSize, batch.length);
        this.batchSize = next.batchSize;
        if (next.drop) {
          this.deps.log?.('event too large even alone (HTTP 413): dropped', batch[0]?.event_uuid);
          this.remove(uuids);
        } else {
          this.deps.log?.(`HTTP 413: batch size halved to ${next.batchSize}`);
        }
      } else {
        this.deps.log?.(`upload failed (${status ?? 'network'}): kept for the next period`);
        this.schedule(this.deps.periodMs);
        return;
      }
    }
  }
}
