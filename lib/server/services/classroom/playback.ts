import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { Db } from '@/lib/server/db/client';
import { lectureProgress } from '@/lib/server/db/schema';
import { clampSeconds, completionMode, playbackCompletes } from '@/lib/domain/learning/course-completion';
import type { Result } from '@/lib/server/services/learning/result';
import { currentProgress, ensureEnrollment, lockLectureProgress, settleCourse } from './course-settlement';
import { findLecture } from './lecture-row';
import type { EnrollmentType, ProgressOutcome } from './progress-outcome';

export type PlaybackInput = {
  userId: number;
  lectureId: number;
  /** The second to resume at. */
  positionSeconds: number;
  /** How much of the media the learner has watched (the player's played ranges, in seconds). */
  watchedSeconds: number;
  enrollAs?: EnrollmentType;
  now?: Date;
};

export type PlaybackOutcome = ProgressOutcome & { positionSeconds: number; watchedSeconds: number };

/**
 * Saves where the learner is in a video lecture and how much they watched (the most ever, so a
 * replay from the start loses nothing), and completes it once ≥ 90 % is watched (measured
 * against the media's own length, the lecture content's `durationSeconds`). Only for lectures
 * completed by playback; access is the caller's check (see course-settlement.ts).
 */
export async function recordPlayback(db: Db, input: PlaybackInput): Promise<Result<PlaybackOutcome, 'notFound' | 'notPlayback'>> {
  const now = input.now ?? new Date();
  return db.transaction(async (tx) => {
    const lecture = await findLecture(tx, input.lectureId);
    if (!lecture) return { ok: false as const, error: 'notFound' as const };
    if (completionMode(lecture.lectureType, lecture.content) !== 'playback' || lecture.content?.type !== 'CLASS') return { ok: false as const, error: 'notPlayback' as const };
    const duration = lecture.content.video.durationSeconds;
    await ensureEnrollment(tx, input.userId, lecture.courseId, input.enrollAs, now);
    const current = await lockLectureProgress(tx, input.userId, lecture, now);
    const position = clampSeconds(input.positionSeconds, duration);
    const watched = Math.max(current.watchedSeconds, clampSeconds(input.watchedSeconds, duration));
    const completes = current.completedAt === null && playbackCompletes(watched, duration);
    await tx
      .update(lectureProgress)
      .set({ positionSeconds: position, watchedSeconds: watched, updatedAt: now, ...(completes ? { completedAt: now } : {}) })
      .where(and(eq(lectureProgress.userId, input.userId), eq(lectureProgress.lectureId, lecture.id)));
    const lectureCompleted = current.completedAt !== null || completes;
    // Only a newly completed lecture can change the course's progress: the frequent saves of the
    // resume second leave the enrollment alone.
    const settled = completes ? await settleCourse(tx, input.userId, lecture.courseId, now) : { ...(await currentProgress(tx, input.userId, lecture.courseId)), issued: false, blockers: null };
    return {
      ok: true as const,
      data: {
        lectureId: lecture.id,
        courseId: lecture.courseId,
        lectureCompleted,
        positionSeconds: position,
        watchedSeconds: watched,
        progressPercent: settled.progressPercent,
        certificateIssued: settled.issued,
        certificateBlockers: settled.blockers,
      },
    };
  });
}
