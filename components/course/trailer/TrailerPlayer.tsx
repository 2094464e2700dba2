'use client';

import { useEffect, useRef } from 'react';
import { trackActivity } from '@/lib/client/analytics/track-activity';
import { trailerSources } from '@/lib/domain/media/trailer-sources';
import { trailerActivity, type TrailerPlace } from './trailer-activity';

export type TrailerPlayerProps = {
  courseId: number;
  trailerUrl: string;
  /** The still shown until the first frame arrives (the course cover as a bitmap). */
  poster: string;
  /** Accessible name of the player, e.g. 'Tráiler del curso …'. */
  label: string;
  place: TrailerPlace;
};

/**
 * The course trailer (spec §2, lazy-loaded): the browser's own <video> controls, which are
 * keyboard-operable and labelled by the platform, with WebM and MP4 sources. It mounts because
 * the visitor pressed play, so it starts at once and takes the focus (the play button it
 * replaces is gone); the first playback sends the `trailer` event (spec §7).
 */
export default function TrailerPlayer({ courseId, trailerUrl, poster, label, place }: TrailerPlayerProps) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const tracked = useRef(false);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    video.focus({ preventScroll: true });
    // A browser may still refuse to autoplay; the visible controls then start it.
    try {
      void Promise.resolve(video.play()).catch(() => {});
    } catch {
      // play() is missing or throws synchronously in some test environments: nothing to do.
    }
  }, []);

  const onPlay = () => {
    if (tracked.current) return;
    tracked.current = true;
    void trackActivity(trailerActivity(courseId, place));
  };

  return (
    <video
      ref={videoRef}
      controls
      playsInline
      preload="auto"
      poster={poster}
      aria-label={label}
      onPlay={onPlay}
      data-trailer-player=""
      style={{ position: 'absolute', inset: 0, display: 'block', width: '100%', height: '100%', objectFit: 'contain', background: '#000' }}
    >
      {trailerSources(trailerUrl).map((s) => (
        <source key={s.src} src={s.src} type={s.type} />
      ))}
    </video>
  );
}
