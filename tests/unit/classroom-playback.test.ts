/**
 * Classroom playback rules (spec §3 enumerations: "Playback speeds 0.25 to 2", video formats
 * HLSV3, HLSV4, MP3, MP4, NONE; issue 15 item 3: resume at the saved second, completion at ≥ 90 %
 * watched).
 */
import { describe, expect, it } from 'vitest';
import {
  acceptWatchedReport,
  addWatchedInterval,
  COMPLETION_THRESHOLD,
  DEFAULT_PLAYBACK_SPEED,
  formatClock,
  isPlaybackSpeed,
  isWatchComplete,
  normalizePlaybackSpeed,
  normalizeWatchedIntervals,
  PLAYBACK_SPEEDS,
  recordPlayback,
  resumePosition,
  watchedSeconds,
  watchedShare,
  type WatchedIntervals,
} from '@/lib/domain/learning/classroom/playback';
import { videoSources } from '@/lib/domain/learning/classroom/video-source';

describe('playback speeds (spec §3: 0.25 to 2)', () => {
  it('offers quarter steps from 0.25 to 2, with 1 as the default', () => {
    expect(PLAYBACK_SPEEDS).toEqual([0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2]);
    expect(PLAYBACK_SPEEDS[0]).toBe(0.25);
    expect(PLAYBACK_SPEEDS[PLAYBACK_SPEEDS.length - 1]).toBe(2);
    expect(DEFAULT_PLAYBACK_SPEED).toBe(1);
  });

  it('recognises only the spec speeds and maps anything else to the nearest one', () => {
    expect(isPlaybackSpeed(1.5)).toBe(true);
    expect(isPlaybackSpeed(3)).toBe(false);
    expect(isPlaybackSpeed('1')).toBe(false);
    expect(normalizePlaybackSpeed(3)).toBe(2);
    expect(normalizePlaybackSpeed(0.1)).toBe(0.25);
    expect(normalizePlaybackSpeed('1.3')).toBe(1.25);
    expect(normalizePlaybackSpeed(1.125)).toBe(1); // a tie goes to the slower speed
    expect(normalizePlaybackSpeed('fast')).toBe(1);
    expect(normalizePlaybackSpeed(null)).toBe(1);
  });
});

describe('resume position (issue 15: resume at the saved second)', () => {
  it('resumes at the saved second within the lecture', () => {
    expect(resumePosition(125, 600)).toBe(125);
    expect(resumePosition(594.9, 600)).toBe(594.9);
  });

  it('starts over for nothing saved, nonsense, or a position in the last few seconds', () => {
    expect(resumePosition(0, 600)).toBe(0);
    expect(resumePosition(-4, 600)).toBe(0);
    expect(resumePosition(Number.NaN, 600)).toBe(0);
    expect(resumePosition(595, 600)).toBe(0);
    expect(resumePosition(900, 600)).toBe(0);
  });

  it('keeps the saved second while the duration is unknown', () => {
    expect(resumePosition(125, 0)).toBe(125);
    expect(resumePosition(125, Number.NaN)).toBe(125);
    expect(resumePosition(125, Number.POSITIVE_INFINITY)).toBe(125);
  });
});

describe('watched time (issue 15: completion at ≥ 90 % watched, not by seeking)', () => {
  it('merges overlapping and touching ranges and counts their union', () => {
    let w: WatchedIntervals = [];
    w = addWatchedInterval(w, 10, 20);
    w = addWatchedInterval(w, 30, 40);
    w = addWatchedInterval(w, 15, 32);
    expect(w).toEqual([[10, 40]]);
    w = addWatchedInterval(w, 40, 45);
    w = addWatchedInterval(w, 0, 5);
    expect(w).toEqual([[0, 5], [10, 45]]);
    expect(watchedSeconds(w)).toBe(40);
    expect(watchedSeconds(w, 12)).toBe(7);
  });

  it('ignores empty, reversed and non-finite ranges', () => {
    const w: WatchedIntervals = [[0, 5]];
    expect(addWatchedInterval(w, 8, 8)).toBe(w);
    expect(addWatchedInterval(w, 9, 3)).toBe(w);
    expect(addWatchedInterval(w, 1, Number.NaN)).toBe(w);
    expect(addWatchedInterval([], -3, 2)).toEqual([[0, 2]]);
    expect(normalizeWatchedIntervals([[50, 60], [0, 10], [5, 12], [1], [70, 65]])).toEqual([[0, 12], [50, 60]]);
  });

  it('counts the playhead moving forwards while playing, and never a seek', () => {
    let w: WatchedIntervals = [];
    for (let t = 0; t < 30; t += 0.25) w = recordPlayback(w, t, t + 0.25, 1);
    expect(watchedSeconds(w)).toBe(30);
    // Seeking to the end adds nothing …
    w = recordPlayback(w, 30, 595, 1);
    expect(watchedSeconds(w)).toBe(30);
    // … and neither does jumping back.
    w = recordPlayback(w, 595, 10, 1);
    expect(watchedSeconds(w)).toBe(30);
    // Watching the same part again counts once.
    for (let t = 10; t < 20; t += 0.25) w = recordPlayback(w, t, t + 0.25, 1);
    expect(watchedSeconds(w)).toBe(30);
  });

  it('allows larger steps at higher speeds, up to the fastest spec speed', () => {
    expect(recordPlayback([], 0, 2.9, 2)).toEqual([[0, 2.9]]);
    expect(recordPlayback([], 0, 2.9, 1)).toEqual([]);
    expect(recordPlayback([], 0, 4, 16)).toEqual([]); // a forged rate is capped at 2
  });

  it('completes a lecture at 90 % of its duration watched', () => {
    expect(COMPLETION_THRESHOLD).toBe(0.9);
    expect(isWatchComplete(540, 600)).toBe(true);
    expect(isWatchComplete(539, 600)).toBe(false);
    expect(isWatchComplete(0.9 * 7, 7)).toBe(true);
    expect(isWatchComplete(100, 0)).toBe(false);
    expect(watchedShare(700, 600)).toBe(1);
    expect(watchedShare(10, Number.NaN)).toBe(0);
  });

  it('on the server, cuts a report to what the elapsed time allows at the fastest speed', () => {
    // Opened 10 s ago and claims the whole 10-minute lecture: only 2 × 10 s + 15 s slack is possible.
    expect(acceptWatchedReport({ storedWatchedSeconds: 0, reportedWatchedSeconds: 600, secondsSinceLastReport: 10, durationSeconds: 600 })).toBe(35);
    expect(acceptWatchedReport({ storedWatchedSeconds: 100, reportedWatchedSeconds: 110, secondsSinceLastReport: 10, durationSeconds: 600 })).toBe(110);
    expect(acceptWatchedReport({ storedWatchedSeconds: 100, reportedWatchedSeconds: 50, secondsSinceLastReport: 10, durationSeconds: 600 })).toBe(100);
    expect(acceptWatchedReport({ storedWatchedSeconds: 590, reportedWatchedSeconds: 900, secondsSinceLastReport: 600, durationSeconds: 600 })).toBe(600);
    expect(acceptWatchedReport({ storedWatchedSeconds: Number.NaN, reportedWatchedSeconds: -5, secondsSinceLastReport: Number.NaN, durationSeconds: 0 })).toBe(0);
  });

  it('shows media times as m:ss or h:mm:ss', () => {
    expect(formatClock(0)).toBe('0:00');
    expect(formatClock(65.9)).toBe('1:05');
    expect(formatClock(3600 + 62)).toBe('1:01:02');
    expect(formatClock(Number.NaN)).toBe('0:00');
  });
});

describe('video sources (spec §3 video formats)', () => {
  it('plays HLSV3 and HLSV4 as HLS, MP3 as audio, and nothing for NONE or no address', () => {
    expect(videoSources('https://cdn.example.com/l/1.m3u8', 'HLSV3')).toEqual([{ kind: 'hls', src: 'https://cdn.example.com/l/1.m3u8' }]);
    expect(videoSources('/media/hls/l.m3u8', 'HLSV4')).toEqual([{ kind: 'hls', src: '/media/hls/l.m3u8' }]);
    expect(videoSources('/media/a.mp3', 'MP3')).toEqual([{ kind: 'file', src: '/media/a.mp3', type: 'audio/mpeg' }]);
    expect(videoSources('/media/a.mp4', 'NONE')).toEqual([]);
    expect(videoSources('  ', 'MP4')).toEqual([]);
    expect(videoSources(null, 'MP4')).toEqual([]);
  });

  it('offers the WebM and MP4 of this app’s own clips (through the lecture media route), and other MP4 addresses as they are', () => {
    // Issue 15: the clips are private files reached by lecture; their WebM twin is offered first
    // (the old rule missed the clips of /media/lectures/video/ and offered the MP4 only).
    expect(videoSources('/api/classroom/lectures/31/media/video.mp4', 'MP4')).toEqual([
      { kind: 'file', src: '/api/classroom/lectures/31/media/video.webm', type: 'video/webm; codecs="vp9"' },
      { kind: 'file', src: '/api/classroom/lectures/31/media/video.mp4', type: 'video/mp4; codecs="avc1.4D401E"' },
    ]);
    expect(videoSources('/api/classroom/lectures/31/media/hls/index.m3u8', 'HLSV3')).toEqual([{ kind: 'hls', src: '/api/classroom/lectures/31/media/hls/index.m3u8' }]);
    expect(videoSources('/media/trailers/trailer-2.mp4', 'MP4').map((s) => s.src)).toEqual(['/media/trailers/trailer-2.webm', '/media/trailers/trailer-2.mp4']);
    expect(videoSources('https://cdn.example.com/v.mp4', 'MP4')).toEqual([{ kind: 'file', src: 'https://cdn.example.com/v.mp4', type: 'video/mp4' }]);
  });
});
