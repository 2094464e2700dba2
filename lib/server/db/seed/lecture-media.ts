/**
 * The files the demo lectures point to, all committed (nothing is fetched at run time). The
 * stored paths keep the form `/media/lectures/{folder}/{file}`: for video, hls, captions and
 * handouts they name files of the PRIVATE folder media/lectures/ (paid course content, issue 15),
 * which browsers reach only through the access-checked route
 * /api/classroom/lectures/{lectureId}/media/{name} (lib/domain/learning/classroom/lecture-media.ts
 * maps a lecture and a name to the file; the classroom page gets route URLs). Only embed/ is a
 * public folder (public/media/lectures/embed/), its pages framed as they are:
 * - video/lecture-{1..4}.{mp4,webm,jpg}: 30-second synthetic clips with their poster frames, and
 *   hls/lecture-2/index.m3u8 (MPEG-TS segments: HLS version 3) — scripts/make-lecture-media.sh;
 * - captions/lecture-{es,pt,en}.vtt: the clips' captions (same script);
 * - handouts/{category}-{lang}.pdf: a course handout per category and language —
 *   scripts/make-lecture-pdfs.mjs;
 * - embed/*.html: small tools embedded by IFRAME lectures, reading ?lang= (hand-written).
 */
import type { L3, Lang } from './util';

export const LECTURE_CLIP_COUNT = 4;
/** Every clip lasts this long (the script's `seconds`): the video content's durationSeconds. */
export const LECTURE_CLIP_SECONDS = 30;

export function clipPath(n: number, ext: 'mp4' | 'webm' | 'jpg'): string {
  return `/media/lectures/video/lecture-${n}.${ext}`;
}

/** Clip 2 as HLS (the spec's HLSV3 format). */
export const HLS_CLIP = { clip: 2, src: '/media/lectures/hls/lecture-2/index.m3u8' } as const;

export const CAPTIONS: readonly { lang: Lang; src: string }[] = (['es', 'pt', 'en'] as const).map((lang) => ({ lang, src: `/media/lectures/captions/lecture-${lang}.vtt` }));

export function handoutPath(categorySlug: string): L3 {
  return { es: `/media/lectures/handouts/${categorySlug}-es.pdf`, pt: `/media/lectures/handouts/${categorySlug}-pt.pdf`, en: `/media/lectures/handouts/${categorySlug}-en.pdf` };
}

export type EmbedTool = 'palette' | 'exposure' | 'checklist';

export function embedUrl(tool: EmbedTool): L3 {
  return { es: `/media/lectures/embed/${tool}.html?lang=es`, pt: `/media/lectures/embed/${tool}.html?lang=pt`, en: `/media/lectures/embed/${tool}.html?lang=en` };
}

/** Which embedded tool suits a category: colour for the visual crafts, exposure for the camera ones, a checklist otherwise. */
export function embedToolFor(categorySlug: string): EmbedTool {
  if (['fotografia', 'video-y-cine'].includes(categorySlug)) return 'exposure';
  if (['diseno-grafico', 'ilustracion', 'animacion-3d', 'arquitectura', 'moda', 'artesania'].includes(categorySlug)) return 'palette';
  return 'checklist';
}
