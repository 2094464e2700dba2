/**
 * The analytics client of the browser: one instance per page (`analytics`), our replacement
 * for a third-party SDK. Events tracked before `init()` wait in the start-up gate (spec §4);
 * then each becomes a tracking event (session, user, page, attribution) and goes into the
 * batching upload queue, which sends it to our collector (POST /api/v3/collect/).
 *
 * Every decision is a pure function elsewhere in lib/domain/analytics (session, limits, event
 * builder, queue rules); this file only wires them to the browser. The environment is
 * injectable, so tests drive it with fakes.
 */
import { parseCookies } from '@/lib/domain/graphql/headers';
import { DISTINCT_ID_COOKIE, TRACKING_DATA_KEY } from '@/lib/domain/session/keys';
import { captureAttribution, type Attribution } from '@/lib/domain/analytics/attribution';
import { configuredKey } from '@/lib/domain/analytics/config';
import { COLLECT_ENDPOINT, DEBUG_FLAG_KEY, SESSION_STORAGE_KEY } from '@/lib/domain/analytics/constants';
import { buildEvent, type TrackEvent } from '@/lib/domain/analytics/event-builder';
import { createInitGate, type InitGate } from './init-gate';
import { pageNameFromPath } from '@/lib/domain/analytics/page-name';
import { parseSession, touchSession, type AnalyticsSession } from './session';
import { UploadQueue, type QueueStorage } from './upload-queue';

export type AnalyticsEnv = {
  /** Client key; empty: analytics is off and events are dropped (spec §8). */
  key: string;
  /** localStorage (null when unavailable). */
  storage: () => QueueStorage | null;
  fetch: typeof fetch;
  now: () => number;
  uuid: () => string;
  cookie: () => string;
  location: () => { pathname: string; href: string; origin: string };
  referrer: () => string;
  userAgent: () => string;
  debug: () => boolean;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (handle: unknown) => void;
};

function safeStorage(): QueueStorage | null {
  try {
    return typeof window === 'undefined' ? null : (window.localStorage ?? null);
  } catch {
    return null;
  }
}

function uuidV4(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  const b = new Uint8Array(16);
  if (c?.getRandomValues) c.getRandomValues(b);
  else for (let i = 0; i < 16; i++) b[i] = Math.floor(Math.random() * 256);
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function browserAnalyticsEnv(): AnalyticsEnv {
  const hasWindow = typeof window !== 'undefined';
  return {
    key: configuredKey(),
    storage: safeStorage,
    fetch: (...args) => globalThis.fetch(...args),
    now: () => Date.now(),
    uuid: uuidV4,
    cookie: () => {
      try {
        return typeof document === 'undefined' ? '' : document.cookie;
      } catch {
        return '';
      }
    },
    location: () => (hasWindow ? window.location : { pathname: '/', href: 'http://localhost/', origin: 'http://localhost' }),
    referrer: () => (typeof document === 'undefined' ? '' : document.referrer),
    userAgent: () => (typeof navigator === 'undefined' ? '' : navigator.userAgent),
    debug: () => {
      try {
        return safeStorage()?.getItem(DEBUG_FLAG_KEY) === 'true';
      } catch {
        return false;
      }
    },
  };
}

/** What is captured when `track()` is called (not when the start-up gate lets it through). */
type Captured = { uuid: string; now: number; pathname: string; href: string };

export type ActivityContext = { session_id: number; event_time: number; sequence: number };

export class AnalyticsClient {
  private readonly gate: InitGate = createInitGate();
  private env: AnalyticsEnv | null = null;
  private queue: UploadQueue | null = null;
  /** undefined until the page's user query answers (see session.ts). */
  private userId: string | null | undefined = undefined;
  private userProperties: Record<string, unknown> | null = null;
  private memorySession: AnalyticsSession | null = null;

  constructor(private readonly makeEnv: () => AnalyticsEnv = browserAnalyticsEnv) {}

  private getEnv(): AnalyticsEnv {
    this.env ??= this.makeEnv();
    return this.env;
  }

  get state() {
    return this.gate.state;
  }

  /** Number of events waiting in the upload queue. */
  get queued(): number {
    return this.queue?.length ?? 0;
  }

  /** The analytics user id in use (null: anonymous; undefined: not loaded yet). */
  get currentUserId(): string | null | undefined {
    return this.userId;
  }

  log(message: string, detail?: unknown): void {
    if (this.env?.debug()) console.info('[analytics]', message, ...(detail === undefined ? [] : [detail]));
  }

  /**
   * Starts the client: restores the stored queue (uploading what an earlier page left) and
   * lets waiting events through. A failure runs them at once over a memory-only queue.
   */
  init(env?: AnalyticsEnv): void {
    if (this.gate.state !== 'pending') return;
    if (env) this.env = env;
    const e = this.getEnv();
    const queueFor = (storage: QueueStorage | null) =>
      new UploadQueue({
        storage,
        clientKey: e.key,
        now: e.now,
        log: (m, d) => this.log(m, d),
        send: (body) => this.send(body, false),
        ...(e.setTimer ? { setTimer: e.setTimer } : {}),
        ...(e.clearTimer ? { clearTimer: e.clearTimer } : {}),
      });
    try {
      if (!e.key) {
        this.log('analytics key unset: events are dropped');
        this.gate.ready();
        return;
      }
      const storage = e.storage();
      storage?.getItem(SESSION_STORAGE_KEY); // throws when storage is blocked
      this.queue = queueFor(storage);
      this.queue.resume();
      this.gate.ready();
    } catch (error) {
      this.log('initialisation failed: events run directly over a memory queue', error);
      this.queue = e.key ? queueFor(null) : null;
      this.gate.fail();
    }
  }

  private send(body: string, keepalive: boolean): Promise<number> {
    return this.getEnv()
      .fetch(COLLECT_ENDPOINT, { method: 'POST', credentials: 'include', headers: { 'content-type': 'application/json' }, body, keepalive })
      .then((res) => res.status);
  }

  /** Sets the analytics user id (originalId) and user properties: on every user load (spec §4); null when signed out. */
  identify(userId: string | null, properties: Record<string, unknown> | null = null): void {
    this.userId = userId;
    this.userProperties = userId === null ? null : properties;
  }

  private readSession(): AnalyticsSession | null {
    try {
      const raw = this.getEnv().storage()?.getItem(SESSION_STORAGE_KEY);
      if (raw) return parseSession(JSON.parse(raw));
    } catch {
      // unreadable: the memory copy below
    }
    return this.memorySession;
  }

  private writeSession(session: AnalyticsSession): void {
    this.memorySession = session;
    try {
      this.getEnv().storage()?.setItem(SESSION_STORAGE_KEY, JSON.stringify(session));
    } catch {
      // kept in memory
    }
  }

  /** The session of an event at `now` (extended or new) and, for a new one, its attribution. */
  private touch(now: number): { session: AnalyticsSession; sequence: number; attribution: Attribution | null } {
    const e = this.getEnv();
    const { session, isNew, sequence } = touchSession(this.readSession(), now, this.userId);
    this.writeSession(session);
    const loc = e.location();
    return { session, sequence, attribution: isNew ? captureAttribution(loc.href, e.referrer(), loc.origin) : null };
  }

  /** Session fields for an event sent outside the queue (the direct user-activity call). */
  activityContext(): ActivityContext {
    const now = this.getEnv().now();
    const { session, sequence } = this.touch(now);
    return { session_id: session.id, event_time: now, sequence };
  }

  private trackingData(): { segment: string | null; username: string | null } {
    try {
      const raw = this.getEnv().storage()?.getItem(TRACKING_DATA_KEY);
      const parsed = raw ? (JSON.parse(raw) as { segment?: unknown; username?: unknown }) : null;
      return {
        segment: typeof parsed?.segment === 'string' ? parsed.segment : null,
        username: typeof parsed?.username === 'string' ? parsed.username : null,
      };
    } catch {
      return { segment: null, username: null };
    }
  }

  private enqueue(input: TrackEvent, captured: Captured): void {
    if (!this.queue) {
      this.log('event dropped (analytics key unset)', input.eventType);
      return;
    }
    const e = this.getEnv();
    const { session, sequence, attribution } = this.touch(captured.now);
    const tracking = this.trackingData();
    const built = buildEvent(input, {
      uuid: captured.uuid,
      now: captured.now,
      sessionId: session.id,
      sequence,
      distinctId: parseCookies(e.cookie())[DISTINCT_ID_COOKIE] ?? null,
      userId: this.userId === undefined ? session.userId : this.userId,
      userProperties: this.userProperties,
      segment: tracking.segment,
      username: tracking.username,
      path: captured.pathname,
      originPath: e.referrer() || null,
      defaultPageIdentifier: pageNameFromPath(captured.pathname),
      attribution,
      userAgent: e.userAgent(),
    });
    if (!built.ok) {
      this.log(`event dropped: invalid name ${JSON.stringify(input.eventType)}`);
      return;
    }
    this.queue.add(built.event);
  }

  /**
   * Tracks one event: returns its uuid, or null when it is refused at once (bad name, or the
   * start-up queue is full). Never throws.
   */
  track(input: TrackEvent): string | null {
    try {
      const e = this.getEnv();
      if (typeof input?.eventType !== 'string') return null;
      const loc = input.location ?? e.location();
      const now = e.now();
      const at = typeof input.time === 'number' && Number.isFinite(input.time) && input.time > 0 && input.time < now ? Math.floor(input.time) : now;
      const captured: Captured = { uuid: e.uuid(), now: at, pathname: loc.pathname, href: loc.href };
      return this.gate.run(() => this.enqueue(input, captured)) ? captured.uuid : null;
    } catch (error) {
      this.log('track failed', error);
      return null;
    }
  }

  /** Uploads what waits now; `keepalive` lets the request outlive the page (tab hidden or closing). */
  flush(options: { keepalive?: boolean } = {}): Promise<void> {
    if (!this.queue) return Promise.resolve();
    if (options.keepalive) {
      // keepalive bodies are limited (64 KB in flight): a failure leaves the events stored for later.
      return this.queue.flush((body) => this.send(body, true));
    }
    return this.queue.flush();
  }
}

/** The page's analytics client. */
export const analytics = new AnalyticsClient();
