/**
 * Demo trailers: short synthetic clips committed in public/media/trailers/ (each as WebM VP9
 * and MP4 H.264; scripts/make-trailers.sh made them). The seed stores the MP4 address and the
 * player offers the WebM next to it (lib/domain/media/trailer-sources.ts).
 */
import { hashSeed } from './random';

export const TRAILER_CLIPS = [
  '/media/trailers/trailer-1.mp4',
  '/media/trailers/trailer-2.mp4',
  '/media/trailers/trailer-3.mp4',
  '/media/trailers/trailer-4.mp4',
] as const;

/**
 * The trailer of a demo course: two courses in three get one of the clips, the rest none.
 * Drawn from a hash of the course's slug (its stable identity, known before the row exists)
 * rather than the seed's shared random streams, so adding trailers moved no other value.
 */
export function trailerUrlFor(courseSlug: string): string | null {
  const h = hashSeed(`trailer:${courseSlug}`);
  if (h % 3 === 0) return null;
  return TRAILER_CLIPS[Math.floor(h / 3) % TRAILER_CLIPS.length];
}
