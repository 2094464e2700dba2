import { LazyImage } from '@/components/ui/LazyImage';
import { WideImage } from '@/components/ui/WideImage';
import { imageUrl } from '@/lib/domain/media/image-url';
import type { CSSProperties } from 'react';
import type { TrailerPlace } from './trailer-activity';
import { CourseTrailerFrame, type CourseTrailerLabels } from './CourseTrailerFrame';

export type { CourseTrailerLabels };

export type CourseTrailerProps = {
  courseId: number;
  trailerUrl: string;
  coverImage: string;
  labels: CourseTrailerLabels;
  place: TrailerPlace;
  /** Size of the poster in CSS pixels (bitmap size and aspect ratio). */
  width: number;
  height: number;
  /** The poster is the page's main picture with a box this wide per media condition (WideImage: eager, a source set of widths). */
  sizes?: string;
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
 *
 * No 'use client': on the course page the cover and the URLs are built on the server and only
 * the play button's frame (CourseTrailerFrame) reaches the browser; in the preview dialog (a
 * client chunk) it all runs there.
 */
export function CourseTrailer({ courseId, trailerUrl, coverImage, labels, place, width, height, sizes, priority = false, style }: CourseTrailerProps) {
  return (
    <CourseTrailerFrame
      courseId={courseId}
      trailerUrl={trailerUrl}
      // The poster bitmap is the 1x cover, which the cover image has already fetched on a 1x
      // screen and, as WideImage (`sizes`), on a phone too (its display-width candidate is that URL).
      posterUrl={imageUrl(coverImage, { width, height, dpr: 1 })}
      labels={labels}
      place={place}
      width={width}
      height={height}
      style={style}
    >
      {sizes ? (
        <WideImage src={coverImage} alt={labels.coverAlt} width={width} height={height} sizes={sizes} />
      ) : (
        <LazyImage src={coverImage} alt={labels.coverAlt} width={width} height={height} priority={priority} />
      )}
    </CourseTrailerFrame>
  );
}
