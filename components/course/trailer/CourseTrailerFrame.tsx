'use client';

import { lazy, Suspense, useState, type CSSProperties, type ReactNode } from 'react';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { buttonClassName, buttonIconClassNames } from '@/components/catalogue/button-class-name';
import { Icon } from '@/components/ui/Icon';
import { Spinner } from '@/components/ui/Spinner';
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

export type CourseTrailerFrameProps = {
  courseId: number;
  trailerUrl: string;
  /** The player's poster: the cover's 1x bitmap. */
  posterUrl: string;
  labels: CourseTrailerLabels;
  place: TrailerPlace;
  width: number;
  height: number;
  style?: CSSProperties;
  /** The cover (a LazyImage), hidden from assistive technology once the player is there. */
  children: ReactNode;
};

/** CourseTrailer's browser part: the play button, then the lazily loaded player over the cover. */
export function CourseTrailerFrame({ courseId, trailerUrl, posterUrl, labels, place, width, height, style, children }: CourseTrailerFrameProps) {
  const [playing, setPlaying] = useState(false);
  return (
    <div data-course-trailer={playing ? 'player' : 'poster'} className={styles.frame} style={{ aspectRatio: `${width} / ${height}`, ...style }}>
      <div aria-hidden={playing || undefined}>{children}</div>
      {playing ? (
        <ChunkErrorBoundary onClose={() => setPlaying(false)} source="TrailerPlayer">
          <Suspense
            fallback={
              <div role="status" aria-label={labels.loading} className={styles.loading}>
                <Spinner size={40} />
              </div>
            }
          >
            <LazyTrailerPlayer courseId={courseId} trailerUrl={trailerUrl} poster={posterUrl} label={labels.player} place={place} />
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
