/**
 * Lecture media by LECTURE, not by file (Cursalia issue 15, "the classroom": paid lecture media
 * were public files anyone could download). Pure, shared by the lecture media route (server) and
 * the classroom page.
 *
 * A lecture's content (lib/domain/learning/lecture-content.ts) keeps storing media paths such as
 * `/media/lectures/video/lecture-1.mp4`: they name files of the private folder `media/lectures/`
 * at the repository root (no database change), and no browser ever receives them. Browsers get
 * `/api/classroom/lectures/{lectureId}/media/{name}` instead, whose handler checks the access
 * rule for that lecture and maps the name back to a file with `lectureMediaFile` below — the one
 * place that decides which file a (lecture, name) pair may read.
 *
 * Names a lecture has:
 * - CLASS, format MP4: `video.mp4` (the stored file) and `video.webm` (the WebM twin beside it:
 *   this app's clips exist as both, scripts/make-lecture-media.sh; the route answers 404 when a
 *   clip has none and the player falls back to the MP4); MP3: `audio.mp3`; HLSV3/HLSV4:
 *   `hls/{file}`, the playlist and every file beside it (its segments);
 *   `poster.{jpg|png|webp}`; `captions-{es|pt|en}.vtt`.
 * - PDF: `handout-{es|pt|en}.pdf`.
 * IFRAME tools (/media/lectures/embed/) are not course content and stay public files.
 */
import type { LectureContent, LocalizedText, PublicLectureContent } from '@/lib/domain/learning/lecture-content';

/** Where stored lecture media paths start; the rest is the file's path inside the private folder. */
export const STORED_LECTURE_MEDIA_PREFIX = '/media/lectures/';

/** The private folder (relative to the repository root / server working directory). */
export const LECTURE_MEDIA_DIR = 'media/lectures';

/** The route's URL of one media name of a lecture. */
export function lectureMediaUrl(lectureId: number, name: string): string {
  return `/api/classroom/lectures/${lectureId}/media/${name}`;
}

/** `/api/classroom/lectures/{id}/media/video.mp4`: a house clip the player offers with its WebM twin first. */
export const LECTURE_MEDIA_CLIP_URL = /^\/api\/classroom\/lectures\/(\d{1,10})\/media\/video\.mp4$/;

const CONTENT_TYPES: Record<string, string> = {
  mp4: 'video/mp4',
  webm: 'video/webm',
  mp3: 'audio/mpeg',
  m3u8: 'application/vnd.apple.mpegurl',
  ts: 'video/mp2t',
  m4s: 'video/iso.segment',
  aac: 'audio/aac',
  vtt: 'text/vtt; charset=utf-8',
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
};

/** One file name inside an HLS folder: letters, digits, dash and underscore, one known extension. */
const HLS_FILE = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(m3u8|ts|m4s|aac)$/;

/**
 * Every name the route knows, as one closed pattern: anything else (`..`, `%2e%2e` once decoded,
 * NUL, backslashes, absolute paths, doubled slashes, other extensions) is refused before the
 * lecture is even read.
 */
const NAME = /^(?:video\.(?:mp4|webm)|audio\.mp3|poster\.(?:jpg|png|webp)|captions-(?:es|pt|en)\.vtt|handout-(?:es|pt|en)\.pdf|hls\/[A-Za-z0-9][A-Za-z0-9_-]{0,63}\.(?:m3u8|ts|m4s|aac))$/;

/** A stored path's file inside the private folder: only safe characters, no way out. */
const STORED_FILE = /^[A-Za-z0-9_-][A-Za-z0-9._-]*(?:\/[A-Za-z0-9_-][A-Za-z0-9._-]*)*$/;

export function isLectureMediaName(name: string): boolean {
  return NAME.test(name);
}

/** The name's or path's extension, lower case. */
function extensionOf(path: string): string {
  const dot = path.lastIndexOf('.');
  return dot < 0 ? '' : path.slice(dot + 1).toLowerCase();
}

export function lectureMediaContentType(file: string): string {
  return CONTENT_TYPES[extensionOf(file)] ?? 'application/octet-stream';
}

/** The private-folder path of a stored media path, or null when it is not one of this folder's files. */
export function storedMediaFile(stored: string | null | undefined): string | null {
  if (!stored || !stored.startsWith(STORED_LECTURE_MEDIA_PREFIX)) return null;
  const file = stored.slice(STORED_LECTURE_MEDIA_PREFIX.length);
  if (!STORED_FILE.test(file) || file.split('/').some((part) => part === '.' || part === '..')) return null;
  return file;
}

export type LectureMediaFile = {
  /** Relative to LECTURE_MEDIA_DIR, e.g. `video/lecture-1.webm`. */
  file: string;
  contentType: string;
  /** An HLS playlist: served with its segment addresses rewritten to this route (rewriteHlsPlaylist). */
  playlist: boolean;
};

function found(file: string | null): LectureMediaFile | null {
  if (file === null) return null;
  const ext = extensionOf(file);
  return { file, contentType: lectureMediaContentType(file), playlist: ext === 'm3u8' };
}

/** A language's entry of a localized value, without the Spanish fallback (each file is asked for by its own name). */
function languageEntry(value: LocalizedText, lang: string): string | undefined {
  return lang === 'es' ? value.es : lang === 'pt' ? value.pt : lang === 'en' ? value.en : undefined;
}

/**
 * The file a lecture's media name reads, or null when the name is malformed or not one this
 * lecture has (the route then answers 404). Decides from the lecture's stored content only.
 */
export function lectureMediaFile(content: LectureContent | PublicLectureContent | null, name: string): LectureMediaFile | null {
  if (!content || !NAME.test(name)) return null;
  if (content.type === 'PDF') {
    const handout = /^handout-(es|pt|en)\.pdf$/.exec(name);
    return handout ? found(storedMediaFile(languageEntry(content.path, handout[1]))) : null;
  }
  if (content.type !== 'CLASS') return null;
  const video = content.video;
  const src = storedMediaFile(video.src);
  const captions = /^captions-(es|pt|en)\.vtt$/.exec(name);
  if (captions) return found(storedMediaFile(video.captions?.find((c) => c.lang === captions[1])?.src));
  const poster = /^poster\.(jpg|png|webp)$/.exec(name);
  if (poster) {
    const file = storedMediaFile(video.poster);
    return file !== null && extensionOf(file) === poster[1] ? found(file) : null;
  }
  if (src === null) return null;
  switch (video.format) {
    case 'MP4':
      if (name === 'video.mp4') return found(src);
      // The WebM twin of the clip, beside it with the same name.
      if (name === 'video.webm') return found(src.replace(/\.mp4$/, '.webm'));
      return null;
    case 'MP3':
      return name === 'audio.mp3' ? found(src) : null;
    case 'HLSV3':
    case 'HLSV4': {
      if (!name.startsWith('hls/')) return null;
      const slash = src.lastIndexOf('/');
      const folder = slash < 0 ? '' : src.slice(0, slash + 1);
      return found(`${folder}${name.slice('hls/'.length)}`);
    }
    default:
      return null;
  }
}

/** The route name of a CLASS lecture's main media, by format (null: nothing to play). */
function videoName(format: string, src: string): string | null {
  if (format === 'MP4') return 'video.mp4';
  if (format === 'MP3') return 'audio.mp3';
  if (format === 'HLSV3' || format === 'HLSV4') return `hls/${src.slice(src.lastIndexOf('/') + 1)}`;
  return null;
}

function mapLocalized(value: LocalizedText, url: (lang: 'es' | 'pt' | 'en') => string): LocalizedText {
  return { es: url('es'), ...(value.pt !== undefined ? { pt: url('pt') } : {}), ...(value.en !== undefined ? { en: url('en') } : {}) };
}

/**
 * The content as the classroom page shows it: every media address of a CLASS or PDF lecture
 * replaced by its route URL, so the page never holds a file path (and a file path would not be
 * served anyway). Addresses that are not files of the private folder are left as they are.
 */
export function classroomMediaContent(lectureId: number, content: PublicLectureContent): PublicLectureContent {
  if (content.type === 'PDF') {
    return { ...content, path: mapLocalized(content.path, (lang) => lectureMediaUrl(lectureId, `handout-${lang}.pdf`)) };
  }
  if (content.type !== 'CLASS') return content;
  const { video } = content;
  const main = video.src !== null && storedMediaFile(video.src) !== null ? videoName(video.format, video.src) : null;
  const posterFile = storedMediaFile(video.poster);
  return {
    ...content,
    video: {
      ...video,
      src: main !== null ? lectureMediaUrl(lectureId, main) : video.src,
      ...(video.poster !== undefined ? { poster: posterFile !== null ? lectureMediaUrl(lectureId, `poster.${extensionOf(posterFile)}`) : video.poster } : {}),
      ...(video.captions !== undefined
        ? { captions: video.captions.map((c) => (storedMediaFile(c.src) !== null ? { lang: c.lang, src: lectureMediaUrl(lectureId, `captions-${c.lang}.vtt`) } : c)) }
        : {}),
    },
  };
}

/**
 * An HLS playlist with each file it names beside it (a segment, a variant playlist, an
 * initialisation section in `URI="…"`) pointing at this route, so every request of the player
 * goes through the access check. Other lines are kept as they are.
 */
export function rewriteHlsPlaylist(text: string, lectureId: number): string {
  const toRoute = (uri: string) => (HLS_FILE.test(uri) ? lectureMediaUrl(lectureId, `hls/${uri}`) : uri);
  return text
    .split(/\r?\n/)
    .map((line) => {
      const trimmed = line.trim();
      if (trimmed === '') return line;
      if (!trimmed.startsWith('#')) return toRoute(trimmed);
      return line.replace(/URI="([^"]*)"/g, (_all, uri: string) => `URI="${toRoute(uri)}"`);
    })
    .join('\n');
}
