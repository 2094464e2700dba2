/**
 * Lecture media by lecture, not by file (issue 15, "the classroom": paid lecture media were
 * public files). lib/domain/learning/classroom/lecture-media.ts: which file of the private folder a
 * (lecture, name) pair reads, the route URLs the classroom page gets instead of file paths, and
 * HLS playlists whose segments go through the same route.
 */
import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import path from 'node:path';
import {
  classroomMediaContent,
  isLectureMediaName,
  LECTURE_MEDIA_DIR,
  lectureMediaContentType,
  lectureMediaFile,
  lectureMediaUrl,
  rewriteHlsPlaylist,
  storedMediaFile,
} from '@/lib/domain/learning/classroom/lecture-media';
import { lectureContentSchema, type LectureContent } from '@/lib/domain/learning/lecture-content';
import { CAPTIONS, clipPath, handoutPath, HLS_CLIP } from '@/lib/server/db/seed/lecture-media';

const mp4: LectureContent = {
  type: 'CLASS',
  video: { format: 'MP4', provider: 'HOUSE', src: clipPath(1, 'mp4'), poster: clipPath(1, 'jpg'), durationSeconds: 30, captions: CAPTIONS.map((c) => ({ ...c })) },
};
const hls: LectureContent = { type: 'CLASS', video: { format: 'HLSV3', provider: 'HOUSE', src: HLS_CLIP.src, poster: clipPath(2, 'jpg'), durationSeconds: 30 } };
const mp3: LectureContent = { type: 'CLASS', video: { format: 'MP3', provider: 'HOUSE', src: '/media/lectures/audio/talk.mp3', durationSeconds: 30 } };
const pdf: LectureContent = { type: 'PDF', path: { es: handoutPath('fotografia').es, en: handoutPath('fotografia').en } };
const iframe: LectureContent = { type: 'IFRAME', url: { es: '/media/lectures/embed/palette.html?lang=es' }, title: { es: 'Paletas' } };

describe('lecture + name → file (issue 15)', () => {
  it('maps the names a video lecture has to its files of the private folder', () => {
    expect(lectureMediaFile(mp4, 'video.mp4')).toEqual({ file: 'video/lecture-1.mp4', contentType: 'video/mp4', playlist: false });
    // The WebM twin beside the MP4 (this app's clips exist as both).
    expect(lectureMediaFile(mp4, 'video.webm')).toEqual({ file: 'video/lecture-1.webm', contentType: 'video/webm', playlist: false });
    expect(lectureMediaFile(mp4, 'poster.jpg')).toEqual({ file: 'video/lecture-1.jpg', contentType: 'image/jpeg', playlist: false });
    expect(lectureMediaFile(mp4, 'captions-pt.vtt')).toEqual({ file: 'captions/lecture-pt.vtt', contentType: 'text/vtt; charset=utf-8', playlist: false });
    expect(lectureMediaFile(mp3, 'audio.mp3')?.file).toBe('audio/talk.mp3');
  });

  it('maps an HLS lecture’s playlist and the segments beside it, and nothing else', () => {
    expect(lectureMediaFile(hls, 'hls/index.m3u8')).toEqual({ file: 'hls/lecture-2/index.m3u8', contentType: 'application/vnd.apple.mpegurl', playlist: true });
    expect(lectureMediaFile(hls, 'hls/segment-003.ts')).toEqual({ file: 'hls/lecture-2/segment-003.ts', contentType: 'video/mp2t', playlist: false });
    expect(lectureMediaFile(hls, 'video.mp4')).toBeNull();
    expect(lectureMediaFile(mp4, 'hls/index.m3u8')).toBeNull();
  });

  it('maps a PDF lecture’s handouts by language, without falling back to another language', () => {
    expect(lectureMediaFile(pdf, 'handout-es.pdf')).toEqual({ file: 'handouts/fotografia-es.pdf', contentType: 'application/pdf', playlist: false });
    expect(lectureMediaFile(pdf, 'handout-en.pdf')?.file).toBe('handouts/fotografia-en.pdf');
    expect(lectureMediaFile(pdf, 'handout-pt.pdf')).toBeNull();
  });

  it('answers null for names a lecture does not have, other lecture types and no content', () => {
    expect(lectureMediaFile(mp4, 'audio.mp3')).toBeNull();
    expect(lectureMediaFile(mp4, 'poster.png')).toBeNull();
    expect(lectureMediaFile(mp4, 'handout-es.pdf')).toBeNull();
    expect(lectureMediaFile(hls, 'captions-es.vtt')).toBeNull();
    expect(lectureMediaFile(iframe, 'video.mp4')).toBeNull();
    expect(lectureMediaFile(null, 'video.mp4')).toBeNull();
  });

  it('refuses every traversal and malformed name before looking at the lecture', () => {
    const bad = [
      '',
      '../video.mp4',
      'hls/../../../../etc/passwd',
      'hls/../index.m3u8',
      'hls/..%2f..%2fsecret.ts',
      'hls/%2e%2e/segment-000.ts',
      '%2e%2e/video.mp4',
      'video.mp4\u0000.txt',
      'hls/segment-000.ts\u0000',
      '/etc/passwd',
      '/video.mp4',
      'hls//segment-000.ts',
      'hls/sub/segment-000.ts',
      'hls\\segment-000.ts',
      'hls/.hidden.ts',
      'hls/segment-000.TS.exe',
      'VIDEO.MP4',
      'video.mp4/',
      'captions-de.vtt',
      'handout-es.pdf.html',
      'C:\\windows\\win.ini',
    ];
    for (const name of bad) {
      expect(isLectureMediaName(name), JSON.stringify(name)).toBe(false);
      expect(lectureMediaFile(mp4, name), JSON.stringify(name)).toBeNull();
      expect(lectureMediaFile(hls, name), JSON.stringify(name)).toBeNull();
    }
  });

  it('reads only files of the private folder, whatever a stored path says', () => {
    expect(storedMediaFile('/media/lectures/video/lecture-1.mp4')).toBe('video/lecture-1.mp4');
    for (const stored of ['/media/trailers/trailer-1.mp4', '/media/lectures/../secret.mp4', '/media/lectures/./video/x.mp4', '/media/lectures//x.mp4', '/media/lectures/', 'media/lectures/video/x.mp4', null, undefined]) {
      expect(storedMediaFile(stored), String(stored)).toBeNull();
    }
    // A stored source outside the folder is never served, whatever the name.
    const outside: LectureContent = { type: 'CLASS', video: { format: 'MP4', provider: 'HOUSE', src: '/media/trailers/trailer-1.mp4', durationSeconds: 30 } };
    expect(lectureMediaFile(outside, 'video.mp4')).toBeNull();
  });

  it('finds every file the seed points at in the private folder, and none of them under public/', () => {
    const names: [LectureContent, string][] = [
      ...[1, 2, 3, 4].flatMap((n): [LectureContent, string][] => {
        const c: LectureContent = { ...mp4, video: { ...mp4.video, src: clipPath(n, 'mp4'), poster: clipPath(n, 'jpg') } } as LectureContent;
        return ['video.mp4', 'video.webm', 'poster.jpg', 'captions-es.vtt', 'captions-pt.vtt', 'captions-en.vtt'].map((name): [LectureContent, string] => [c, name]);
      }),
      [hls, 'hls/index.m3u8'],
      [hls, 'hls/segment-000.ts'],
      [pdf, 'handout-es.pdf'],
    ];
    for (const [content, name] of names) {
      const target = lectureMediaFile(content, name);
      expect(target, name).not.toBeNull();
      expect(existsSync(path.join(process.cwd(), LECTURE_MEDIA_DIR, target!.file)), target!.file).toBe(true);
      expect(existsSync(path.join(process.cwd(), 'public/media/lectures', target!.file)), target!.file).toBe(false);
    }
    // The embedded tools are not course content: they stay public.
    expect(existsSync(path.join(process.cwd(), 'public/media/lectures/embed/palette.html'))).toBe(true);
  });

  it('gives each file its content type', () => {
    expect(lectureMediaContentType('a/b.pdf')).toBe('application/pdf');
    expect(lectureMediaContentType('a/b.m4s')).toBe('video/iso.segment');
    expect(lectureMediaContentType('a/b.bin')).toBe('application/octet-stream');
  });
});

describe('route URLs for the classroom page (issue 15)', () => {
  it('replaces every media path of a CLASS or PDF lecture by its route URL', () => {
    expect(lectureMediaUrl(42, 'video.mp4')).toBe('/api/classroom/lectures/42/media/video.mp4');
    const page = classroomMediaContent(42, mp4);
    expect(page).toEqual({
      type: 'CLASS',
      video: {
        format: 'MP4',
        provider: 'HOUSE',
        src: '/api/classroom/lectures/42/media/video.mp4',
        poster: '/api/classroom/lectures/42/media/poster.jpg',
        durationSeconds: 30,
        captions: ['es', 'pt', 'en'].map((lang) => ({ lang, src: `/api/classroom/lectures/42/media/captions-${lang}.vtt` })),
      },
    });
    // No file path is left for the page.
    expect(JSON.stringify(page)).not.toContain('/media/lectures/');
    expect(classroomMediaContent(7, hls)).toMatchObject({ video: { src: '/api/classroom/lectures/7/media/hls/index.m3u8', poster: '/api/classroom/lectures/7/media/poster.jpg' } });
    expect(classroomMediaContent(7, mp3)).toMatchObject({ video: { src: '/api/classroom/lectures/7/media/audio.mp3' } });
    expect(classroomMediaContent(9, pdf)).toEqual({ type: 'PDF', path: { es: '/api/classroom/lectures/9/media/handout-es.pdf', en: '/api/classroom/lectures/9/media/handout-en.pdf' } });
  });

  it('round-trips: every URL the page gets is a name the route maps back to the stored file', () => {
    for (const content of [mp4, hls, mp3, pdf]) {
      const urls = JSON.stringify(classroomMediaContent(5, content)).match(/\/api\/classroom\/lectures\/5\/media\/[^"]+/g) ?? [];
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(lectureMediaFile(content, url.slice('/api/classroom/lectures/5/media/'.length)), url).not.toBeNull();
    }
  });

  it('leaves other lecture types, and addresses outside the private folder, as they are', () => {
    expect(classroomMediaContent(3, iframe)).toBe(iframe);
    const none: LectureContent = { type: 'CLASS', video: { format: 'NONE', provider: 'NONE', src: null, durationSeconds: 0 } };
    expect(classroomMediaContent(3, none)).toEqual(none);
    // Still valid content for the stored schema's callers.
    expect(lectureContentSchema.safeParse(mp4).success).toBe(true);
  });
});

describe('HLS playlists through the route (issue 15)', () => {
  const playlist = ['#EXTM3U', '#EXT-X-VERSION:3', '#EXT-X-MAP:URI="init.mp4"', '#EXTINF:6.000000,', 'segment-000.ts', '#EXTINF:6.000000,', 'segment-001.ts', 'https://cdn.example.com/x.ts', '../escape.ts', '#EXT-X-ENDLIST', ''].join('\n');

  it('points every segment beside the playlist at the lecture’s route and keeps the rest', () => {
    const out = rewriteHlsPlaylist(playlist, 12).split('\n');
    expect(out).toEqual([
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      // init.mp4 is not a segment name the route serves (not .ts/.m4s/.aac/.m3u8): left alone.
      '#EXT-X-MAP:URI="init.mp4"',
      '#EXTINF:6.000000,',
      '/api/classroom/lectures/12/media/hls/segment-000.ts',
      '#EXTINF:6.000000,',
      '/api/classroom/lectures/12/media/hls/segment-001.ts',
      'https://cdn.example.com/x.ts',
      '../escape.ts',
      '#EXT-X-ENDLIST',
      '',
    ]);
    expect(rewriteHlsPlaylist('#EXT-X-KEY:METHOD=AES-128,URI="key.m3u8"\r\nchunk.m4s', 3)).toBe('#EXT-X-KEY:METHOD=AES-128,URI="/api/classroom/lectures/3/media/hls/key.m3u8"\n/api/classroom/lectures/3/media/hls/chunk.m4s');
  });
});
