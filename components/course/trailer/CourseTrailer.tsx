'use client';

import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import PlayArrowRoundedIcon from '@mui/icons-material/PlayArrowRounded';
import type { SxProps, Theme } from '@mui/material/styles';
import { ChunkErrorBoundary } from '@/components/auth/dialog/ChunkErrorDialog';
import { LazyImage } from '@/components/ui/LazyImage';
import { imageUrl } from '@/lib/media/image-url';
import type { TrailerPlace } from './trailer-activity';

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
  sx?: SxProps<Theme>;
};

/**
 * A course cover turned into a trailer poster: the cover with a play button. Pressing it loads
 * the player and puts it in the cover's place (same box, so nothing moves). The cover stays
 * underneath, silent for assistive technology, while the player's chunk arrives.
 */
export function CourseTrailer({ courseId, trailerUrl, coverImage, labels, place, width, height, priority = false, sx }: CourseTrailerProps) {
  const [playing, setPlaying] = useState(false);
  // The poster bitmap is the 1x cover LazyImage has already fetched (same URL, from cache).
  const poster = imageUrl(coverImage, { width, height, dpr: 1 });

  return (
    <Box
      data-course-trailer={playing ? 'player' : 'poster'}
      sx={[
        { position: 'relative', width: '100%', aspectRatio: `${width} / ${height}`, overflow: 'hidden', bgcolor: 'common.black' },
        ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
      ]}
    >
      <LazyImage src={coverImage} alt={playing ? '' : labels.coverAlt} width={width} height={height} priority={priority} />
      {playing ? (
        <ChunkErrorBoundary onClose={() => setPlaying(false)} source="TrailerPlayer">
          <Suspense
            fallback={
              <Box role="status" sx={{ position: 'absolute', inset: 0, display: 'grid', placeItems: 'center', bgcolor: 'rgba(0, 0, 0, 0.35)' }}>
                <CircularProgress aria-label={labels.loading} sx={{ color: 'common.white' }} />
              </Box>
            }
          >
            <LazyTrailerPlayer courseId={courseId} trailerUrl={trailerUrl} poster={poster} label={labels.player} place={place} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : (
        <Button
          type="button"
          variant="contained"
          size="large"
          startIcon={<PlayArrowRoundedIcon />}
          onClick={() => setPlaying(true)}
          sx={{
            position: 'absolute',
            left: '50%',
            top: '50%',
            transform: 'translate(-50%, -50%)',
            borderRadius: 999,
            px: 3,
            boxShadow: 6,
            fontWeight: 700,
            whiteSpace: 'nowrap',
            '&:focus-visible': { outline: '3px solid', outlineColor: 'common.white', outlineOffset: 3 },
          }}
        >
          {labels.play}
        </Button>
      )}
    </Box>
  );
}
