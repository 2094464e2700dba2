'use client';

import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { Icon } from '@/components/ui/Icon';
import { LazyImage } from '@/components/ui/LazyImage';
import { Spinner } from '@/components/ui/Spinner';
import { imageUrl } from '@/lib/domain/media/image-url';
import type { TrailerPlace } from './trailer-activity';
import styles from './CourseTrailer.module.css';

// The player's chunk is requested on the first press of play, never before (spec §2).
const LazyTrailerPlayer = lazy(() => import('./TrailerPlayer'));

/** Texts of the trailer, translated by the caller (server page or the preview dialog). */
export type CourseTrailerLabels = {
  /** Visible text of the play button, e.g. 'Ver tráiler'. */
  play: string;
  /** Accessible name of the video player. */
  player: string;
  /** Alternative text of the cover shown as the poster. */
  coverAlt: string;
  /** Announced while the player's chunk loads. */
  loading: string;
};

export type CourseTrailerProps = {
  courseId: number;
  trailerUrl: string;
  coverImage: string;
  labels: CourseTrailerLabels;
  place: TrailerPlace;
  /** Size of the poster in CSS pixels (bitmap size and aspect ratio). */
  width: number;
  height: number;
  /** The poster is the page's main image: loaded at once (LCP). */
  priority?: boolean;
  /** Extra styles of the frame (e.g. a radius). */
  style?: CSSProperties;
};

/**
 * A course cover turned into a trailer poster: the cover with a play button. Pressing it loads
 * the player and puts it in the cover's place (same box, so nothing moves). The cover stays
 * underneath, silent for assistive technology, while the player's chunk arrives. Plain markup
 * (issue 14: the course page's poster must not bring MUI).
 */
export function CourseTrailer({ courseId, trailerUrl, coverImage, labels, place, width, height, priority = false, style }: CourseTrailerProps) {
  const [playing, setPlaying] = useState(false);
  // The poster bitmap is the 1x cover LazyImage has already fetched (same URL, from cache).
  const poster = imageUrl(coverImage, { width, height, dpr: 1 });

  return (
    <div data-course-trailer={playing ? 'player' : 'poster'} className={styles.frame} style={{ aspectRatio: `${width} / ${height}`, ...style }}>
      <LazyImage src={coverImage} alt={playing ? '' : labels.coverAlt} width={width} height={height} priority={priority} />
      {playing ? (
        <ChunkErrorBoundary onClose={() => setPlaying(false)} source="TrailerPlayer">
          <Suspense
            fallback={
              <div role="status" aria-label={labels.loading} className={styles.loading}>
                <Spinner size={40} />
              </div>
            }
          >
            <LazyTrailerPlayer courseId={courseId} trailerUrl={trailerUrl} poster={poster} label={labels.player} place={place} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <button type="button" className={buttonClassName({ variant: 'contained', size: 'large', className: styles.play })} onClick={() => setPlaying(true)}>
          <span className={buttonIconClassNames.start}>
            <Icon name="playArrowRounded" />
          </span>
          {labels.play}
        </button>
      )}
    </div>
  );
}
