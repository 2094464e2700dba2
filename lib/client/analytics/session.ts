/**
 * The analytics session of spec §4: a new session starts after 30 minutes without events or
 * on an explicit user change. Pure: the client keeps the value in localStorage.
 */
import { SESSION_TIMEOUT_MS } from '@/lib/domain/analytics/constants';

export type AnalyticsSession = {
  /** Start time of the session (ms since epoch): the session id, as most analytics tools use. */
  id: number;
  /** Time of the last event of the session (ms). */
  lastEventTime: number;
  /** The analytics user id (the user's originalId) the session belongs to, or null. */
  userId: string | null;
  /** Device-wide event counter: increases with every event, across sessions. */
  sequence: number;
};

/**
 * Whether `next` is an explicit user change for a session of `current`: a different signed-in
 * user, or signing out. Signing in during an anonymous session keeps it, so a visit that ends
 * in a purchase stays one session.
 */
export function isUserChange(current: string | null, next: string | null): boolean {
  if (current === next) return false;
  return current !== null;
}

/** Whether a session whose last event was at `lastEventTime` has expired at `now`. */
export function isSessionExpired(lastEventTime: number, now: number, timeoutMs: number = SESSION_TIMEOUT_MS): boolean {
  return now - lastEventTime > timeoutMs || now < lastEventTime - timeoutMs;
}

/** A stored value read back: anything malformed counts as no session. */
export function parseSession(raw: unknown): AnalyticsSession | null {
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  const ok = (v: unknown) => typeof v === 'number' && Number.isFinite(v) && v >= 0;
  if (!ok(s.id) || !ok(s.lastEventTime) || !ok(s.sequence)) return null;
  if (s.userId !== null && typeof s.userId !== 'string') return null;
  return { id: s.id as number, lastEventTime: s.lastEventTime as number, userId: s.userId as string | null, sequence: s.sequence as number };
}

/**
 * The session an event at `now` by `userId` belongs to, with the event's sequence number:
 * the same session extended, or a new one (timed out, first ever, or a user change).
 * `userId` undefined means "not known yet" (the user query of this page has not answered):
 * the session's user is kept.
 */
export function touchSession(
  previous: AnalyticsSession | null,
  now: number,
  knownUserId: string | null | undefined,
  timeoutMs: number = SESSION_TIMEOUT_MS,
): { session: AnalyticsSession; isNew: boolean; sequence: number } {
  const sequence = (previous?.sequence ?? 0) + 1;
  const userId = knownUserId === undefined ? (previous?.userId ?? null) : knownUserId;
  const expired = !previous || isSessionExpired(previous.lastEventTime, now, timeoutMs) || isUserChange(previous.userId, userId);
  if (expired) return { session: { id: now, lastEventTime: now, userId, sequence }, isNew: true, sequence };
  return { session: { id: previous.id, lastEventTime: Math.max(now, previous.lastEventTime), userId, sequence }, isNew: false, sequence };
}
