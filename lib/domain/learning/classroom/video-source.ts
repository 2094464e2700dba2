/**
 * What the classroom player loads for a lecture's media (spec §3 enumerations: video formats
 * HLSV3, HLSV4, MP3, MP4, NONE). Pure, shared by the page (server) and the player (browser).
 */
import { CLIP_TYPES, trailerSources } from '@/lib/domain/media/trailer-sources';
import { LECTURE_MEDIA_CLIP_URL } from './lecture-media';

export const VIDEO_FORMATS = ['HLSV3', 'HLSV4', 'MP3', 'MP4', 'NONE'] as const;
export type VideoFormat = (typeof VIDEO_FORMATS)[number];

/**
 * One source of the player. `hls` sources are played natively where the browser can (Safari,
 * iOS) and through hls.js elsewhere; `file` sources are plain <source> elements.
 */
export type VideoSource = { kind: 'hls'; src: string } | { kind: 'file'; src: string; type?: string };

export const HLS_MIME = 'application/vnd.apple.mpegurl';

/**
 * The sources for a lecture's address and format. HLSV3 and HLSV4 differ only in the playlist
 * version (both play through the same engine). MP3 is an audio lecture, which <video> plays as
 * well. NONE or an empty address: nothing to play.
 *
 * MP4: lecture clips this app ships (media/lectures/video/, private: scripts/make-lecture-media.sh)
 * exist as WebM (VP9) + MP4 (H.264) pairs, made the way the trailers were, and reach the player
 * only through the lecture media route (lib/domain/learning/classroom/lecture-media.ts): its
 * `…/media/video.mp4` has a `…/media/video.webm` twin, offered first as the trailers' rule
 * does. (The old rule matched `/media/lectures/{clip}.mp4` only, so the clips of
 * `/media/lectures/video/` were never offered as WebM: issue 15.) Other addresses go through
 * the trailers' rule as they are.
 */
export function videoSources(url: string | null | undefined, format: VideoFormat): VideoSource[] {
  const trimmed = (url ?? '').trim();
  if (!trimmed || format === 'NONE') return [];
  if (format === 'HLSV3' || format === 'HLSV4') return [{ kind: 'hls', src: trimmed }];
  if (format === 'MP3') return [{ kind: 'file', src: trimmed, type: 'audio/mpeg' }];
  if (LECTURE_MEDIA_CLIP_URL.test(trimmed)) {
    return [
      { kind: 'file', src: trimmed.replace(/\.mp4$/, '.webm'), type: CLIP_TYPES.webm },
      { kind: 'file', src: trimmed, type: CLIP_TYPES.mp4 },
    ];
  }
  return trailerSources(trimmed).map((s) => ({ kind: 'file' as const, ...s }));
}
