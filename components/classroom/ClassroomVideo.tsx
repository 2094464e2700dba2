'use client';

import { useCallback, useRef, useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { VideoSource } from '@/lib/domain/learning/classroom/video-source';
import { VideoPlayer, type CaptionTrack, type VideoProgress } from './VideoPlayer';
import { sendPlayback } from './progress-actions';
import styles from './Classroom.module.css';

export type ClassroomVideoProps = {
  lectureId: number;
  sources: VideoSource[];
  title: string;
  poster?: string;
  /** The lecture's subtitles (route URLs), off until the learner picks one. */
  captions?: readonly CaptionTrack[];
  /** The saved second (loadLectureProgress). */
  startAt: number;
  completed: boolean;
  /** False for a free preview watched without the course: nothing is sent, nothing is saved. */
  saveProgress: boolean;
};

/**
 * A CLASS lecture in the classroom: the VideoPlayer island, resumed at the saved second, whose
 * throttled progress reports go to `recordLecturePlayback`. When the server answers that the
 * lecture is now completed (≥ 90 % watched), the page is rendered again on the server so the
 * lecture list's mark and the progress bar move (router.refresh keeps the player playing).
 */
export function ClassroomVideo({ lectureId, sources, title, poster, captions, startAt, completed, saveProgress }: ClassroomVideoProps) {
  const t = useTranslations('classroom.page');
  const router = useRouter();
  const completedRef = useRef(completed);
  const [notice, setNotice] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  const onProgress = useCallback(
    (progress: VideoProgress) => {
      void sendPlayback(lectureId, progress.positionSeconds, progress.watchedSeconds, t('saveError')).then((res) => {
        if (!res.ok) {
          setError(res.error);
          return;
        }
        setError(null);
        if (res.data.lectureCompleted && !completedRef.current) {
          completedRef.current = true;
          if (res.data.certificateNotice) setNotice(res.data.certificateNotice);
          router.refresh();
        }
      });
    },
    [lectureId, router, t],
  );

  return (
    <div className={styles.video}>
      <VideoPlayer sources={sources} title={title} poster={poster} captions={captions} startAt={startAt} completed={completed} onProgress={saveProgress ? onProgress : undefined} />
      <p role="status" className={styles.status}>
        {notice}
      </p>
      {error ? (
        <p role="alert" className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
