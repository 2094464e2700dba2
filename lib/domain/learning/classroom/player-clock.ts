/**
 * The classroom's video player, as the notes beside it see it (issue 15: notes with the video
 * time). The page shows one player; while it is mounted it registers how to read its playhead
 * and how to jump, so a note taken on the lecture keeps the second it was written at and a
 * note's time can be played again. Browser-only module state, no React: the player and the notes
 * are separate islands.
 */
export type PlayerClock = {
  /** The playhead, in whole seconds. */
  currentSecond(): number;
  /** Jumps to a second and plays from there. */
  playFrom(second: number): void;
};

let current: PlayerClock | null = null;

/** Registers the player on screen; the returned function unregisters it (only if still current). */
export function registerPlayerClock(clock: PlayerClock): () => void {
  current = clock;
  return () => {
    if (current === clock) current = null;
  };
}

export function playerClock(): PlayerClock | null {
  return current;
}

/** The second a new note keeps: where the player is, once playback has started (not 0). */
export function noteVideoSecond(clock: PlayerClock | null): number | null {
  if (!clock) return null;
  const second = Math.floor(clock.currentSecond());
  return Number.isFinite(second) && second >= 1 ? second : null;
}
