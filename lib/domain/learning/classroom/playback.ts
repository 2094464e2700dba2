/**
 * Playback rules of a CLASS lecture (spec §3 enumerations "Playback speeds 0.25 to 2"; issue 15
 * item 3: resume at the saved second, completion at ≥ 90 % watched). Pure: the player island,
 * the server that stores progress and the tests call the same functions.
 */

/**
 * Spec §3 gives the range, 0.25 to 2, not the steps. Quarter steps are what learners know from
 * every major player (YouTube, Vimeo, the browsers' own menus) and cover the range evenly.
 */
export const PLAYBACK_SPEEDS = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type PlaybackSpeed = (typeof PLAYBACK_SPEEDS)[number];
export const DEFAULT_PLAYBACK_SPEED: PlaybackSpeed = 1;
export const MAX_PLAYBACK_SPEED: PlaybackSpeed = PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1];

export function isPlaybackSpeed(value: unknown): value is PlaybackSpeed {
  return typeof value === 'number' && (PLAYBACK_SPEEDS as readonly number[]).includes(value);
}

/** A stored or typed speed as one of the spec's speeds: the nearest one (ties go to the slower); 1 for anything unreadable. */
export function normalizePlaybackSpeed(value: unknown): PlaybackSpeed {
  const n = typeof value === 'string' ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isFinite(n)) return DEFAULT_PLAYBACK_SPEED;
  let best: PlaybackSpeed = PLAYBACK_SPEEDS[0];
  for (const speed of PLAYBACK_SPEEDS) if (Math.abs(speed - n) < Math.abs(best - n)) best = speed;
  return best;
}

/** Share of a CLASS lecture a learner must have watched for it to count as completed (issue 15: ≥ 90 %). */
export const COMPLETION_THRESHOLD = 0.9;

/**
 * Resuming this close to the end would show a few seconds of credits and stop at once: the
 * learner came back to watch, so the lecture starts over instead. Five seconds is about one
 * sentence — less than a learner would want to hear again if they stopped mid-thought.
 */
export const RESTART_WITHIN_LAST_SECONDS = 5;

/**
 * Where playback starts for a saved position: 0 for nothing saved or nonsense, never past the
 * end, and 0 again when the saved second is within the last RESTART_WITHIN_LAST_SECONDS (the
 * lecture was finished). An unknown duration (0, NaN, Infinity — a live HLS stream or metadata
 * not loaded yet) keeps the saved second as it is.
 */
export function resumePosition(savedSeconds: number, durationSeconds: number): number {
  if (!Number.isFinite(savedSeconds) || savedSeconds <= 0) return 0;
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0) return savedSeconds;
  if (savedSeconds >= durationSeconds - RESTART_WITHIN_LAST_SECONDS) return 0;
  return savedSeconds;
}

/**
 * What was watched, as sorted, disjoint [start, end] second ranges of the media. Watched time is
 * the length of their union, never the current position: seeking to the end of a lecture adds
 * nothing, and watching the same minute twice counts once.
 */
export type WatchedInterval = readonly [start: number, end: number];
export type WatchedIntervals = readonly WatchedInterval[];

/**
 * Adds [start, end] and returns a new sorted list of disjoint ranges (touching or overlapping
 * ranges merge). Empty, reversed or non-finite ranges change nothing; negative starts clamp to 0.
 */
export function addWatchedInterval(intervals: WatchedIntervals, start: number, end: number): WatchedIntervals {
  if (!Number.isFinite(start) || !Number.isFinite(end)) return intervals;
  const from = Math.max(0, start);
  if (end <= from) return intervals;
  const merged: [number, number][] = [];
  let current: [number, number] = [from, end];
  let placed = false;
  for (const [s, e] of intervals) {
    if (e < current[0]) merged.push([s, e]);
    else if (s > current[1]) {
      if (!placed) {
        merged.push(current);
        placed = true;
      }
      merged.push([s, e]);
    } else current = [Math.min(s, current[0]), Math.max(e, current[1])];
  }
  if (!placed) merged.push(current);
  return merged;
}

/** Tidies ranges from storage or the network (unsorted, overlapping, junk) into the canonical form. */
export function normalizeWatchedIntervals(raw: readonly (readonly number[])[]): WatchedIntervals {
  let result: WatchedIntervals = [];
  for (const pair of raw) {
    if (pair.length !== 2) continue;
    result = addWatchedInterval(result, pair[0], pair[1]);
  }
  return result;
}

/** Seconds watched: the length of the union, optionally cut at the media's duration. */
export function watchedSeconds(intervals: WatchedIntervals, durationSeconds = Number.POSITIVE_INFINITY): number {
  let total = 0;
  for (const [s, e] of intervals) {
    const end = Math.min(e, durationSeconds);
    if (end > s) total += end - s;
  }
  return total;
}

/**
 * The longest step of the playhead between two consecutive `timeupdate` events that still counts
 * as playing, in seconds of wall-clock time. Browsers fire timeupdate every 15–250 ms while
 * playing (HTML media spec); 1.5 s leaves room for a busy main thread. A larger jump is a seek
 * and is not counted; a click a second ahead is, which cannot add up to a lecture.
 */
export const MAX_PLAY_STEP_WALL_SECONDS = 1.5;

/**
 * Counts the playhead moving from `from` to `to` while playing at `rate`: added to the watched
 * ranges when it moved forwards by no more than the media a person could watch in
 * MAX_PLAY_STEP_WALL_SECONDS at that rate; anything else (a seek, a jump back) counts nothing.
 */
export function recordPlayback(intervals: WatchedIntervals, from: number, to: number, rate: number): WatchedIntervals {
  const step = to - from;
  const speed = Number.isFinite(rate) && rate > 0 ? Math.min(rate, MAX_PLAYBACK_SPEED) : DEFAULT_PLAYBACK_SPEED;
  if (!(step > 0) || step > MAX_PLAY_STEP_WALL_SECONDS * speed) return intervals;
  return addWatchedInterval(intervals, from, to);
}

/** Watched share, 0–1; 0 when the duration is unknown. */
export function watchedShare(watched: number, durationSeconds: number): number {
  if (!Number.isFinite(durationSeconds) || durationSeconds <= 0 || !Number.isFinite(watched) || watched <= 0) return 0;
  return Math.min(1, watched / durationSeconds);
}

/** Whether a CLASS lecture counts as completed (issue 15: at least 90 % of it watched). */
export function isWatchComplete(watched: number, durationSeconds: number, threshold = COMPLETION_THRESHOLD): boolean {
  // A tiny tolerance: 0.9 × 600 s computed from float ranges can land a hair below 540.
  return durationSeconds > 0 && watchedShare(watched, durationSeconds) + 1e-9 >= threshold;
}

/** Slack for clocks and request latency when the server checks a progress report (seconds). */
export const REPORT_SLACK_SECONDS = 15;

/**
 * Server-side check of a progress report: watched time can grow at most as fast as the fastest
 * speed allows in the wall-clock time since the previous report (plus slack), and never past the
 * duration. A forged report ("watched all of it" a second after opening) is cut to what was
 * possible, so completion can't be claimed without the time it takes. Returns the watched
 * seconds to store; never less than what was already stored.
 */
export function acceptWatchedReport(input: {
  storedWatchedSeconds: number;
  reportedWatchedSeconds: number;
  secondsSinceLastReport: number;
  durationSeconds: number;
}): number {
  const stored = Number.isFinite(input.storedWatchedSeconds) ? Math.max(0, input.storedWatchedSeconds) : 0;
  const reported = Number.isFinite(input.reportedWatchedSeconds) ? Math.max(0, input.reportedWatchedSeconds) : 0;
  const elapsed = Number.isFinite(input.secondsSinceLastReport) ? Math.max(0, input.secondsSinceLastReport) : 0;
  const possible = stored + elapsed * MAX_PLAYBACK_SPEED + REPORT_SLACK_SECONDS;
  const duration = Number.isFinite(input.durationSeconds) && input.durationSeconds > 0 ? input.durationSeconds : Number.POSITIVE_INFINITY;
  return Math.max(stored, Math.min(reported, possible, duration));
}

/** A media time as the player shows it: m:ss under an hour, h:mm:ss from an hour on. */
export function formatClock(totalSeconds: number): string {
  const s = Number.isFinite(totalSeconds) && totalSeconds > 0 ? Math.floor(totalSeconds) : 0;
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = String(s % 60).padStart(2, '0');
  return h > 0 ? `${h}:${String(m).padStart(2, '0')}:${sec}` : `${m}:${sec}`;
}
