/**
 * Spec §4 "Live-event state (from start date and end date)":
 * - past: end date already past.
 * - live: start is past and there is no end, or the end is in the future.
 * - future: otherwise.
 */
import { describe, expect, it } from 'vitest';
import { groupLiveSessions, liveEventState } from '../../lib/domain/live/live-event-state';

const now = new Date('2026-03-10T15:00:00Z');
const hoursFromNow = (h: number) => new Date(now.getTime() + h * 3_600_000);

describe('liveEventState (spec §4)', () => {
  it('is past when the end date is already past', () => {
    expect(liveEventState(hoursFromNow(-3), hoursFromNow(-1), now)).toBe('past');
  });

  it('is past at the exact end instant (the end is no longer in the future)', () => {
    expect(liveEventState(hoursFromNow(-1), now, now)).toBe('past');
  });

  it('is live when the start is past and the end is in the future', () => {
    expect(liveEventState(hoursFromNow(-1), hoursFromNow(1), now)).toBe('live');
  });

  it('is live when the start is past and there is no end', () => {
    expect(liveEventState(hoursFromNow(-48), null, now)).toBe('live');
    expect(liveEventState(hoursFromNow(-48), undefined, now)).toBe('live');
  });

  it('is live from the start instant itself', () => {
    expect(liveEventState(now, hoursFromNow(2), now)).toBe('live');
  });

  it('is future when the start is still ahead', () => {
    expect(liveEventState(hoursFromNow(2), hoursFromNow(3), now)).toBe('future');
    expect(liveEventState(hoursFromNow(2), null, now)).toBe('future');
  });

  it('checks the end before the start: an ended event is past even if the start is ahead (bad data)', () => {
    expect(liveEventState(hoursFromNow(5), hoursFromNow(-1), now)).toBe('past');
  });

  it('accepts ISO strings and epoch milliseconds', () => {
    expect(liveEventState('2026-03-10T14:00:00Z', '2026-03-10T16:00:00Z', now.getTime())).toBe('live');
  });
});

describe('groupLiveSessions', () => {
  it('groups by state and orders live/upcoming soonest first, past most recent first', () => {
    const sessions = [
      { id: 'past-old', startsAt: hoursFromNow(-72), endsAt: hoursFromNow(-71) },
      { id: 'up-late', startsAt: hoursFromNow(48), endsAt: hoursFromNow(49) },
      { id: 'live', startsAt: hoursFromNow(-1), endsAt: hoursFromNow(1) },
      { id: 'past-recent', startsAt: hoursFromNow(-5), endsAt: hoursFromNow(-4) },
      { id: 'up-soon', startsAt: hoursFromNow(2), endsAt: null },
    ];
    const groups = groupLiveSessions(sessions, now);
    expect(groups.live.map((s) => s.id)).toEqual(['live']);
    expect(groups.upcoming.map((s) => s.id)).toEqual(['up-soon', 'up-late']);
    expect(groups.past.map((s) => s.id)).toEqual(['past-recent', 'past-old']);
  });
});
