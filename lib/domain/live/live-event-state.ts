/**
 * Live-event state (spec §4 "Live-event state (from start date and end date)"):
 * - past: end date already past.
 * - live: start is past and there is no end, or the end is in the future.
 * - future: otherwise.
 *
 * Pure and shared by the server-rendered /live/ page and any client code.
 */
export type LiveEventState = 'past' | 'live' | 'future';

export type DateInput = Date | string | number;

function toMs(value: DateInput): number {
  return value instanceof Date ? value.getTime() : typeof value === 'number' ? value : new Date(value).getTime();
}

/**
 * The state of an event at `now`. An instant equal to `now` counts as already past, so an
 * event is live from its start (inclusive) to its end (exclusive).
 */
export function liveEventState(start: DateInput, end: DateInput | null | undefined, now: DateInput = Date.now()): LiveEventState {
  const nowMs = toMs(now);
  const endMs = end === null || end === undefined ? null : toMs(end);
  if (endMs !== null && !Number.isNaN(endMs) && endMs <= nowMs) return 'past';
  const startMs = toMs(start);
  if (!Number.isNaN(startMs) && startMs <= nowMs && (endMs === null || Number.isNaN(endMs) || endMs > nowMs)) return 'live';
  return 'future';
}

export type LiveGroups<T> = { live: T[]; upcoming: T[]; past: T[] };

/**
 * Groups sessions by state: live now and upcoming by start time (soonest first),
 * past by start time (most recent first).
 */
export function groupLiveSessions<T extends { startsAt: DateInput; endsAt: DateInput | null }>(
  sessions: readonly T[],
  now: DateInput = Date.now(),
): LiveGroups<T> {
  const groups: LiveGroups<T> = { live: [], upcoming: [], past: [] };
  for (const session of sessions) {
    const state = liveEventState(session.startsAt, session.endsAt, now);
    if (state === 'live') groups.live.push(session);
    else if (state === 'future') groups.upcoming.push(session);
    else groups.past.push(session);
  }
  const byStart = (a: T, b: T) => toMs(a.startsAt) - toMs(b.startsAt);
  groups.live.sort(byStart);
  groups.upcoming.sort(byStart);
  groups.past.sort((a, b) => byStart(b, a));
  return groups;
}
