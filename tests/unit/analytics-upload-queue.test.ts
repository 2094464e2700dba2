import { describe, expect, it } from 'vitest';
import { afterTooLarge, classifyUploadStatus, parseStoredQueue, reachedThreshold, trimToMaxSaved, UploadQueue, type QueueStorage } from '@/lib/client/analytics/upload-queue';
import { QUEUE_STORAGE_KEY } from '@/lib/domain/analytics/constants';
import { collectBody } from '@/lib/domain/analytics/collect-schema';

/** localStorage stand-in; `failWrites` makes setItem throw like a full quota. */
function fakeStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  const storage: QueueStorage & { failWrites: boolean; data: Map<string, string> } = {
    data,
    failWrites: false,
    getItem: (k) => data.get(k) ?? null,
    setItem(k, v) {
      if (storage.failWrites) throw Object.assign(new Error('quota'), { name: 'QuotaExceededError' });
      data.set(k, v);
    },
    removeItem: (k) => void data.delete(k),
  };
  return storage;
}

/** Manual timers: `advance(ms)` runs what is due. */
function fakeClock() {
  let now = 0;
  let timers: Array<{ at: number; fn: () => void; id: number }> = [];
  let ids = 0;
  return {
    now: () => now,
    setTimer: (fn: () => void, ms: number) => {
      const id = ++ids;
      timers.push({ at: now + ms, fn, id });
      return id;
    },
    clearTimer: (id: unknown) => {
      timers = timers.filter((t) => t.id !== id);
    },
    pending: () => timers.length,
    async advance(ms: number) {
      now += ms;
      for (;;) {
        const due = timers.filter((t) => t.at <= now).sort((a, b) => a.at - b.at);
        if (due.length === 0) break;
        timers = timers.filter((t) => t !== due[0]);
        due[0].fn();
        await settle();
      }
      await settle();
    },
  };
}

const settle = async () => {
  for (let i = 0; i < 20; i++) await Promise.resolve();
};

const ev = (i: number) => ({ event_uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, event_type: 'page_view', n: i });

/** A transport answering with `statuses(batch)` and recording every batch it saw. */
function transport(status: (batch: { event_uuid: string }[]) => number | 'network' = () => 200) {
  const batches: string[][] = [];
  const send = async (body: string) => {
    const parsed = collectBody.parse(JSON.parse(body));
    const events = JSON.parse(parsed.e) as { event_uuid: string }[];
    batches.push(events.map((e) => e.event_uuid));
    const s = status(events);
    if (s === 'network') throw new TypeError('Failed to fetch');
    return s;
  };
  return { send, batches };
}

function queue(opts: { storage?: ReturnType<typeof fakeStorage> | null; t?: ReturnType<typeof transport>; clock?: ReturnType<typeof fakeClock> } = {}) {
  const storage = opts.storage === undefined ? fakeStorage() : opts.storage;
  const t = opts.t ?? transport();
  const clock = opts.clock ?? fakeClock();
  const q = new UploadQueue({ storage, send: t.send, clientKey: 'k', now: clock.now, setTimer: clock.setTimer, clearTimer: clock.clearTimer });
  return { q, storage, t, clock };
}

describe('upload rules (spec §8, §9)', () => {
  it('classifies HTTP answers', () => {
    expect(classifyUploadStatus(200)).toBe('sent');
    expect(classifyUploadStatus(413)).toBe('too-large');
    expect(classifyUploadStatus(500)).toBe('retry-later');
    expect(classifyUploadStatus(503)).toBe('retry-later');
    expect(classifyUploadStatus(429)).toBe('retry-later');
    expect(classifyUploadStatus(null)).toBe('retry-later');
    expect(classifyUploadStatus(400)).toBe('rejected');
  });
  it('halves the batch on 413; a batch of one is dropped', () => {
    expect(afterTooLarge(100, 100)).toEqual({ batchSize: 50, drop: false });
    expect(afterTooLarge(100, 30)).toEqual({ batchSize: 15, drop: false });
    expect(afterTooLarge(3, 3)).toEqual({ batchSize: 1, drop: false });
    expect(afterTooLarge(1, 1)).toEqual({ batchSize: 1, drop: true });
  });
  it('keeps the newest 1000 and uploads from 30', () => {
    expect(trimToMaxSaved(Array.from({ length: 1003 }, (_, i) => i))).toHaveLength(1000);
    expect(trimToMaxSaved(Array.from({ length: 1003 }, (_, i) => i))[0]).toBe(3);
    expect(reachedThreshold(29)).toBe(false);
    expect(reachedThreshold(30)).toBe(true);
  });
  it('reads a stored queue defensively', () => {
    expect(parseStoredQueue('not json')).toEqual([]);
    expect(parseStoredQueue('{"a":1}')).toEqual([]);
    expect(parseStoredQueue('[{"event_uuid":"x"},{"nope":1},null]')).toEqual([{ event_uuid: 'x' }]);
  });
});

describe('UploadQueue', () => {
  it('waits for the 30 s period, then uploads', async () => {
    const { q, t, clock } = queue();
    q.add(ev(1));
    q.add(ev(2));
    await settle();
    expect(t.batches).toEqual([]);
    await clock.advance(29_999);
    expect(t.batches).toEqual([]);
    await clock.advance(1);
    expect(t.batches).toEqual([[ev(1).event_uuid, ev(2).event_uuid]]);
    expect(q.length).toBe(0);
  });

  it('uploads at once when 30 events wait', async () => {
    const { q, t } = queue();
    for (let i = 1; i <= 29; i++) q.add(ev(i));
    await settle();
    expect(t.batches).toHaveLength(0);
    q.add(ev(30));
    await settle();
    expect(t.batches).toHaveLength(1);
    expect(t.batches[0]).toHaveLength(30);
  });

  it('sends batches of at most 100', async () => {
    const storage = fakeStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify(Array.from({ length: 250 }, (_, i) => ev(i))) });
    const { q, t } = queue({ storage });
    await q.flush();
    expect(t.batches.map((b) => b.length)).toEqual([100, 100, 50]);
    expect(q.length).toBe(0);
  });

  it('halves the batch on HTTP 413 until it fits, sending every event once', async () => {
    const storage = fakeStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify(Array.from({ length: 60 }, (_, i) => ev(i))) });
    const t = transport((batch) => (batch.length > 25 ? 413 : 200));
    const { q } = queue({ storage, t });
    await q.flush();
    expect(t.batches.map((b) => b.length)).toEqual([60, 30, 15, 15, 15, 15]);
    expect(q.batchSize).toBe(15);
    const sent = t.batches.filter((b) => b.length <= 25).flat();
    expect(new Set(sent).size).toBe(60);
    expect(sent).toHaveLength(60);
    expect(q.length).toBe(0);
  });

  it('drops a single event that is still too large (413 with batch size 1)', async () => {
    const big = { ...ev(1), big: true };
    const storage = fakeStorage({ [QUEUE_STORAGE_KEY]: JSON.stringify([big, ev(2)]) });
    const t = transport((batch) => (batch.some((e) => (e as { big?: boolean }).big) ? 413 : 200));
    const { q } = queue({ storage, t });
    await q.flush();
    expect(t.batches).toEqual([[ev(1).event_uuid, ev(2).event_uuid], [ev(1).event_uuid], [ev(2).event_uuid]]);
    expect(q.length).toBe(0);
  });

  it('keeps the events on 5xx and network errors and retries after the period', async () => {
    let fail: number | 'network' = 500;
    const t = transport(() => fail);
    const { q, clock } = queue({ t });
    q.add(ev(1));
    await clock.advance(30_000);
    expect(t.batches).toHaveLength(1);
    expect(q.length).toBe(1);
    fail = 'network';
    await clock.advance(30_000);
    expect(t.batches).toHaveLength(2);
    expect(q.length).toBe(1);
    fail = 200;
    await clock.advance(29_000);
    expect(t.batches).toHaveLength(2);
    await clock.advance(1_000);
    expect(t.batches).toHaveLength(3);
    expect(q.length).toBe(0);
  });

  it('drops a batch the collector refuses (400): it could never succeed', async () => {
    const t = transport(() => 400);
    const { q } = queue({ t });
    q.add(ev(1));
    await q.flush();
    expect(q.length).toBe(0);
  });

  it('saves at most 1000 events, dropping the oldest', async () => {
    const t = transport(() => 503);
    const { q, storage } = queue({ t });
    for (let i = 0; i < 1005; i++) q.add(ev(i));
    await settle();
    const stored = parseStoredQueue(storage!.getItem(QUEUE_STORAGE_KEY));
    expect(stored).toHaveLength(1000);
    expect(stored[0].event_uuid).toBe(ev(5).event_uuid);
    expect(stored[999].event_uuid).toBe(ev(1004).event_uuid);
  });

  it('loses nothing on a reload: a new queue over the same storage uploads what was waiting', async () => {
    const storage = fakeStorage();
    const first = queue({ storage });
    first.q.add(ev(1));
    first.q.add(ev(2));
    await settle();
    expect(first.t.batches).toEqual([]); // the page went away before the period ended
    const second = queue({ storage });
    second.q.resume();
    await second.clock.advance(0);
    expect(second.t.batches).toEqual([[ev(1).event_uuid, ev(2).event_uuid]]);
    expect(storage.getItem(QUEUE_STORAGE_KEY)).toBeNull();
  });

  it('keeps working in memory when storage is full or missing', async () => {
    const storage = fakeStorage();
    storage.failWrites = true;
    const full = queue({ storage });
    full.q.add(ev(1));
    await full.q.flush();
    expect(full.t.batches).toEqual([[ev(1).event_uuid]]);
    const none = queue({ storage: null });
    none.q.add(ev(2));
    expect(none.q.length).toBe(1);
    await none.q.flush();
    expect(none.t.batches).toEqual([[ev(2).event_uuid]]);
  });

  it('runs one upload at a time', async () => {
    let release: (status: number) => void = () => {};
    const batches: number[] = [];
    const q = new UploadQueue({
      storage: fakeStorage(),
      clientKey: 'k',
      setTimer: () => 0,
      clearTimer: () => {},
      send: (body) => {
        batches.push(JSON.parse(JSON.parse(body).e).length);
        return new Promise<number>((resolve) => (release = resolve));
      },
    });
    q.add(ev(1));
    const a = q.flush();
    const b = q.flush();
    expect(a).toBe(b);
    await settle();
    expect(batches).toEqual([1]);
    release(200);
    await a;
    expect(q.length).toBe(0);
  });
});
