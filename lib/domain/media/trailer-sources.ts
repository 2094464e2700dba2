/**
 * The <source> list of a course trailer. A course stores one address (courses.trailer_url);
 * the clips this app ships (/media/trailers/) exist as WebM (VP9) and MP4 (H.264) side by
 * side, so the WebM is offered first (smaller; what Chromium builds without H.264 can play)
 * and the MP4 after it for Safari. Any other address is offered as it is. Pure.
 */
/** `type` is left out when the address does not say what it holds. */
export type TrailerSource = { src: string; type?: string };

const LOCAL_CLIP = /^\/media\/trailers\/[a-z0-9-]+\.(mp4|webm)$/;

/** The codecs of this app's own clips (trailers and lecture clips are made alike). */
export const CLIP_TYPES = {
  webm: 'video/webm; codecs="vp9"',
  mp4: 'video/mp4; codecs="avc1.4D401E"',
} as const;
const TYPES = CLIP_TYPES;

function extensionOf(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0];
  const match = /\.([a-z0-9]+)$/i.exec(path);
  return match ? match[1].toLowerCase() : null;
}

export function trailerSources(url: string): TrailerSource[] {
  const trimmed = url.trim();
  if (!trimmed) return [];
  const local = LOCAL_CLIP.exec(trimmed);
  if (local) {
    const base = trimmed.slice(0, -local[1].length - 1);
    return [
      { src: `${base}.webm`, type: TYPES.webm },
      { src: `${base}.mp4`, type: TYPES.mp4 },
    ];
  }
  const ext = extensionOf(trimmed);
  // Without codecs: the browser cannot know what a third-party file holds until it reads it.
  const type = ext === 'webm' ? 'video/webm' : ext === 'mp4' || ext === 'm4v' ? 'video/mp4' : ext === 'ogv' ? 'video/ogg' : null;
  return [type ? { src: trimmed, type } : { src: trimmed }];
}
