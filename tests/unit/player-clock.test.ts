import { afterEach, describe, expect, it, vi } from 'vitest';
import { noteVideoSecond, playerClock, registerPlayerClock, type PlayerClock } from '@/lib/domain/learning/classroom/player-clock';

const clockAt = (second: number): PlayerClock => ({ currentSecond: () => second, playFrom: vi.fn() });

describe('the classroom player as the notes see it (issue 15: notes with the video time)', () => {
  let unregister: (() => void) | null = null;
  afterEach(() => unregister?.());

  it('a note keeps the playhead in whole seconds once playback has started', () => {
    expect(noteVideoSecond(clockAt(135.8))).toBe(135);
    expect(noteVideoSecond(clockAt(0.4))).toBeNull();
    expect(noteVideoSecond(clockAt(Number.NaN))).toBeNull();
    expect(noteVideoSecond(null)).toBeNull();
  });

  it('the registered player is the current one until it unregisters; an older one cannot unregister the newer', () => {
    const first = clockAt(10);
    const second = clockAt(20);
    const dropFirst = registerPlayerClock(first);
    unregister = registerPlayerClock(second);
    dropFirst();
    expect(playerClock()).toBe(second);
    unregister();
    unregister = null;
    expect(playerClock()).toBeNull();
  });
});
